import type { ElementPlan, RolledUp, RollUpInput } from './rollUp';
import { rollUp } from './rollUp';
import type { PlanLine } from './planOfRecord';
import type { JobTitleFigures, Money, PlanNode } from './types';
import type { ScenarioFigures } from './scenarios';

/** One row of one scenario's figures: a department's job title, its total (title null), or the organisation's. */
export interface FiguredRow {
  departmentId: number | null;
  department: string;
  jobTitleId: number | null;
  title: string | null;
  figures: ScenarioFigures;
}

/** The plans with every line's resources replaced (by hours, by cost in one currency...). */
function scaled(
  plans: ReadonlyMap<string, ElementPlan>,
  by: (line: PlanLine, plan: ElementPlan) => number,
): Map<string, ElementPlan> {
  const lines = (list: readonly PlanLine[], plan: ElementPlan) =>
    list.map((line) => ({ ...line, resources: by(line, plan) }));
  return new Map(
    [...plans].map(([key, plan]) => [
      key,
      {
        ...plan,
        lines: lines(plan.lines, plan),
        groups: plan.groups?.map((g) => ({ ...g, lines: lines(g.lines, plan) })),
      },
    ]),
  );
}

const titleKey = (t: Pick<JobTitleFigures, 'jobTitleId' | 'title'>) =>
  t.jobTitleId === null ? `d:${t.title}` : `t:${t.jobTitleId}`;

/**
 * A scenario's figures per department and job title, and per department and for the organisation
 * as a whole. The roll-up places every requirement (own plans, allocations, plans below); hours and
 * costs go through the same roll-up with each line's resources read as its hours (resources × the
 * plan's FTE value) or its cost in one currency, so they sit exactly where the resources sit and are
 * rounded once, as shown.
 */
export function scenarioFigures(input: RollUpInput): FiguredRow[] {
  const rolled = rollUp(input);
  const noPeople = { ...input, people: [] };
  const hours = rollUp({ ...noPeople, plans: scaled(input.plans, (l, p) => l.resources * p.plan.fte) });
  const currencies = [...new Set([...input.plans.values()].map((p) => p.plan.currency))].filter(
    (c): c is string => c !== null,
  );
  const costs = currencies.map((currency) => ({
    currency,
    rolled: rollUp({
      ...noPeople,
      plans: scaled(input.plans, (l, p) =>
        p.plan.currency === currency && l.cost !== null ? l.resources * l.cost : 0,
      ),
    }),
  }));
  const { root } = rolled.tree;
  const holders = [root, ...root.children.filter((c) => c.kind === 'department')];
  return holders.flatMap((node) => rowsOf(node, rolled, hours, costs));
}

function rowsOf(
  node: PlanNode,
  rolled: RolledUp,
  hours: RolledUp,
  costs: { currency: string; rolled: RolledUp }[],
): FiguredRow[] {
  const where = { departmentId: node.kind === 'organisation' ? null : node.id, department: node.name };
  const byKey = (r: RolledUp) => new Map((r.titles.get(node.key) ?? []).map((t) => [titleKey(t), t]));
  const hoursOf = byKey(hours);
  const costsOf = costs.map(({ currency, rolled: r }) => ({ currency, titles: byKey(r) }));
  const titles: FiguredRow[] = (rolled.titles.get(node.key) ?? [])
    .filter((t) => !t.unassigned)
    .map((t) => {
      const key = titleKey(t);
      const cost: Money[] = costsOf
        .map(({ currency, titles: c }) => ({ currency, amount: c.get(key)?.required ?? 0 }))
        .filter((m) => m.amount !== 0);
      return {
        ...where,
        jobTitleId: t.jobTitleId,
        title: t.title,
        figures: { hours: hoursOf.get(key)?.required ?? 0, resources: t.required, toHire: t.toHire, cost },
      };
    });
  const total: FiguredRow = {
    ...where,
    jobTitleId: null,
    title: null,
    figures: {
      hours: hours.nodes.get(node.key)?.required ?? 0,
      resources: node.required,
      toHire: node.toHire,
      cost: node.planCost.filter((m) => m.amount !== 0),
    },
  };
  return [...titles, total];
}
