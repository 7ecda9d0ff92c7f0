import { byNewest, nodeKey, type ScenarioElement, type ScenarioInput } from '@domain/workforcePlan';
import { badRequest, notFound } from '../../http/errors';
import type { PlanState } from './store';

/** Every element that has workbooks, the organisation first, then as the tree lists them. */
export function scenarioElements(state: PlanState): ScenarioElement[] {
  return [...state.rolled.nodes.values()]
    .filter((node) => state.files.has(node.key))
    .map((node) => ({
      kind: node.kind,
      id: node.id,
      name: node.name,
      planFileId: state.plans.get(node.key)?.plan.fileId ?? null,
      workbooks: byNewest(state.files.get(node.key)!).map((f) => ({
        fileId: f.id,
        fileName: f.fileName,
        customised: f.fileType === 'C',
      })),
    }));
}

/** The picks checked: each element of the organisation, at most once, each file one of its workbooks. */
export function checkPicks(state: PlanState, picks: ScenarioInput['picks']) {
  const seen = new Set<string>();
  const files = new Set([...state.files.values()].flat().map((f) => f.id));
  return picks.map((pick) => {
    const id = pick.kind === 'organisation' ? null : pick.id;
    const key = nodeKey(pick.kind, id);
    const node = state.rolled.nodes.get(key);
    // Another organisation's element or workbook is not found, as if it did not exist.
    if (!node || !files.has(pick.fileId)) throw notFound();
    if (!(state.files.get(key) ?? []).some((f) => f.id === pick.fileId))
      throw badRequest('workforcePlan.notAPlanOfElement', { name: node.name }, 'Picks');
    if (seen.has(key)) throw badRequest('workforcePlan.scenarioElementTwice', { name: node.name }, 'Picks');
    seen.add(key);
    return { elementKind: pick.kind, elementId: id ?? 0, fileId: pick.fileId };
  });
}
