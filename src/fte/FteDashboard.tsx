import {
  Box,
  Breadcrumbs,
  Card,
  CardContent,
  LinearProgress,
  Link as MuiLink,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import { CanAccess, Title } from 'react-admin';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { FteExplanation } from './FteExplanation';
import { FteScopeTab } from './FteScopeTab';
import { useFteScopes } from './useFteScopes';
import { FirstRunChecklist } from './FirstRunChecklist';
import { namedScreen } from '../app/namedScreen';
import { loadNamespaces } from '../i18n';
import { WORKFORCE_RESOURCE } from '../workforcePlan/paths';

// The workforce plan's headline, with its words, loads only for those who may read the plan.
const PlanAtAGlance = namedScreen(
  () =>
    Promise.all([import('../workforcePlan/dashboard/PlanAtAGlance'), loadNamespaces(['workforce'])]).then(([m]) => m),
  'PlanAtAGlance',
  null,
);

/**
 * /dashboard, "FTE Calculation": one tab per FTE scope the user may View. The tab is kept in the
 * address (`?tab=team`) so a link or a reload opens the same one. A role without FTE profiles gets
 * `elsewhere` instead (the shell sends it to the first screen it may use).
 */
export function FteDashboard({ elsewhere }: { elsewhere: ReactNode }) {
  const { t } = useTranslation();
  const { families, isPending } = useFteScopes();
  const [params, setParams] = useSearchParams();
  const title = t('menu.fteCalculation');
  if (isPending) return <LinearProgress sx={{ mt: 2 }} />;
  if (!families.length) return <>{elsewhere}</>;
  const current = families.find((family) => family.scope === params.get('tab')) ?? families[0];
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={title} />
      <Breadcrumbs aria-label={t('fte.breadcrumb')} sx={{ mb: 1 }}>
        <MuiLink component={Link} to="/" underline="hover" color="inherit">
          {t('fte.home')}
        </MuiLink>
        <MuiLink component={Link} to="/dashboard" underline="hover" color="inherit">
          {title}
        </MuiLink>
        <Typography color="text.primary">{t(`fte.tabs.${current.scope}`)}</Typography>
      </Breadcrumbs>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <FirstRunChecklist />
      <CanAccess resource={WORKFORCE_RESOURCE} action="list" loading={null} accessDenied={null} error={null}>
        <PlanAtAGlance />
      </CanAccess>
      <Card>
        <Tabs
          value={current.scope}
          onChange={(_, scope: string) => setParams({ tab: scope })}
          variant="scrollable"
          scrollButtons="auto"
          aria-label={title}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {families.map((family) => (
            <Tab
              key={family.scope}
              value={family.scope}
              label={t(`fte.tabs.${family.scope}`)}
              id={`fte-tab-${family.scope}`}
              aria-controls="fte-tab-panel"
            />
          ))}
        </Tabs>
        <CardContent role="tabpanel" id="fte-tab-panel" aria-labelledby={`fte-tab-${current.scope}`}>
          <FteScopeTab key={current.scope} family={current} />
        </CardContent>
      </Card>
      <Box sx={{ mt: 2, maxWidth: 720 }}>
        <FteExplanation />
      </Box>
    </Box>
  );
}
