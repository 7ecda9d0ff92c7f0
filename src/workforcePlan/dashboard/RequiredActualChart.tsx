import { BarChart } from '@mui/x-charts/BarChart';
import { useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { PlanSummary } from '@domain/workforcePlan/types';
import { useFormat } from '../../i18n/format/useFormat';
import { GapFigure } from '../Figures';
import { jobTitlePeoplePath } from '../paths';
import { JobTitleName } from '../JobTitleName';
import { ChartWithTable } from './ChartWithTable';

type JobTitle = PlanSummary['byJobTitle'][number];

/** Job titles drawn: the largest needs first, the rest in the table. */
const DRAWN = 15;

/**
 * Required against actual per job title, as horizontal bars (long titles stay readable), mirrored in
 * Arabic. A bar, or the title in the table (the keyboard's way in), opens the active people holding it.
 */
export function RequiredActualChart({ titles }: { titles: JobTitle[] }) {
  const { t } = useTranslation('workforce');
  const theme = useTheme();
  const format = useFormat();
  const navigate = useNavigate();
  const rtl = theme.direction === 'rtl';
  const sorted = [...titles].sort((a, b) => b.required - a.required);
  const drawn = sorted.slice(0, DRAWN);
  // The people who have no job title are a line of their own, named.
  const titleOf = (row: JobTitle) => (row.unassigned ? t('panel.noJobTitle') : row.title);
  const number = (value: number | null) => format.figure('resources', value ?? 0);
  return (
    <ChartWithTable
      title={t('dashboard.requiredVsActual')}
      rows={sorted}
      rowKey={(row) => `${row.jobTitleId ?? 'unmapped'}:${row.title}`}
      columns={[
        {
          heading: t('figures.jobTitle'),
          cell: (row) => <JobTitleName row={row} within={null} />,
        },
        { heading: t('figures.required'), cell: (row) => format.figure('resources', row.required), numeric: true },
        { heading: t('figures.actual'), cell: (row) => format.figure('count', row.actual), numeric: true },
        { heading: t('figures.gap'), cell: (row) => <GapFigure gap={row.required - row.actual} /> },
        { heading: t('figures.toHire'), cell: (row) => format.figure('count', row.toHire), numeric: true },
        { heading: t('figures.overPlan'), cell: (row) => format.figure('count', row.surplus), numeric: true },
      ]}
      chart={
        <BarChart
          height={Math.max(240, drawn.length * 44)}
          layout="horizontal"
          dataset={drawn.map((row) => ({ title: titleOf(row), required: row.required, actual: row.actual }))}
          yAxis={[{ scaleType: 'band', dataKey: 'title', width: 140, position: rtl ? 'right' : 'left' }]}
          xAxis={[{ reverse: rtl, valueFormatter: (value: number) => format.figure('resources', value) }]}
          series={[
            {
              // Ids name the bars' groups (data-series), where a test finds a title's bar.
              id: 'required',
              dataKey: 'required',
              label: t('figures.required'),
              color: theme.palette.primary.main,
              valueFormatter: number,
            },
            {
              id: 'actual',
              dataKey: 'actual',
              label: t('figures.actual'),
              color: theme.palette.grey[500],
              valueFormatter: number,
            },
          ]}
          onItemClick={(_, item) => {
            const to = drawn[item.dataIndex] && jobTitlePeoplePath(drawn[item.dataIndex], null);
            if (to) navigate(to);
          }}
        />
      }
    />
  );
}
