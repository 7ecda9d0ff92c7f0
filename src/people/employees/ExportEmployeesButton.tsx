import { useState } from 'react';
import { Button, useDataProvider, useListContext, useNotify } from 'react-admin';
import DownloadIcon from '@mui/icons-material/GetApp';
import { useTranslation } from 'react-i18next';
import { allPages, downloadTable } from '../../app/exportTable';
import { employeeColumns } from './employeeCsv';

/** CSV of every employee the list currently finds (not only the page on screen). */
export function ExportEmployeesButton() {
  const { t } = useTranslation('people');
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const { filterValues, sort, total } = useListContext();
  const [busy, setBusy] = useState(false);

  const exportAll = async () => {
    setBusy(true);
    try {
      const records = await allPages((page, perPage) =>
        dataProvider.getList('employees', { pagination: { page, perPage }, sort, filter: filterValues }),
      );
      downloadTable(
        t('list.exportFile'),
        employeeColumns((key) => t(key)),
        records,
      );
    } catch (error) {
      notify((error as Error).message || t('common:errors.apiProblem'), { type: 'error', autoHideDuration: 3000 });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button label={t('list.export')} onClick={exportAll} disabled={busy || !total}>
      <DownloadIcon />
    </Button>
  );
}
