import type ExcelJS from 'exceljs';
import type { Cell } from '@domain/estimation';
import { excelNumberFormat } from '@domain/figures';
import { amountIn, packCurrencies, scenarioPackLines, type ScenarioComparison } from '@domain/workforcePlan';
import { addTableSheet } from '../../estimation/workbooks';

const MEASURES = ['hours', 'resources', 'toHire'] as const;

/**
 * The plan pack's Scenarios sheet: per department (then the whole organisation) the plan of record
 * and each scenario, with hours, resources, people to hire and cost per currency, and each
 * scenario's differences from the plan of record (blank on the plan of record's own line).
 */
export function addScenarioSheet(
  workbook: ExcelJS.Workbook,
  t: (key: string, values?: Record<string, string>) => string,
  comparison: ScenarioComparison,
  rtl: boolean,
): void {
  const lines = scenarioPackLines(comparison);
  const currencies = packCurrencies(lines);
  const head = [
    t('scenarios.department'),
    t('scenarios.scenario'),
    ...MEASURES.map((m) => t(`scenarios.${m}`)),
    ...currencies.map((currency) => t('scenarios.cost', { currency })),
    ...MEASURES.map((m) => t(`scenarios.delta_${m}`)),
    ...currencies.map((currency) => t('scenarios.delta_cost', { currency })),
  ];
  const rows: Cell[][] = lines.map((line) => [
    line.departmentId === null ? t('scenarios.organisation') : line.department,
    line.column,
    ...MEASURES.map((m) => line.figures[m]),
    ...currencies.map((c) => amountIn(line.figures.cost, c)),
    ...MEASURES.map((m) => (line.delta ? line.delta[m] : null)),
    ...currencies.map((c) => (line.delta ? amountIn(line.delta.cost, c) : null)),
  ]);
  // Columns are counted from 0 after the two names: hours, resources, people, costs, then the same differences.
  const formats: Record<number, string> = {};
  const kinds = ['hours', 'resources', 'count', ...currencies.map(() => 'money')] as const;
  kinds.forEach((kind, i) => {
    const format = excelNumberFormat(kind as 'hours' | 'resources' | 'count' | 'money');
    formats[2 + i] = format;
    formats[2 + kinds.length + i] = format;
  });
  addTableSheet(workbook, t('scenarios.sheet'), [head, ...rows], { rtl, numberFormat: formats });
}
