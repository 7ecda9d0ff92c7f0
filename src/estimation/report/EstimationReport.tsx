import { useEffect, useRef } from 'react';
import { Stack, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { chooseFile, useEstimationSelection, type EstimationSelection } from '../selection';
import { PrintStyles } from './PrintStyles';
import { ReportFilters } from './ReportFilters';
import { ReportView } from './ReportView';

/**
 * /estimationreport: the report of the chosen file. A link may name the file
 * (`?file=...&type=O|C`): it is shown and becomes the stored selection; the first change of the
 * filters drops it from the address.
 */
export function EstimationReport() {
  const { t } = useTranslation('estimation');
  const [params, setParams] = useSearchParams();
  const [selection, setSelection] = useEstimationSelection();
  const linked = params.get('file');
  const linkedType = params.get('type') === 'C' ? 'C' : 'O';
  // Stored once per link: router updates are transitions, so writing the store on every render
  // until the address changes would starve them.
  const stored = useRef<string | null>(null);
  useEffect(() => {
    const key = linked && `${linkedType}:${linked}`;
    if (!key || stored.current === key) return;
    stored.current = key;
    setSelection(chooseFile(selection, linked, linkedType));
  }, [linked, linkedType, selection, setSelection]);
  const change = (next: EstimationSelection) => {
    setSelection(next);
    if (linked) setParams({}, { replace: true });
  };
  const fileName = linked ?? (selection.showReport ? selection.selectedFile : null);
  const fileType = linked ? linkedType : selection.fileType;
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title={t('report.title')} />
      <PrintStyles />
      <Typography variant="h5" component="h1">
        {t('report.title')}
      </Typography>
      <ReportFilters selection={selection} onChange={change} />
      {fileName ? (
        <ReportView key={`${fileType}:${fileName}`} fileName={fileName} fileType={fileType} />
      ) : (
        <Typography color="text.secondary">{t('report.chooseFile')}</Typography>
      )}
    </Stack>
  );
}
