import type { PlanNode, PlanStatus } from '@domain/workforcePlan/types';
import { WORKFORCE_PATHS } from './paths';

const STATUSES: readonly PlanStatus[] = ['short', 'surplus', 'balanced', 'covered', 'noPlan'];

/** The elements behind a dashboard figure, by status: required and plan cost, gap, without a plan. */
export const FIGURE_STATUSES = {
  withRequirement: ['short', 'surplus', 'balanced'],
  gap: ['short', 'surplus'],
  short: ['short'],
  surplus: ['surplus'],
  withoutPlan: ['covered', 'noPlan'],
} as const satisfies Record<string, readonly PlanStatus[]>;

/** The tree showing only the elements of these statuses (`?status=short,surplus`). */
export const elementsPath = (statuses: readonly PlanStatus[]): string =>
  `${WORKFORCE_PATHS.tree}?status=${statuses.join(',')}`;

/** The elements behind each dashboard figure about elements: the tree cut to their statuses. */
export const FIGURE_ELEMENTS = {
  required: elementsPath(FIGURE_STATUSES.withRequirement),
  gap: elementsPath(FIGURE_STATUSES.gap),
  toHire: elementsPath(FIGURE_STATUSES.short),
  overPlan: elementsPath(FIGURE_STATUSES.surplus),
  withoutPlan: elementsPath(FIGURE_STATUSES.withoutPlan),
};

/** The statuses an address asks for; words that are no status are left out (an old or edited link). */
export function statusesOf(param: string | null): PlanStatus[] {
  const asked = new Set((param ?? '').split(','));
  return STATUSES.filter((status) => asked.has(status));
}

/**
 * The tree cut to the elements of the statuses and the ancestors that lead to them; null when
 * none is. The organisation is the root, not an element the figures count.
 */
export function filterByStatus(root: PlanNode, statuses: readonly PlanStatus[]): PlanNode | null {
  if (statuses.length === 0) return root;
  const wanted = new Set(statuses);
  const visit = (node: PlanNode): PlanNode | null => {
    const children = node.children.map(visit).filter((child): child is PlanNode => child !== null);
    const matches = node.kind !== 'organisation' && wanted.has(node.status);
    return children.length > 0 || matches ? { ...node, children } : null;
  };
  return visit(root);
}
