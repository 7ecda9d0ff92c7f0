import type { FastifyRequest } from 'fastify';
import type { Cell } from '@domain/estimation';
import type { PlanNode } from '@domain/workforcePlan';
import { excel } from '../../estimation/excel';
import { addTableSheet, toBuffer } from '../../estimation/workbooks';
import type { PlanState } from './store';

const COLUMNS = [
  'level',
  'element',
  'path',
  'jobTitle',
  'mapped',
  'actual',
  'required',
  'gap',
  'currency',
  'unitCost',
  'gapCost',
  'plan',
] as const;

/** The tree's figures as an .xlsx: one row per element and job title, headers in the caller's language. */
export async function planWorkbook(request: FastifyRequest, state: PlanState): Promise<Buffer> {
  const t = (key: string) => request.t(`workforcePlan.export.${key}`);
  const rows: Cell[][] = [COLUMNS.map((c) => t(`columns.${c}`))];
  const walk = (node: PlanNode, path: string[]) => {
    const plan = state.plans.get(node.key)?.plan.fileName ?? '';
    const level = t(`kinds.${node.kind}`);
    const where = path.join(' > ');
    const titles = state.rolled.titles.get(node.key) ?? [];
    if (!titles.length) rows.push([level, node.name, where, '', '', 0, 0, 0, '', null, null, plan]);
    for (const line of titles) {
      const money = line.gapCost ?? line.unitCost;
      rows.push([
        level,
        node.name,
        where,
        line.unassigned ? t('unassigned') : line.title,
        line.mapped ? t('yes') : t('no'),
        line.actual,
        line.required,
        line.gap,
        money?.currency ?? '',
        line.unitCost?.amount ?? null,
        line.gapCost?.amount ?? null,
        plan,
      ]);
    }
    for (const child of node.children) walk(child, [...path, node.name]);
  };
  walk(state.rolled.tree.root, []);
  const workbook = new (await excel()).Workbook();
  workbook.creator = 'Tawazun';
  addTableSheet(workbook, t('sheet'), rows, {
    rtl: request.lang === 'ar',
    numberFormat: { 6: '#,##0.00', 7: '#,##0.00', 9: '#,##0.00', 10: '#,##0.00' },
  });
  return toBuffer(workbook);
}
