import { useEffect } from 'react';
import { Alert, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { Title, useCanAccess, useStore } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useAppQuery } from '../../dataProvider/hooks';
import { reportPath } from '../paths';
import { CostTable } from './CostTable';
import { CostingFilePicker } from './CostingFilePicker';
import { everyRecord } from '../common/everyRecord';
import type { CostingRecord } from '@domain/estimation/answers';
import { Ltr } from '../../i18n/format/Ltr';

/**
 * /costing: the annual cost per full-time person of each job title of a file, in the currency of
 * the file's FTE country. A link may name the file (`?file=`); the choice is kept for next time.
 */
export function CostingPage() {
  const { t } = useTranslation('estimation');
  const [params, setParams] = useSearchParams();
  const [chosen, setChosen] = useStore<string | null>('costing.file', null);
  const { canAccess: canReport } = useCanAccess({ resource: 'estimationReport', action: 'list' });
  // A linked file is shown and remembered; choosing another drops the link from the address.
  const linked = params.get('file');
  useEffect(() => {
    if (linked) setChosen(linked);
  }, [linked, setChosen]);
  const choose = (name: string | null) => {
    setChosen(name);
    if (linked) setParams({}, { replace: true });
  };
  const wanted = linked ?? chosen;
  const files = useAppQuery(['costing', 'files'], (provider) => provider.costingFiles());
  const file = files.data?.find((f) => f.name.toLowerCase() === wanted?.toLowerCase()) ?? null;
  const costs = useAppQuery(
    ['costing', 'byFile', file?.id],
    (provider) =>
      everyRecord<CostingRecord>(provider, 'costs', { fileId: file?.id }, { field: 'designationName', order: 'ASC' }),
    { enabled: file !== null },
  );
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title={t('costing.title')} />
      <Typography variant="h5" component="h1">
        {t('costing.title')}
      </Typography>
      <Typography color="text.secondary">{t('costing.intro')}</Typography>
      <Card>
        <CardContent>
          <CostingFilePicker
            files={files.data ?? []}
            value={file}
            loading={files.isLoading}
            onChange={(f) => choose(f?.name ?? null)}
          />
          {files.isError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {t('costing.filesFailed')}
            </Alert>
          )}
          {files.data?.length === 0 && (
            <Typography sx={{ mt: 2 }} color="text.secondary">
              {t('costing.noFilesYet')}
            </Typography>
          )}
        </CardContent>
      </Card>
      {file && (
        <Card>
          <CardContent>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
              <Typography variant="h6" component="h2" sx={{ wordBreak: 'break-word' }}>
                <Ltr>{file.name}</Ltr>
              </Typography>
              <Chip size="small" label={t(`country.${file.country}`, { defaultValue: file.country })} />
              {file.currency && (
                <Chip size="small" variant="outlined" label={file.currency} data-testid="costing-currency" />
              )}
              {canReport && (
                <Button
                  size="small"
                  component={Link}
                  to={reportPath(file.name, file.fileType)}
                  sx={{ marginInlineStart: 'auto' }}
                >
                  {t('costing.openReport')}
                </Button>
              )}
            </Stack>
            {costs.isError ? (
              <Alert severity="error">{t('costing.costsFailed')}</Alert>
            ) : (
              <CostTable file={file} costs={costs.data ?? []} loading={costs.isLoading} />
            )}
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
