import { useEffect } from 'react';
import { Stack, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { chooseFile, useEstimationSelection } from '../selection';
import { PrintStyles } from './PrintStyles';
import { ReportFilters } from './ReportFilters';
import { ReportView } from './ReportView';

/**
 * /estimationreport: the report of the chosen file. A link may name the file
 * (`?file=...&type=O|C`); it becomes the stored selection and the address is cleaned.
 */
export function EstimationReport() {
  const { t } = useTranslation('estimation');
  const [params, setParams] = useSearchParams();
  const [selection, setSelection] = useEstimationSelection();
  const linked = params.get('file');
  const linkedType = params.get('type') === 'C' ? 'C' : 'O';
  useEffect(() => {
    if (!linked) return;
    setSelection(chooseFile(selection, linked, linkedType));
    setParams({}, { replace: true });
  }, [linked, linkedType, selection, setSelection, setParams]);
  const fileName = linked ?? (selection.showReport ? selection.selectedFile : null);
  const fileType = linked ? linkedType : selection.fileType;
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title={t('report.title')} />
      <PrintStyles />
      <Typography variant="h5" component="h1">
        {t('report.title')}
      </Typography>
      <ReportFilters selection={selection} onChange={setSelection} />
      {fileName ? <ReportView key={`${fileType}:${fileName}`} fileName={fileName} fileType={fileType} /> : <Typography color="text.secondary">{t('report.chooseFile')}</Typography>}
    </Stack>
  );
}
