import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Stack,
  Tab,
  Tabs,
  Typography,
  useTheme,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAppMutation, useAppQuery } from '../../dataProvider/hooks';
import type { PlanCategory, PlanComparison } from '@domain/workforcePlan/types';
import { useErrorNotice } from '../../ui/useErrorNotice';
import { saveFile } from '../../ui/saveFile';
import { ComparisonTable } from './ComparisonTable';
import { comparisonWorkbook } from './comparisonWorkbook';
import { WorkbookPicker, type Picked } from './WorkbookPicker';
import { ScreenHeading } from '../ScreenHeading';

const CATEGORIES: Array<PlanCategory | 'All'> = ['All', 'Strategy', 'Tactical', 'Transactional'];

const idOf = (text: string | null): number | null => (text && /^\d+$/.test(text) ? Number(text) : null);

/**
 * /workforce/compare: two workbooks of one FTE profile side by side per job title and category
 * (hours, resources, cost and their difference), the activity rows whose shares changed, and an
 * Excel export. The choice is kept in the address (`?node=&left=&right=`), so a link reopens it.
 */
export function ComparePlansScreen() {
  const { t } = useTranslation('workforce');
  const theme = useTheme();
  const failed = useErrorNotice();
  const [params, setParams] = useSearchParams();
  const [category, setCategory] = useState<PlanCategory | 'All'>('All');
  const picked: Picked = { node: params.get('node'), left: idOf(params.get('left')), right: idOf(params.get('right')) };
  const pick = (next: Picked) => {
    const search = new URLSearchParams();
    if (next.node) search.set('node', next.node);
    if (next.left) search.set('left', String(next.left));
    if (next.right) search.set('right', String(next.right));
    setParams(search, { replace: true });
  };
  const ready = picked.left !== null && picked.right !== null;
  const comparison = useAppQuery(
    ['workforcePlan', 'compare', picked.left, picked.right],
    (provider) => provider.comparePlans(picked.left as number, picked.right as number),
    { enabled: ready },
  );
  const headings = () => [
    t('figures.jobTitle'),
    t('compare.category'),
    ...['hours', 'resources', 'cost'].flatMap((measure) =>
      ['left', 'right', 'difference'].map((side) => `${t(`compare.${measure}`)} · ${t(`compare.${side}`)}`),
    ),
    t('compare.currency'),
  ];
  const exported = useAppMutation(
    async (_provider, data: PlanComparison) => ({
      blob: await comparisonWorkbook(
        data,
        {
          sheet: t('compare.sheet'),
          changedSheet: t('compare.changedSheet'),
          headings: headings(),
          changedHeadings: [t('compare.row'), t('compare.activity'), t('compare.left'), t('compare.right')],
          category: (name) => t(`category.${name}`),
          total: t('compare.total'),
        },
        theme.direction === 'rtl',
      ),
      fileName: t('compare.fileName', { left: data.left.fileName, right: data.right.fileName }),
    }),
    { onSuccess: saveFile, onError: failed },
  );
  const title = t('compare.title');
  const data = comparison.data;
  // "CHRO: 30; HR Officer: 10": each job title isolated, each share in the reader's digits.
  const shares = (byTitle: Record<string, number>) =>
    Object.entries(byTitle)
      .map(([jobTitle, share]) => t('compare.share', { title: jobTitle, share }))
      .join(t('compare.shareSeparator'));
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <ScreenHeading title={title} intro={t('compare.intro')} />
      <Card>
        <CardContent>
          <WorkbookPicker value={picked} onChange={pick} />
        </CardContent>
      </Card>
      {!ready && <Typography color="text.secondary">{t('compare.pickTwo')}</Typography>}
      {ready && comparison.isPending && <LinearProgress aria-label={t('loading')} />}
      {comparison.isError && <Alert severity="error">{t('loadFailed')}</Alert>}
      {data && (
        <Card>
          <CardContent>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
              <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }} data-testid="comparison-title">
                {t('compare.heading', { left: data.left.fileName, right: data.right.fileName })}
              </Typography>
              <Button
                variant="outlined"
                startIcon={<DownloadIcon />}
                onClick={() => exported.mutate(data)}
                disabled={exported.isPending}
                data-testid="comparison-export"
              >
                {t('export.button')}
              </Button>
            </Stack>
            <Tabs
              value={category}
              onChange={(_, next: PlanCategory | 'All') => setCategory(next)}
              variant="scrollable"
              aria-label={t('compare.category')}
            >
              {CATEGORIES.map((name) => (
                <Tab key={name} value={name} label={t(`category.${name}`)} />
              ))}
            </Tabs>
            <ComparisonTable
              lines={data.lines.filter((line) => line.category === category)}
              caption={t('compare.tableOf', { category: t(`category.${category}`) })}
            />
            <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
              {t('compare.changedRows', { count: data.changedRows.length })}
            </Typography>
            {data.changedRows.length === 0 ? (
              <Typography color="text.secondary">{t('compare.noChanges')}</Typography>
            ) : (
              <List dense data-testid="comparison-changed">
                {data.changedRows.map((row) => (
                  <ListItem key={row.row} disableGutters>
                    <ListItemText
                      primary={t('compare.rowActivity', { row: row.row, activity: row.activity })}
                      secondary={t('compare.sharesChange', { left: shares(row.left), right: shares(row.right) })}
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
