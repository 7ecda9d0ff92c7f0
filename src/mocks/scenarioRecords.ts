import {
  checkPicks,
  compareScenarios,
  nodeKey,
  scenarioElements,
  scenarioFigures,
  type ElementPlan,
  type PlanFile,
  type Promotion,
  type RolledUp,
  type RollUpInput,
  type Scenario,
  type ScenarioComparison,
  type ScenarioElement,
  type ScenarioPick,
} from '@domain/workforcePlan';
import { scenarioInputSchema } from '@domain/workforcePlan/scenarioInput';
import { badRequestRefusal, conflictRefusal, notFoundRefusal, validationRefusal } from './failures';
import { CREATED_BY } from './http';

/** The mock's plan as workforcePlan.ts figures it, with `over` read in place of the plans of record. */
export type MockPlan = (over?: ReadonlyMap<string, Promotion>) => {
  rolled: RolledUp;
  input: RollUpInput;
  files: ReadonlyMap<string, readonly PlanFile[]>;
  plans: ReadonlyMap<string, ElementPlan>;
};

interface Kept {
  id: number;
  name: string;
  picks: ScenarioPick[];
  createdAt: string;
  version: number;
}

/**
 * The organisation's scenarios, kept in memory, checked and figured as the server does
 * (server/modules/workforcePlan/scenario*.ts): the figures are the domain's over the mock's plan.
 */
export class MockScenarios {
  private readonly kept: Kept[] = [];
  private lastId = 0;

  constructor(private readonly plan: MockPlan) {}

  /** Oldest first (or those of `ids`), their picks named. */
  list(ids?: readonly number[]): Scenario[] {
    const { rolled, files } = this.plan();
    const fileNames = new Map([...files.values()].flat().map((f) => [f.id, f.fileName]));
    return this.kept
      .filter((k) => !ids || ids.includes(k.id))
      .map((k) => ({
        ...k,
        createdBy: CREATED_BY,
        picks: k.picks.map((pick) => ({
          ...pick,
          element: rolled.nodes.get(nodeKey(pick.kind, pick.id))?.name ?? '',
          fileName: fileNames.get(pick.fileId) ?? '',
        })),
      }));
  }

  /** Every element that has workbooks, with its plan of record and its drafts. */
  drafts(): ScenarioElement[] {
    return scenarioElements(this.plan());
  }

  /** The plan of record (named `planOfRecord`) and the scenarios side by side, by the domain's figures. */
  compare(scenarios: readonly Scenario[], planOfRecord: string): ScenarioComparison {
    const over = (s: Scenario) =>
      new Map(s.picks.map((p) => [nodeKey(p.kind, p.id), { fileId: p.fileId, planYear: null, note: null }]));
    return compareScenarios([
      { scenarioId: null, name: planOfRecord, rows: scenarioFigures(this.plan().input) },
      ...scenarios.map((s) => ({ scenarioId: s.id, name: s.name, rows: scenarioFigures(this.plan(over(s)).input) })),
    ]);
  }

  /** Saves a scenario (a new one with `id` null); another version than `expected` is a 409. */
  save(id: number | null, body: unknown, expected: number[] | undefined): Scenario {
    const parsed = scenarioInputSchema.safeParse(body);
    if (!parsed.success) throw validationRefusal(parsed.error);
    const { name } = parsed.data;
    const picks = this.checked(parsed.data.picks);
    const before = this.kept.find((k) => k.id === id);
    if (id !== null && !before) throw notFoundRefusal();
    if (this.kept.some((k) => k.name === name && k.id !== id))
      throw conflictRefusal('workforcePlan.scenarioNameTaken', { name }, 'Name');
    if (before) {
      stale(before, expected);
      Object.assign(before, { name, picks, version: before.version + 1 });
      return this.list([before.id])[0];
    }
    this.kept.push({ id: ++this.lastId, name, picks, createdAt: new Date().toISOString(), version: 1 });
    return this.list([this.lastId])[0];
  }

  /** Deletes a scenario; another version than `expected` is a 409. */
  remove(id: number, expected: number[] | undefined): Scenario {
    const at = this.kept.findIndex((k) => k.id === id);
    if (at < 0) throw notFoundRefusal();
    const [before] = this.list([id]);
    stale(this.kept[at], expected);
    this.kept.splice(at, 1);
    return before;
  }

  /** The domain's check of the picks, refused as the server refuses it. */
  private checked(picks: readonly ScenarioPick[]): ScenarioPick[] {
    const result = checkPicks(this.plan(), picks);
    if (!('refusal' in result)) return result.picks;
    const { refusal } = result;
    if (refusal.key === 'notFound') throw notFoundRefusal();
    throw badRequestRefusal(refusal.key, { name: refusal.name }, 'Picks');
  }
}

function stale(kept: Kept, expected: number[] | undefined) {
  if (expected !== undefined && !expected.includes(kept.version)) throw conflictRefusal('errors.staleRecord');
}
