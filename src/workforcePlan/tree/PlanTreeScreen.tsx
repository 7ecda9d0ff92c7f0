import { useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Grid,
  InputAdornment,
  LinearProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { Title } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppQuery } from '../../dataProvider/hooks';
import { ExportPlanButton } from '../ExportPlanButton';
import { WORKFORCE_PATHS } from '../paths';
import { filterTree, keysOf, pathTo } from '../tree';
import { filterByStatus } from '../statusFilter';
import { elementOf, useTreeAddress } from './treeAddress';
import { StatusFilterNote } from './StatusFilterNote';
import { ElementPanel } from './ElementPanel';
import { PlanTreeView } from './PlanTreeView';

/**
 * /workforce/tree: the organisation's tree with each element's actual, required, gap and gap cost;
 * the selected element (kept in the address, `?node=team:12`) opens its panel beside the tree.
 */
export function PlanTreeScreen() {
  const { t } = useTranslation('workforce');
  const { selected, statuses, select, showAll } = useTreeAddress();
  const [query, setQuery] = useState('');
  const tree = useAppQuery(['workforcePlan', 'tree'], (provider) => provider.planTree());
  const [opened, setOpened] = useState<string[] | null>(null);
  // A dashboard figure may open the tree cut to the elements of some statuses (`?status=short`).
  const cut = useMemo(() => (tree.data ? filterByStatus(tree.data.root, statuses) : null), [tree.data, statuses]);
  const root = cut ?? undefined;
  const shown = useMemo(() => (root ? filterTree(root, query) : null), [root, query]);
  // At first the path to the selected element is open (every element found, when cut by status);
  // a search opens everything it found.
  const expanded = useMemo(
    () =>
      opened ??
      (root && statuses.length > 0 ? keysOf(root) : root ? pathTo(root, selected).map((node) => node.key) : []),
    [opened, root, selected, statuses],
  );
  const search = (text: string) => {
    setQuery(text);
    const found = root && text.trim() ? filterTree(root, text) : null;
    if (found) setOpened(keysOf(found));
  };
  const title = t('tree.title');
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title={title} />
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        <Button component={Link} to={WORKFORCE_PATHS.dashboard}>
          {t('dashboard.title')}
        </Button>
        <ExportPlanButton />
        <Button component={Link} to={WORKFORCE_PATHS.pack}>
          {t('pack.open')}
        </Button>
        <ExportPlanButton download="pack" />
      </Stack>
      <Typography color="text.secondary">{t('tree.intro')}</Typography>
      {tree.data && tree.data.unmapped.length > 0 && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" component={Link} to={WORKFORCE_PATHS.designations}>
              {t('designations.open')}
            </Button>
          }
        >
          {t('tree.unmapped', { count: tree.data.unmapped.length })}
        </Alert>
      )}
      {tree.data && statuses.length > 0 && <StatusFilterNote statuses={statuses} found={!!cut} onClear={showAll} />}
      {tree.isPending && <LinearProgress aria-label={t('loading')} />}
      {tree.isError && <Alert severity="error">{t('loadFailed')}</Alert>}
      {root && (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Card>
              <CardContent>
                <TextField
                  type="search"
                  size="small"
                  fullWidth
                  label={t('tree.search')}
                  value={query}
                  onChange={(event) => search(event.target.value)}
                  slotProps={{
                    input: {
                      startAdornment: (
                        <InputAdornment position="start">
                          <SearchIcon fontSize="small" />
                        </InputAdornment>
                      ),
                    },
                  }}
                  sx={{ mb: 2 }}
                />
                {shown ? (
                  <PlanTreeView
                    root={shown}
                    label={title}
                    expanded={expanded}
                    onExpandedChange={setOpened}
                    selected={selected}
                    onSelect={select}
                  />
                ) : (
                  <Typography color="text.secondary" role="status">
                    {t('tree.noMatch', { query })}
                  </Typography>
                )}
              </CardContent>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <ElementPanel {...elementOf(selected)} />
          </Grid>
        </Grid>
      )}
    </Stack>
  );
}
