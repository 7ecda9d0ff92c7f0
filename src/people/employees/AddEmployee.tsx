import { useMemo } from 'react';
import { Authenticated, CanAccess, Create } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useGoBack } from '../useGoBack';
import { AccessDeniedNotice } from '../../ui/AccessDeniedNotice';
import { EmployeeForm } from './EmployeeForm';
import { EmployeePage } from './EmployeePage';
import { emptyEmployee } from './employeeForm';
import { useEmployeeSaveOptions, type EmployeeChannel, type EmployeeTarget } from './saveEmployee';

const LISTS: Record<EmployeeChannel, string> = { employees: '/employeesdetail', users: '/allusers' };

function NewEmployee({ channel, onSaved }: { channel: EmployeeChannel; onSaved(): void }) {
  const target = useMemo((): EmployeeTarget => ({ kind: 'create', channel }), [channel]);
  const saveOptions = useEmployeeSaveOptions(target, onSaved);
  const record = useMemo(() => emptyEmployee(), []);
  // The page checks the session and the Employee Add permission itself (addEmployee, not employees).
  return (
    <Create resource="employees" title={false} disableAuthentication mutationOptions={saveOptions}>
      <EmployeeForm record={record} />
    </Create>
  );
}

/** /AddEmployee (AddEmployee) and /addusers (UserManagementAPI AddEdit): the Add Employee Data screen. */
export function AddEmployee({ channel }: { channel: EmployeeChannel }) {
  const { t } = useTranslation('people');
  const back = useGoBack(LISTS[channel]);
  return (
    <Authenticated>
      <CanAccess resource="addEmployee" action="create" accessDenied={<AccessDeniedNotice />}>
        <EmployeePage title={t('form.title')} onBack={back}>
          <NewEmployee channel={channel} onSaved={back} />
        </EmployeePage>
      </CanAccess>
    </Authenticated>
  );
}
