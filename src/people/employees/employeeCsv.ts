/** The columns of the employee export, in order: the record key and its heading's translation key. */
export const EXPORT_COLUMNS = [
  ['firstName', 'server:fields.firstName'],
  ['lastName', 'server:fields.lastName'],
  ['email', 'server:fields.email'],
  ['phoneNumber', 'server:fields.phoneNumber'],
  ['country', 'server:fields.country'],
  ['address', 'server:fields.address'],
  ['employeeType', 'server:fields.employeeTypeId'],
  ['department', 'server:fields.departmentId'],
  ['subDepartment', 'server:fields.subDepartmentId'],
  ['designation', 'server:fields.designationId'],
  ['role', 'server:fields.roleId'],
  ['team', 'server:fields.teamId'],
  ['joiningDate', 'server:fields.joiningDate'],
  ['status', 'server:fields.status'],
] as const;

/** A phone number or a plain number: a leading + or - there is data, not a formula. */
const NUMBER_LIKE = /^[+-]?[\d\s().-]+$/;

/**
 * One cell: quoted when it holds a separator, a quote or a line break; a leading =, +, - or @
 * is neutralised so a spreadsheet never runs a name as a formula.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !NUMBER_LIKE.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The CSV text (with a byte-order mark, so spreadsheets read Arabic names as UTF-8). */
export function employeesCsv(records: ReadonlyArray<Record<string, unknown>>, heading: (key: string) => string, value: (key: string, record: Record<string, unknown>) => unknown = (key, r) => r[key]): string {
  const lines = [EXPORT_COLUMNS.map(([, label]) => csvCell(heading(label))).join(',')];
  for (const record of records) lines.push(EXPORT_COLUMNS.map(([key]) => csvCell(value(key, record))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
