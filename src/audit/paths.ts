/** The audit trail's screen (sidebar and "History" buttons). */
export const AUDIT_TRAIL_PATH_IN_APP = '/audittrail';
