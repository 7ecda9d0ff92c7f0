import { useEffect, useRef } from 'react';
import { Stack, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAppQuery } from '../../dataProvider/hooks';
import { chooseLinkedFile, useEstimationSelection, type EstimationSelection } from '../selection';
import { PrintStyles } from './PrintStyles';
import { ReportFilters } from './ReportFilters';
import { ReportView } from './ReportView';

/**
 * /estimationreport: the report of the chosen file. A link may name the file
 * (`?file=...&type=O|C`): it is shown, and its FTE profile (category, element, profile) and the file
 * become the stored selection, so the filters read as if the user had chosen them; the first change
 * of the filters drops the link from the address.
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
  // The report of the whole file (the query ReportView makes first) names the file's FTE profile.
  const { data: linkedReport } = useAppQuery(
    ['estimation', 'report', linked, linkedType, ''],
    (provider) => provider.report(linked as string, linkedType),
    { enabled: linked !== null },
  );
  const profile = linkedReport?.file.profile;
  useEffect(() => {
    const key = linked && `${linkedType}:${linked}`;
    if (!key || profile === undefined || stored.current === key) return;
    stored.current = key;
    setSelection(chooseLinkedFile(selection, profile, linked, linkedType));
  }, [linked, linkedType, profile, selection, setSelection]);
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
