import type { ElementPlan, RolledUp } from './rollUp';
import { planSummary } from './summary';
import type { PlanNode, PlanStatus, PlanSummary } from './types';
import type { ScenarioComparison } from './scenarios';

/** One row of the pack's tree: the organisation or one of its departments. */
export interface PackTreeRow {
  kind: 'organisation' | 'department';
  name: string;
  status: PlanStatus;
  required: number;
  actual: number;
  gap: number;
  toHire: number;
  surplus: number;
}

/** The plan pack handed to management: the plan of record's figures, as the summary reads them. */
export interface PlanPack {
  organisation: string;
  /** The latest year a plan of record was promoted for, else the year of `date`. */
  planYear: number;
  /** The day the pack was made (YYYY-MM-DD). */
  date: string;
  summary: PlanSummary;
  /** The tree to department level: the organisation first, then its departments. */
  tree: PackTreeRow[];
  /** The organisation's first scenarios (at most four) beside the plan of record; absent without any. */
  scenarios?: ScenarioComparison;
}

const row = (node: PlanNode): PackTreeRow => ({
  kind: node.kind === 'organisation' ? 'organisation' : 'department',
  name: node.name,
  status: node.status,
  required: node.required,
  actual: node.actual,
  gap: node.gap,
  toHire: node.toHire,
  surplus: node.surplus,
});

/** The pack of an organisation's plan of record on `date`. */
export function planPack(rolled: RolledUp, plans: ReadonlyMap<string, ElementPlan>, date: string): PlanPack {
  const years = [...plans.values()].map((p) => p.plan.planYear).filter((y): y is number => y !== null);
  const { root } = rolled.tree;
  return {
    organisation: root.name,
    planYear: years.length ? Math.max(...years) : Number(date.slice(0, 4)),
    date,
    summary: planSummary(rolled),
    tree: [root, ...root.children.filter((c) => c.kind === 'department')].map(row),
  };
}
