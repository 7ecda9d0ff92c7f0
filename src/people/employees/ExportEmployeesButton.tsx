import { useState } from 'react';
import { Button, downloadCSV, useDataProvider, useListContext, useNotify } from 'react-admin';
import DownloadIcon from '@mui/icons-material/GetApp';
import { useTranslation } from 'react-i18next';
import { employeesCsv } from './employeeCsv';

/** The server's largest page; an export walks through the pages of the current search and filters. */
const PAGE = 1000;

/** CSV of every employee the list currently finds (not only the page on screen). */
export function ExportEmployeesButton({ meta }: { meta?: Record<string, unknown> }) {
  const { t } = useTranslation('people');
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const { filterValues, sort, total } = useListContext();
  const [busy, setBusy] = useState(false);

  const exportAll = async () => {
    setBusy(true);
    try {
      const records: Array<Record<string, unknown>> = [];
      for (let page = 1; ; page += 1) {
        const { data, total: found } = await dataProvider.getList('employees', { pagination: { page, perPage: PAGE }, sort, filter: filterValues, meta });
        records.push(...data);
        if (data.length < PAGE || records.length >= (found ?? 0)) break;
      }
      const csv = employeesCsv(records, (key) => t(key), (key, record) => (key === 'status' ? t(`status.${String(record.status)}`) : record[key]));
      downloadCSV(csv, t('list.exportFile'));
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
