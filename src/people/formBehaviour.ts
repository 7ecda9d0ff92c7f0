/**
 * How the people screens' forms behave: checked when a field is left, not by the browser; the
 * first invalid field is focused (FocusServerErrors), not announced in a toast; leaving with
 * changes not saved asks first.
 */
export const PEOPLE_FORM = {
  mode: 'onTouched',
  noValidate: true,
  disableInvalidFormNotification: true,
  warnWhenUnsavedChanges: true,
} as const;
