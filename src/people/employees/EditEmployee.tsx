import { useMemo } from 'react';
import { Authenticated, CanAccess, Edit, useEditContext } from 'react-admin';
import { Alert, Box, CircularProgress } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useGoBack } from '../useGoBack';
import { AccessDeniedNotice } from '../../ui/AccessDeniedNotice';
import { EmployeeForm } from './EmployeeForm';
import { EmployeePage } from './EmployeePage';
import { valuesOfDetail } from './employeeForm';
import { EMPLOYEE_LIST_PATH, ToEmployeeList, chosenEmployeeId } from './chosenEmployee';
import { useEmployeeSaveOptions, type EmployeeTarget } from './saveEmployee';
import { HistoryButton } from '../../audit/HistoryButton';
import { PersonalDataPanel } from '../personalData/PersonalDataPanel';

/** The person as ViewEmployeeDetail answers, as the form's values, under their data and account. */
function LoadedForm({ id }: { id: number }) {
  const { t } = useTranslation('people');
  const { record, isPending, refetch } = useEditContext();
  const values = useMemo(() => (record ? { ...valuesOfDetail(record), id } : undefined), [record, id]);
  if (isPending || !values || !record) return <CircularProgress aria-label={t('loading')} />;
  return (
    <>
      {/* Aligned with the form's own padding. */}
      <Box sx={{ px: { xs: 2, md: 4 }, pt: 2 }}>
        <PersonalDataPanel
          userId={id}
          name={`${String(record.firstName ?? '')} ${String(record.lastName ?? '')}`.trim()}
          active={record.status !== 'inactive'}
          onChanged={() => void refetch()}
        />
      </Box>
      <EmployeeForm record={values} editedId={id} currentImage={record.imagePath as string | null} />
    </>
  );
}

/**
 * Saved through UpdateEmployee with the version it was opened on (previousData): a save over
 * someone else's newer one is refused (409) and said so.
 */
function EditForm({ id, onSaved }: { id: number; onSaved(): void }) {
  const { t } = useTranslation('people');
  const target = useMemo((): EmployeeTarget => ({ kind: 'edit', id }), [id]);
  const saveOptions = useEmployeeSaveOptions(target, onSaved);
  return (
    <Edit
      resource="employees"
      id={id}
      title={false}
      actions={false}
      disableAuthentication
      mutationMode="pessimistic"
      mutationOptions={saveOptions}
      queryOptions={{ onError: () => undefined }}
      error={<Alert severity="error">{t('common:errors.loadOne')}</Alert>}
    >
      <HistoryButton resource="employees" id={id} />
      <LoadedForm id={id} />
    </Edit>
  );
}

/** /editEmployee?userId=...: the Add Employee form without passwords, saved through UpdateEmployee. */
export function EditEmployee() {
  const { t } = useTranslation('people');
  const [search] = useSearchParams();
  const back = useGoBack(EMPLOYEE_LIST_PATH);
  const id = chosenEmployeeId(search);
  return (
    <Authenticated>
      <CanAccess resource="addEmployee" action="edit" accessDenied={<AccessDeniedNotice />}>
        {id === undefined ? (
          <ToEmployeeList />
        ) : (
          <EmployeePage title={t('form.editTitle')} onBack={back}>
            <EditForm id={id} onSaved={back} />
          </EmployeePage>
        )}
      </CanAccess>
    </Authenticated>
  );
}
