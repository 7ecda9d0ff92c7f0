import { Authenticated, CanAccess } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useGoBack } from '../useGoBack';
import { AccessDeniedNotice } from '../../layout/AccessDeniedNotice';
import { EmployeeForm } from './EmployeeForm';
import { EmployeePage } from './EmployeePage';
import type { EmployeeChannel } from './saveEmployee';

const LISTS: Record<EmployeeChannel, string> = { employees: '/employeesdetail', users: '/allusers' };

/** /AddEmployee (AddEmployee) and /addusers (UserManagementAPI AddEdit): the Add Employee Data screen. */
export function AddEmployee({ channel }: { channel: EmployeeChannel }) {
  const { t } = useTranslation('people');
  const back = useGoBack(LISTS[channel]);
  return (
    <Authenticated>
      <CanAccess resource="addEmployee" action="create" accessDenied={<AccessDeniedNotice />}>
        <EmployeePage title={t('form.title')} onBack={back}>
          <EmployeeForm target={{ kind: 'create', channel }} onSaved={back} />
        </EmployeePage>
      </CanAccess>
    </Authenticated>
  );
}
