import { useState } from 'react';
import { Tab, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Money } from '@domain/workforcePlan/types';
import type { ScenarioComparison, ScenarioFigures } from '@domain/workforcePlan/scenarios';
import { useFormat } from '../../i18n/format/useFormat';
import { stackedCell, stackedOnPhone } from '../../ui/stackedTable';

export const MEASURES = ['hours', 'resources', 'toHire', 'cost'] as const;
export type Measure = (typeof MEASURES)[number];

/** The sign of a difference: cost and people by their only or first amount. */
const signOf = (figures: ScenarioFigures, measure: Measure) =>
  measure === 'cost' ? (figures.cost[0]?.amount ?? 0) : figures[measure];

/**
 * The plan of record and the scenarios side by side for one measure (a tab each): per department
 * and job title, each department's total after its job titles, the organisation's last; beside
 * each scenario its difference from the plan of record, signed in words as well as colour.
 */
export function ScenarioComparisonTable({ comparison }: { comparison: ScenarioComparison }) {
  const { t } = useTranslation('workforce');
  const format = useFormat();
  const [measure, setMeasure] = useState<Measure>('resources');
  const money = (list: readonly Money[], signed = false) =>
    list.length
      ? list.map((m) => `${signed && m.amount > 0 ? '+' : ''}${format.money(m.amount, m.currency)}`).join(' · ')
      : format.money(0, null);
  const shown = (figures: ScenarioFigures, signed = false) => {
    if (measure === 'cost') return money(figures.cost, signed);
    const value = figures[measure];
    const text = format.figure(measure === 'toHire' ? 'count' : measure, value);
    return signed && value > 0 ? `+${text}` : text;
  };
  const [record, ...scenarios] = comparison.columns;
  const caption = t('scenarios.tableOf', { measure: t(`scenarios.measures.${measure}`) });
  return (
    <>
      <Tabs
        value={measure}
        onChange={(_, next: Measure) => setMeasure(next)}
        variant="scrollable"
        aria-label={t('scenarios.measure')}
      >
        {MEASURES.map((m) => (
          <Tab key={m} value={m} label={t(`scenarios.measures.${m}`)} data-testid={`scenario-measure-${m}`} />
        ))}
      </Tabs>
      <TableContainer tabIndex={0}>
        <Table size="small" aria-label={caption} data-testid="scenario-comparison" sx={stackedOnPhone}>
          <TableHead>
            <TableRow>
              <TableCell rowSpan={2}>{t('scenarios.row')}</TableCell>
              <TableCell rowSpan={2} align="right">
                {record.name}
              </TableCell>
              {scenarios.map((s) => (
                <TableCell key={`${s.scenarioId}`} align="center" colSpan={2}>
                  <bdi>{s.name}</bdi>
                </TableCell>
              ))}
            </TableRow>
            <TableRow>
              {scenarios.flatMap((s) => [
                <TableCell key={`${s.scenarioId}-v`} align="right">
                  {t('scenarios.figure')}
                </TableCell>,
                <TableCell key={`${s.scenarioId}-d`} align="right">
                  {t('scenarios.difference')}
                </TableCell>,
              ])}
            </TableRow>
          </TableHead>
          <TableBody>
            {comparison.rows.map((row) => {
              const department = row.departmentId === null ? t('scenarios.organisation') : row.department;
              const title = row.title ?? t('scenarios.total');
              return (
                <TableRow
                  key={`${row.departmentId ?? 'organisation'}|${row.jobTitleId ?? row.title ?? 'total'}`}
                  data-testid="scenario-row"
                  data-department={department}
                  data-title={title}
                  sx={
                    row.title === null
                      ? { '& td, & th': { fontWeight: 700, borderBottom: 2, borderBottomColor: 'divider' } }
                      : undefined
                  }
                >
                  <TableCell component="th" scope="row">
                    {t('scenarios.rowName', { department, title })}
                  </TableCell>
                  <TableCell align="right" {...stackedCell(record.name)}>
                    {shown(row.figures[0])}
                  </TableCell>
                  {scenarios.map((s, i) => {
                    const delta = row.deltas[i];
                    const sign = signOf(delta, measure);
                    return [
                      <TableCell key={`${s.scenarioId}-v`} align="right" {...stackedCell(s.name)}>
                        {shown(row.figures[i + 1])}
                      </TableCell>,
                      <TableCell
                        key={`${s.scenarioId}-d`}
                        align="right"
                        data-testid="scenario-delta"
                        sx={{ color: sign > 0 ? 'error.dark' : sign < 0 ? 'info.dark' : 'text.secondary' }}
                        {...stackedCell(t('scenarios.delta', { name: s.name }))}
                      >
                        {shown(delta, true)}
                      </TableCell>,
                    ];
                  })}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
