import type { ReactNode } from 'react';
import {
  Alert,
  Button,
  Card,
  CardActions,
  CardContent,
  Grid,
  LinearProgress,
  Link as MuiLink,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppQuery } from '../../dataProvider/hooks';
import { useFormat } from '../../i18n/format/useFormat';
import { GapFigure, MoneyList } from '../Figures';
import { peoplePath, WORKFORCE_PATHS } from '../paths';
import { FIGURE_ELEMENTS } from '../statusFilter';

/**
 * The workforce plan's headline on the home screen (/dashboard): where the organisation is short and
 * what closing the gap costs, before the FTE profiles; the charts and the tree are one click away.
 */
export function PlanAtAGlance() {
  const { t } = useTranslation('workforce');
  const format = useFormat();
  const summary = useAppQuery(['workforcePlan', 'summary'], (provider) => provider.planSummary());
  const figures = summary.data;
  // Each figure opens what it counts: the people, or the elements of the statuses behind it.
  const figure = (label: string, value: ReactNode, testId: string, to: string) => (
    <Grid size={{ xs: 6, md: 3 }}>
      <MuiLink component={Link} to={to} underline="hover" color="inherit" sx={{ display: 'block' }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h6" component="p" data-testid={testId}>
          {value}
        </Typography>
      </MuiLink>
    </Grid>
  );
  return (
    <Card sx={{ mb: 2 }} component="section" aria-labelledby="plan-at-a-glance">
      <CardContent>
        <Typography variant="h6" component="h2" id="plan-at-a-glance" gutterBottom>
          {t('glance.title')}
        </Typography>
        {summary.isPending && <LinearProgress aria-label={t('loading')} />}
        {summary.isError && <Alert severity="error">{t('loadFailed')}</Alert>}
        {figures && (
          <Grid container spacing={2}>
            {figure(
              t('figures.headcount'),
              format.figure('count', figures.headcount),
              'glance-headcount',
              peoplePath(null)!,
            )}
            {figure(
              t('figures.required'),
              format.figure('resources', figures.required),
              'glance-required',
              FIGURE_ELEMENTS.required,
            )}
            {figure(t('figures.gap'), <GapFigure gap={figures.gap} />, 'glance-gap', FIGURE_ELEMENTS.gap)}
            {figure(
              t('figures.gapCostAnnual'),
              <MoneyList amounts={figures.gapCost} empty={t('figures.noCostYet')} />,
              'glance-gap-cost',
              FIGURE_ELEMENTS.gap,
            )}
          </Grid>
        )}
      </CardContent>
      <CardActions>
        <Button component={Link} to={WORKFORCE_PATHS.dashboard}>
          {t('glance.open')}
        </Button>
        <Button component={Link} to={WORKFORCE_PATHS.tree}>
          {t('tree.title')}
        </Button>
      </CardActions>
    </Card>
  );
}
