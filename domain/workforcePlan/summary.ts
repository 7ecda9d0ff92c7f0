import type { RolledUp } from './rollUp';
import type { PlanSummary } from './types';

/** The dashboard's figures: the organisation node's, with gap by department and by job title. */
export function planSummary({ tree, titles, elementsWithoutPlan }: RolledUp): PlanSummary {
  const { root } = tree;
  return {
    headcount: root.actual,
    required: root.required,
    gap: root.gap,
    planCost: root.planCost,
    gapCost: root.gapCost,
    elementsWithoutPlan,
    titlesWithoutCost: root.uncostedTitles,
    gapByDepartment: root.children
      .filter((c) => c.kind === 'department')
      .map((c) => ({ id: c.id as number, name: c.name, gap: c.gap })),
    byJobTitle: (titles.get(root.key) ?? []).map((t) => ({
      jobTitleId: t.jobTitleId,
      title: t.title,
      required: t.required,
      actual: t.actual,
    })),
  };
}
