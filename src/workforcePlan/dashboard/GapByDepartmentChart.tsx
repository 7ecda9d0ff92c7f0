import { BarChart } from '@mui/x-charts/BarChart';
import { Link as MuiLink, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { PlanSummary } from '../../domain/workforcePlan/types';
import { useFormat } from '../../i18n/format/useFormat';
import { GapFigure } from '../Figures';
import { nodeKey, treePath } from '../paths';
import { ChartWithTable } from './ChartWithTable';

type Department = PlanSummary['gapByDepartment'][number];

/** Gap per department: shortage above the line in the shortage colour, surplus below; a bar opens the department. */
export function GapByDepartmentChart({ departments }: { departments: Department[] }) {
  const { t } = useTranslation('workforce');
  const theme = useTheme();
  const format = useFormat();
  const navigate = useNavigate();
  const rtl = theme.direction === 'rtl';
  const title = t('dashboard.gapByDepartment');
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
        { heading: t('figures.gap'), cell: (row) => <GapFigure gap={row.gap} /> },
      ]}
      chart={
        <BarChart
          height={300}
          dataset={departments.map((row) => ({ name: row.name, gap: row.gap }))}
          // Right to left: the first department on the right, the values' axis on the right.
          xAxis={[{ scaleType: 'band', dataKey: 'name', reverse: rtl }]}
          yAxis={[
            {
              position: rtl ? 'right' : 'left',
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
          onItemClick={(_, item) => {
            const department = departments[item.dataIndex];
            if (department) navigate(treePath(nodeKey('department', department.id)));
          }}
        />
      }
    />
  );
}
