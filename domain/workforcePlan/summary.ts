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
    toHire: root.toHire,
    surplus: root.surplus,
    hireCost: root.hireCost,
    surplusCost: root.surplusCost,
    gapByDepartment: root.children
      .filter((c) => c.kind === 'department')
      .map(({ id, name, gap, status, coveredBy, toHire, surplus }) => ({
        id: id as number,
        name,
        gap,
        status,
        coveredBy,
        toHire,
        surplus,
      })),
    byJobTitle: (titles.get(root.key) ?? []).map((t) => ({
      jobTitleId: t.jobTitleId,
      title: t.title,
      ...(t.unassigned ? { unassigned: true } : {}),
      required: t.required,
      actual: t.actual,
      toHire: t.toHire,
      surplus: t.surplus,
    })),
  };
}
