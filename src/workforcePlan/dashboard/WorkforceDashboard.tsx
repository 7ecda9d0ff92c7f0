import { Alert, Button, Grid, LinearProgress, Stack, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppQuery } from '../../dataProvider/hooks';
import { useFormat } from '../../i18n/format/useFormat';
import { GapFigure, MoneyList } from '../Figures';
import { ExportPlanButton } from '../ExportPlanButton';
import { peoplePath, WORKFORCE_PATHS } from '../paths';
import { FigureCard } from './FigureCard';
import { FIGURE_ELEMENTS } from '../statusFilter';
import { GapByDepartmentChart } from './GapByDepartmentChart';
import { RequiredActualChart } from './RequiredActualChart';

/** Where the people counted come from: the active employees, as the headcount counts them. */
const PEOPLE_PATH = peoplePath(null)!;
const COSTING_PATH = '/costing';

/**
 * /workforce: where the organisation is short or over, and what it costs: headcount, required, gap,
 * the plan's and the gap's annual cost per currency, what is missing to count it (elements without
 * a plan, job titles without a cost), and two charts each readable as a table.
 */
export function WorkforceDashboard() {
  const { t } = useTranslation('workforce');
  const format = useFormat();
  const summary = useAppQuery(['workforcePlan', 'summary'], (provider) => provider.planSummary());
  const title = t('dashboard.title');
  const figures = summary.data;
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title={title} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        <Button component={Link} to={WORKFORCE_PATHS.tree}>
          {t('tree.title')}
        </Button>
        <Button component={Link} to={WORKFORCE_PATHS.compare}>
          {t('compare.title')}
        </Button>
        <Button component={Link} to={WORKFORCE_PATHS.designations}>
          {t('designations.title')}
        </Button>
        <ExportPlanButton />
      </Stack>
      <Typography color="text.secondary">{t('dashboard.intro')}</Typography>
      <Typography color="text.secondary">{t('dashboard.wholePeople')}</Typography>
      {summary.isPending && <LinearProgress aria-label={t('loading')} />}
      {summary.isError && <Alert severity="error">{t('loadFailed')}</Alert>}
      {figures && (
        <>
          <Grid container spacing={2}>
            <Grid size={{ xs: 6, md: 3 }}>
              <FigureCard label={t('figures.headcount')} to={PEOPLE_PATH} testId="figure-headcount">
                {format.figure('count', figures.headcount)}
              </FigureCard>
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <FigureCard label={t('figures.required')} to={FIGURE_ELEMENTS.required} testId="figure-required">
                {format.figure('resources', figures.required)}
              </FigureCard>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <FigureCard label={t('figures.gap')} to={FIGURE_ELEMENTS.gap} testId="figure-gap">
                <GapFigure gap={figures.gap} variant="h5" />
              </FigureCard>
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <FigureCard label={t('figures.toHire')} to={FIGURE_ELEMENTS.toHire} testId="figure-to-hire">
                {format.figure('count', figures.toHire)}
                <MoneyList amounts={figures.hireCost} empty="" />
              </FigureCard>
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <FigureCard label={t('figures.overPlan')} to={FIGURE_ELEMENTS.overPlan} testId="figure-over-plan">
                {format.figure('count', figures.surplus)}
                <MoneyList amounts={figures.surplusCost} empty="" />
              </FigureCard>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <FigureCard label={t('figures.planCostAnnual')} to={FIGURE_ELEMENTS.required} testId="figure-plan-cost">
                <MoneyList amounts={figures.planCost} empty={t('figures.noCostYet')} />
              </FigureCard>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <FigureCard label={t('figures.gapCostAnnual')} to={FIGURE_ELEMENTS.gap} testId="figure-gap-cost">
                <MoneyList amounts={figures.gapCost} empty={t('figures.noCostYet')} />
              </FigureCard>
            </Grid>
            <Grid size={{ xs: 6 }}>
              <FigureCard
                label={t('figures.withoutPlan')}
                to={FIGURE_ELEMENTS.withoutPlan}
                testId="figure-without-plan"
              >
                {format.figure('count', figures.elementsWithoutPlan)}
              </FigureCard>
            </Grid>
            <Grid size={{ xs: 6 }}>
              <FigureCard label={t('figures.withoutCost')} to={COSTING_PATH} testId="figure-without-cost">
                {format.figure('count', figures.titlesWithoutCost)}
              </FigureCard>
            </Grid>
          </Grid>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, lg: 6 }}>
              <GapByDepartmentChart departments={figures.gapByDepartment} />
            </Grid>
            <Grid size={{ xs: 12, lg: 6 }}>
              <RequiredActualChart titles={figures.byJobTitle} />
            </Grid>
          </Grid>
        </>
      )}
    </Stack>
  );
}
