import { checkPicks as checked, type ScenarioInput } from '@domain/workforcePlan';
import { badRequest, notFound } from '../../http/errors';
import type { PlanState } from './store';

/** The picks checked (domain scenarioPicks.ts) as the rows they are kept in; refused as the API words it. */
export function checkPicks(state: PlanState, picks: ScenarioInput['picks']) {
  const result = checked(state, picks);
  if ('refusal' in result) {
    const { refusal } = result;
    if (refusal.key === 'notFound') throw notFound();
    throw badRequest(refusal.key, { name: refusal.name }, 'Picks');
  }
  return result.picks.map((pick) => ({ elementKind: pick.kind, elementId: pick.id ?? 0, fileId: pick.fileId }));
}
