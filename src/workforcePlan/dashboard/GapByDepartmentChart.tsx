import { BarChart } from '@mui/x-charts/BarChart';
import { PiecewiseColorLegend } from '@mui/x-charts/ChartsLegend';
import { Link as MuiLink, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { PlanSummary } from '@domain/workforcePlan/types';
import { useFormat } from '../../i18n/format/useFormat';
import { hasRequirement } from '@domain/workforcePlan/wholePeople';
import { StatusFigure } from '../Figures';
import { nodeKey, treePath } from '../paths';
import { ChartWithTable } from './ChartWithTable';

type Department = PlanSummary['gapByDepartment'][number];

/**
 * Gap per department: shortage to the line's end in the shortage colour, surplus to its start; a
 * bar opens the department. The legend names the two colours (the series' own would show one colour for both).
 */
export function GapByDepartmentChart({ departments }: { departments: Department[] }) {
  const { t } = useTranslation('workforce');
  const theme = useTheme();
  const format = useFormat();
  const navigate = useNavigate();
  const rtl = theme.direction === 'rtl';
  const title = t('dashboard.gapByDepartment');
  // Only a department with a requirement has a bar: elsewhere a gap would read as a surplus that is not one.
  const drawn = departments.filter((row) => hasRequirement(row.status));
  return (
    <ChartWithTable
      title={title}
      rows={departments}
      rowKey={(row) => String(row.id)}
      columns={[
        {
          heading: t('kind.department'),
          cell: (row) => (
            <MuiLink component={Link} to={treePath(nodeKey('department', row.id))}>
              {row.name}
            </MuiLink>
          ),
        },
        { heading: t('figures.gap'), cell: (row) => <StatusFigure {...row} /> },
        { heading: t('figures.toHire'), cell: (row) => format.figure('count', row.toHire), numeric: true },
        { heading: t('figures.overPlan'), cell: (row) => format.figure('count', row.surplus), numeric: true },
      ]}
      chart={
        <BarChart
          // Horizontal bars, as for job titles: a department's name stays readable on a phone.
          height={Math.max(240, drawn.length * 44)}
          layout="horizontal"
          dataset={drawn.map((row) => ({ name: row.name, gap: row.gap }))}
          yAxis={[{ scaleType: 'band', dataKey: 'name', width: 140, position: rtl ? 'right' : 'left' }]}
          xAxis={[
            {
              // Right to left: shortages grow to the left, the way the reader's eye moves.
              reverse: rtl,
              valueFormatter: (value: number) => format.figure('resources', value),
              colorMap: {
                type: 'piecewise',
                thresholds: [0],
                colors: [theme.palette.info.main, theme.palette.error.main],
              },
            },
          ]}
          series={[
            { dataKey: 'gap', label: t('figures.gap'), valueFormatter: (v) => format.figure('resources', v ?? 0) },
          ]}
          slots={{ legend: PiecewiseColorLegend }}
          slotProps={{
            legend: {
              axisDirection: 'x',
              labelPosition: 'inline-end',
              // Below the threshold (no lower bound) is a surplus, above it a shortage.
              labelFormatter: ({ min }) => t(min === null ? 'dashboard.legend.surplus' : 'dashboard.legend.shortage'),
            },
          }}
          onItemClick={(_, item) => {
            const department = drawn[item.dataIndex];
            if (department) navigate(treePath(nodeKey('department', department.id)));
          }}
        />
      }
    />
  );
}
