import type { FastifyRequest } from 'fastify';
import type { Cell } from '@domain/estimation';
import { excelNumberFormat } from '@domain/figures';
import type { Money, PlanPack } from '@domain/workforcePlan';
import { excel } from '../../estimation/excel';
import { addTableSheet, toBuffer } from '../../estimation/workbooks';
import { addScenarioSheet } from './scenarioPackSheet';

const RESOURCES = excelNumberFormat('resources');
const COUNT = excelNumberFormat('count');
const MONEY = excelNumberFormat('money');
const COSTS = ['planCost', 'gapCost', 'hireCost', 'surplusCost'] as const;
const FIGURES = ['required', 'actual', 'gap', 'toHire', 'surplus'] as const;

/**
 * The plan pack as an .xlsx: Summary, Tree (to department level) and Gaps by job title, headed in the
 * caller's language, right to left in Arabic. Cells keep full values; formats round what is shown.
 */
export async function planPackWorkbook(request: FastifyRequest, pack: PlanPack): Promise<Buffer> {
  const t = (key: string, values?: Record<string, string>) => request.t(`workforcePlan.pack.${key}`, values);
  const rtl = request.lang === 'ar';
  const { summary } = pack;
  const workbook = new (await excel()).Workbook();
  workbook.creator = 'Tawazun';

  const money = (key: (typeof COSTS)[number], amounts: Money[]): Cell[][] =>
    amounts.map((m) => [t(`summary.${key}`, { currency: m.currency }), m.amount]);
  const summaryRows: Cell[][] = [
    [t('summary.label'), t('summary.value')],
    [t('summary.organisation'), pack.organisation],
    [t('summary.planYear'), pack.planYear],
    [t('summary.date'), pack.date],
    [t('summary.required'), summary.required],
    [t('summary.actual'), summary.headcount],
    [t('summary.gap'), summary.gap],
    [t('summary.toHire'), summary.toHire],
    [t('summary.surplus'), summary.surplus],
    ...COSTS.flatMap((key) => money(key, summary[key])),
  ];
  const summarySheet = addTableSheet(workbook, t('sheets.summary'), summaryRows, { rtl });
  // Figures and money rows keep two decimals, whole people none, as on screen.
  summarySheet.getColumn(2).eachCell((cell, n) => {
    if (typeof cell.value === 'number' && n > 4) cell.numFmt = n === 8 || n === 9 ? COUNT : n > 9 ? MONEY : RESOURCES;
  });

  const head = (...keys: string[]) => keys.map((k) => t(`columns.${k}`));
  addTableSheet(
    workbook,
    t('sheets.tree'),
    [
      head('element', 'level', 'status', ...FIGURES),
      ...pack.tree.map((r) => [r.name, t(`kinds.${r.kind}`), t(`status.${r.status}`), ...FIGURES.map((f) => r[f])]),
    ],
    { rtl, numberFormat: { 3: RESOURCES, 4: RESOURCES, 5: RESOURCES, 6: COUNT, 7: COUNT } },
  );

  addTableSheet(
    workbook,
    t('sheets.jobTitles'),
    [
      head('jobTitle', ...FIGURES),
      ...summary.byJobTitle.map((j) => [
        j.unassigned ? t('unassigned') : j.title,
        j.required,
        j.actual,
        j.required - j.actual,
        j.toHire,
        j.surplus,
      ]),
    ],
    { rtl, numberFormat: { 1: RESOURCES, 2: RESOURCES, 3: RESOURCES, 4: COUNT, 5: COUNT } },
  );
  if (pack.scenarios) addScenarioSheet(workbook, t, pack.scenarios, rtl);
  return toBuffer(workbook);
}
