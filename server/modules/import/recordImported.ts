import type { Db } from '../../db/db';
import { auditLog } from '../../db/schema';
import { auditEntry, type AuditActor } from '../../audit/recorder';
import { insertRecordset } from './recordset';

/**
 * Every record an import created, in the audit trail as a create of its own (the fields as
 * imported, secrets left out by the recorder's rule), written in bulk in the import's transaction:
 * a record's history starts with its import as it would with a save from its screen.
 */
export async function recordImported(
  tx: Db,
  actor: AuditActor,
  organizationId: number,
  resource: string,
  written: Array<{ id: number; values: object }>,
  action: 'create' | 'update' = 'create',
): Promise<void> {
  await insertRecordset(
    tx,
    auditLog,
    written.map(({ id, values }) =>
      auditEntry(actor, {
        organizationId,
        resource,
        recordId: id,
        action,
        after: values,
        detail: { imported: true },
      }),
    ),
  );
}
