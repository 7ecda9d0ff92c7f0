import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Money } from '@domain/workforcePlan/types';
import type { ScenarioComparison, ScenarioFigures } from '@domain/workforcePlan/scenarios';
import { scenarioPackLines } from '@domain/workforcePlan/scenarioPack';
import { useFormat } from '../../i18n/format/useFormat';

const MEASURES = ['hours', 'resources', 'toHire'] as const;

/**
 * The pack's scenario comparison: per department (then the whole organisation) the plan of record
 * and each scenario under it, each scenario's difference after its figure, as the .xlsx pack lists them.
 */
export function ScenarioPackSection({ comparison }: { comparison: ScenarioComparison }) {
  const { t } = useTranslation('workforce');
  const format = useFormat();
  const money = (list: readonly Money[], signed: boolean) =>
    list.length
      ? list.map((m) => `${signed && m.amount > 0 ? '+' : ''}${format.money(m.amount, m.currency)}`).join(' · ')
      : format.money(0, null);
  const value = (figures: ScenarioFigures, measure: (typeof MEASURES)[number], signed = false) => {
    const text = format.figure(measure === 'toHire' ? 'count' : measure, figures[measure]);
    return signed && figures[measure] > 0 ? `+${text}` : text;
  };
  const lines = scenarioPackLines(comparison);
  return (
    <>
      <Typography variant="h6" component="h2">
        {t('pack.scenarios.title')}
      </Typography>
      <Table size="small" aria-label={t('pack.scenarios.title')} data-testid="plan-pack-scenarios">
        <TableHead>
          <TableRow>
            <TableCell>{t('pack.scenarios.department')}</TableCell>
            <TableCell>{t('pack.scenarios.scenario')}</TableCell>
            {MEASURES.map((m) => (
              <TableCell key={m}>{t(`pack.scenarios.${m}`)}</TableCell>
            ))}
            <TableCell>{t('pack.scenarios.costHeading')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={`${line.departmentId ?? 'organisation'}|${line.column}`}>
              <TableCell component="th" scope="row">
                {line.departmentId === null ? t('pack.scenarios.organisation') : <bdi>{line.department}</bdi>}
              </TableCell>
              <TableCell>
                <bdi>{line.column}</bdi>
              </TableCell>
              {MEASURES.map((m) => (
                <TableCell key={m}>
                  {value(line.figures, m)}
                  {line.delta && ` (${value(line.delta, m, true)})`}
                </TableCell>
              ))}
              <TableCell>
                {money(line.figures.cost, false)}
                {line.delta && ` (${money(line.delta.cost, true)})`}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
