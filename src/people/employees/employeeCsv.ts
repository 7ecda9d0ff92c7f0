import type { ExportColumn } from '../../app/exportTable';
import { formatDate } from '../../i18n/format';

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

type Employee = Record<string, unknown>;

/** The employee export's columns, headed in the user's language; the status by its translated name. */
export function employeeColumns(t: (key: string) => string): Array<ExportColumn<Employee>> {
  return EXPORT_COLUMNS.map(([key, label]) => ({
    heading: t(label),
    value: (record: Employee) => {
      if (key === 'status') return t(`people:status.${String(record.status)}`);
      // The joining date in the reader's language and digits; the rest as typed.
      if (key === 'joiningDate') return typeof record.joiningDate === 'string' ? formatDate(record.joiningDate) : '';
      return record[key];
    },
  }));
}
