import { byNewest, nodeKey, type PlanFile } from './planOfRecord';
import type { ElementPlan, RolledUp } from './rollUp';
import type { ScenarioElement, ScenarioPick } from './scenarios';

/** What a scenario's drafts are read against: the plan of record's roll-up, workbooks and plans by node key. */
export interface ScenarioPlanState {
  rolled: RolledUp;
  files: ReadonlyMap<string, readonly PlanFile[]>;
  plans: ReadonlyMap<string, ElementPlan>;
}

/** Every element that has workbooks, the organisation first, then as the tree lists them. */
export function scenarioElements({ rolled, files, plans }: ScenarioPlanState): ScenarioElement[] {
  return [...rolled.nodes.values()]
    .filter((node) => files.has(node.key))
    .map((node) => ({
      kind: node.kind,
      id: node.id,
      name: node.name,
      planFileId: plans.get(node.key)?.plan.fileId ?? null,
      workbooks: byNewest(files.get(node.key)!).map((f) => ({
        fileId: f.id,
        fileName: f.fileName,
        customised: f.fileType === 'C',
      })),
    }));
}

/** Why picks are refused: an element or file the organisation has not (not found), or a message naming the element. */
export type PickRefusal =
  { key: 'notFound' } | { key: 'workforcePlan.notAPlanOfElement' | 'workforcePlan.scenarioElementTwice'; name: string };

/** The picks checked: each element of the organisation, at most once, each file one of its workbooks. */
export function checkPicks(
  { rolled, files }: ScenarioPlanState,
  picks: readonly ScenarioPick[],
): { picks: ScenarioPick[] } | { refusal: PickRefusal } {
  const seen = new Set<string>();
  const known = new Set([...files.values()].flat().map((f) => f.id));
  const checked: ScenarioPick[] = [];
  for (const pick of picks) {
    const id = pick.kind === 'organisation' ? null : pick.id;
    const key = nodeKey(pick.kind, id);
    const node = rolled.nodes.get(key);
    // Another organisation's element or workbook is not found, as if it did not exist.
    if (!node || !known.has(pick.fileId)) return { refusal: { key: 'notFound' } };
    if (!(files.get(key) ?? []).some((f) => f.id === pick.fileId))
      return { refusal: { key: 'workforcePlan.notAPlanOfElement', name: node.name } };
    if (seen.has(key)) return { refusal: { key: 'workforcePlan.scenarioElementTwice', name: node.name } };
    seen.add(key);
    checked.push({ kind: pick.kind, id, fileId: pick.fileId });
  }
  return { picks: checked };
}
