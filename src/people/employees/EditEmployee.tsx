import { Authenticated, CanAccess, useGetOne } from 'react-admin';
import { Alert, CircularProgress } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useGoBack } from '../useGoBack';
import { AccessDeniedNotice } from '../../layout/AccessDeniedNotice';
import { EmployeeForm } from './EmployeeForm';
import { EmployeePage } from './EmployeePage';
import { valuesOfDetail } from './employeeForm';

function EditForm({ id, onSaved }: { id: number; onSaved(): void }) {
  const { t } = useTranslation('people');
  const { data, isPending, error } = useGetOne('employees', { id }, { enabled: id > 0 });
  if (!(id > 0) || error) return <Alert severity="error">{t('common:errors.loadOne')}</Alert>;
  if (isPending) return <CircularProgress aria-label={t('loading')} />;
  return (
    <EmployeeForm
      key={id}
      target={{ kind: 'edit', id, version: data.version as number | undefined }}
      initial={valuesOfDetail(data)}
      currentImage={data.imagePath as string | null}
      onSaved={onSaved}
    />
  );
}

/** /editEmployee?userId=...: the Add Employee form without passwords, saved through UpdateEmployee. */
export function EditEmployee() {
  const { t } = useTranslation('people');
  const [search] = useSearchParams();
  const back = useGoBack('/employeesdetail');
  const id = Number(search.get('userId'));
  return (
    <Authenticated>
      <CanAccess resource="addEmployee" action="edit" accessDenied={<AccessDeniedNotice />}>
        <EmployeePage title={t('form.editTitle')} onBack={back}>
          <EditForm id={id} onSaved={back} />
        </EmployeePage>
      </CanAccess>
    </Authenticated>
  );
}
