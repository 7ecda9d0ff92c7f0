import { Alert, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAppQuery } from '../../dataProvider/hooks';
import { ScenarioComparisonTable } from './ScenarioComparisonTable';

/** The scenarios of `ids` (two to four, in column order) beside the plan of record. */
export function ScenarioComparisonCard({ ids }: { ids: number[] }) {
  const { t } = useTranslation('workforce');
  const comparison = useAppQuery(['workforcePlan', 'scenarios', 'compare', ids.join(',')], (provider) =>
    provider.compareScenarios(ids),
  );
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" data-testid="scenario-comparison-title">
          {t('scenarios.comparisonTitle')}
        </Typography>
        {comparison.isPending && <LinearProgress aria-label={t('loading')} />}
        {comparison.isError && <Alert severity="error">{t('loadFailed')}</Alert>}
        {comparison.data && <ScenarioComparisonTable comparison={comparison.data} />}
      </CardContent>
    </Card>
  );
}
