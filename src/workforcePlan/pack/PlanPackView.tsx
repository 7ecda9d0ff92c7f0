import {
  Alert,
  Button,
  GlobalStyles,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useAppQuery } from '../../dataProvider/hooks';
import { PrintStyles } from '../../estimation/report/PrintStyles';
import { useFormat } from '../../i18n/format/useFormat';
import { ExportPlanButton } from '../ExportPlanButton';
import { MoneyList } from '../Figures';
import { ScenarioPackSection } from './ScenarioPackSection';

const FIGURES = ['required', 'actual', 'gap', 'toHire', 'surplus'] as const;
type Figure = (typeof FIGURES)[number];
const PEOPLE = new Set<string>(['toHire', 'surplus']);

/** The plan pack on paper: the plan of record's summary, tree to department level and gaps by job title, for A4. */
export function PlanPackView() {
  const { t } = useTranslation('workforce');
  const format = useFormat();
  const pack = useAppQuery(['workforcePlan', 'pack'], (provider) => provider.planPack());
  const figure = (key: string, value: number) => format.figure(PEOPLE.has(key) ? 'count' : 'resources', value);
  /** A table of the five figures, one row per element or job title. */
  const figureTable = (first: string, rows: { key: string; label: ReactNode; values: Record<Figure, number> }[]) => (
    <Table size="small">
      <TableHead>
        <TableRow>
          {[first, ...FIGURES].map((k) => (
            <TableCell key={k}>{t(`pack.columns.${k}`)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            <TableCell>{row.label}</TableCell>
            {FIGURES.map((k) => (
              <TableCell key={k}>{figure(k, row.values[k])}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
  if (pack.error) return <Alert severity="error">{t('pack.failed')}</Alert>;
  const data = pack.data;
  const { summary } = data ?? {};
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }} data-testid="plan-pack">
      <Title title={t('pack.title')} />
      <PrintStyles />
      <GlobalStyles styles={{ '@page': { size: 'A4', margin: '12mm' } }} />
      <Stack direction="row" spacing={2} useFlexGap className="no-print" sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          startIcon={<PrintIcon />}
          onClick={() => window.print()}
          data-testid="plan-pack-print"
        >
          {t('pack.print')}
        </Button>
        <ExportPlanButton download="pack" />
      </Stack>
      <Typography variant="h5" component="h1">
        {t('pack.title')}
      </Typography>
      {data && summary && (
        <>
          <Typography>
            <bdi>{data.organisation}</bdi> · {t('pack.planYear', { year: format.plain(data.planYear) })} ·{' '}
            {format.date(data.date)}
          </Typography>
          <Typography variant="h6" component="h2">
            {t('pack.summary')}
          </Typography>
          <Table size="small">
            <TableBody>
              {FIGURES.map((k) => (
                <TableRow key={k}>
                  <TableCell component="th">{t(`pack.columns.${k}`)}</TableCell>
                  <TableCell>{figure(k, k === 'actual' ? summary.headcount : summary[k])}</TableCell>
                </TableRow>
              ))}
              {(['planCost', 'gapCost', 'hireCost', 'surplusCost'] as const).map((k) => (
                <TableRow key={k}>
                  <TableCell component="th">{t(`pack.costs.${k}`)}</TableCell>
                  <TableCell>
                    <MoneyList amounts={summary[k]} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Typography variant="h6" component="h2">
            {t('pack.tree')}
          </Typography>
          {figureTable(
            'element',
            data.tree.map((row) => ({
              key: `${row.kind}:${row.name}`,
              label: (
                <>
                  <bdi>{row.name}</bdi> · {t(`pack.status.${row.status}`)}
                </>
              ),
              values: row,
            })),
          )}
          <Typography variant="h6" component="h2">
            {t('pack.jobTitles')}
          </Typography>
          {figureTable(
            'jobTitle',
            summary.byJobTitle.map((j) => ({
              key: `${j.jobTitleId}:${j.title}`,
              label: j.unassigned ? t('pack.unassigned') : <bdi>{j.title}</bdi>,
              values: { ...j, gap: j.required - j.actual },
            })),
          )}
          {data.scenarios && <ScenarioPackSection comparison={data.scenarios} />}
        </>
      )}
    </Stack>
  );
}
