import { roundFigure } from './money';
import type { Money, PlanStatus } from './types';

/**
 * Whole people of one job title where a plan holds its requirement: the requirement as shown (two
 * decimals) rounded up to people, against the people there. A shortage is hired, a surplus is not
 * netted against another title's shortage: both are kept and summed apart.
 */
export function wholePeople(required: number, actual: number): { toHire: number; surplus: number } {
  const needed = Math.ceil(roundFigure(required));
  return { toHire: Math.max(0, needed - actual), surplus: Math.max(0, actual - needed) };
}

/** The status of an element whose requirement is known, from its gap as shown. */
export const statusOfGap = (gap: number): Extract<PlanStatus, 'short' | 'surplus' | 'balanced'> => {
  const shown = roundFigure(gap);
  return shown > 0 ? 'short' : shown < 0 ? 'surplus' : 'balanced';
};

/** Whether the element's figures hold a requirement, so that its gap means something. */
export const hasRequirement = (status: PlanStatus): boolean =>
  status === 'short' || status === 'surplus' || status === 'balanced';

/** n people at a unit cost, in its currency (none without a cost). */
export const costOfPeople = (people: number, unit: Money | null): Money[] =>
  unit && people > 0 ? [{ currency: unit.currency, amount: people * unit.amount }] : [];
