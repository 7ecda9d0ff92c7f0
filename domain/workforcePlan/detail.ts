import { byNewest, type PlanFile } from './planOfRecord';
import type { ElementPlan, RolledUp } from './rollUp';
import type { PlanElementDetail } from './types';

/** What one element's panel shows, from the rolled-up plan: the server and the mock backend answer alike. */
export function elementDetail(
  state: {
    rolled: RolledUp;
    files: Map<string, PlanFile[]>;
    plans: Map<string, ElementPlan>;
    /** The version of each element's plan-of-record choice, by node key (absent: never chosen). */
    choiceVersions?: ReadonlyMap<string, number>;
  },
  key: string,
  people: PlanElementDetail['people'],
  peopleTotal: number,
): PlanElementDetail | undefined {
  const node = state.rolled.nodes.get(key);
  if (!node) return undefined;
  const { children: _children, ...flat } = node;
  return {
    node: flat,
    jobTitles: state.rolled.titles.get(key) ?? [],
    plan: state.plans.get(key)?.plan ?? null,
    version: state.choiceVersions?.get(key) ?? null,
    workbooks: byNewest(state.files.get(key) ?? []).map((f) => ({
      fileId: f.id,
      fileName: f.fileName,
      fteProfileId: f.fteProfileId,
      customised: f.fileType === 'C',
      savedAt: f.createdDate,
    })),
    people,
    peopleTotal,
  };
}
