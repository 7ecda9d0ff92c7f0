import { http, HttpResponse, type HttpHandler } from 'msw';
import { api, apiRoute, type Endpoint } from '@domain/api';
import { DEMO_DESIGNATION_MAPPINGS, DEMO_COMPANY, DEMO_PLAN_WORKBOOKS } from '@domain/demo';
import { readActivities } from '@domain/estimation';
import { registry, type ResourceSpec } from '@domain/registry';
import { currencyOf } from '@domain/fte';
import {
  elementDetail,
  comparePlans,
  DesignationMatcher,
  nameKey,
  nodeKey,
  workbookPlan,
  planOfRecord,
  planSummary,
  PLAN_KINDS,
  rollUp,
  SCOPE_OF_KIND,
  SCENARIOS_COMPARED,
  type DesignationMappingInput,
  type ElementPlan,
  type PlanElement,
  type PlanElementDetail,
  type PlanElementKind,
  type PlanFile,
  type PlacedPeople,
  type PlanHistoryEntry,
  type PlanNode,
  type Promotion,
  type StructureKind,
} from '@domain/workforcePlan';
import { planPack } from '@domain/workforcePlan/planPack';
import type { EstimationState, MockFile } from './estimationState';
import { fail, notFound, ok, serverWords } from './http';
import { MockScenarios } from './scenarioRecords';
import { planOfRecordName, scenarioHandlers } from './scenarios';
import type { MockStore } from './store';
import { languageOf } from './words';

const W = api.workforcePlan;
const route = (endpoint: Endpoint) => `*${apiRoute(endpoint)}`;
/** The organisation's element has endpoints without a kind or an id of their own. */
const kindOf = (params: Record<string, unknown>) => String(params.kind ?? 'organisation');
interface Level {
  kind: StructureKind;
  spec: ResourceSpec;
}

/**
 * The structure's levels, department down to team, as the registry chains them: each level's
 * resource is the parent of the next, and its FTE scope names its kind of plan element.
 */
function structureLevels(): Level[] {
  const kindOfScope = new Map(Object.entries(SCOPE_OF_KIND).map(([kind, scope]) => [scope, kind as StructureKind]));
  const level = (spec: ResourceSpec | undefined) => spec?.fteScope && kindOfScope.get(spec.fteScope);
  const levels: Level[] = [];
  let spec = registry.find((r) => level(r) && !r.parent);
  while (spec) {
    levels.push({ kind: level(spec) as StructureKind, spec });
    const parent: ResourceSpec = spec;
    spec = registry.find((r) => level(r) && r.parent?.reference === parent.name);
  }
  return levels;
}
const LEVELS = structureLevels();

/** Where an employee stands in the plan: the deepest level the employee form fills in, else the organisation. */
function placeOf(employee: Record<string, unknown>): [PlanElementKind, number | null] {
  for (const { kind, spec } of [...LEVELS].reverse()) {
    const value = spec.employeeColumn && employee[spec.employeeColumn];
    if (value) return [kind, Number(value)];
  }
  return ['organisation', null];
}

/**
 * The workforce plan for the mock backend: the same maths as the server (domain/workforcePlan)
 * over the mock's tables; the plan choices and the user's mappings are kept in memory.
 */
export function workforcePlanHandlers(store: MockStore, estimation: EstimationState): HttpHandler[] {
  const choices = new Map<string, Promotion>();
  // Every promotion by node key, oldest first: the history the panel lists and restores from.
  const promotions = new Map<string, Array<Promotion & { id: number; fileName: string; at: string }>>();
  const promote = (key: string, promotion: Promotion, fileName: string) => {
    choices.set(key, promotion);
    const list = promotions.get(key) ?? promotions.set(key, []).get(key)!;
    list.push({ ...promotion, id: [...promotions.values()].flat().length + 1, fileName, at: new Date().toISOString() });
  };
  const mappings = new Map<string, { designation: string; jobTitleId: number }>();
  for (const { designation, jobTitle } of DEMO_DESIGNATION_MAPPINGS) {
    const title = store.all('jobTitles').find((t) => t.name === jobTitle);
    if (title) mappings.set(nameKey(designation), { designation, jobTitleId: title.id });
  }
  const kindOfScope = Object.fromEntries(Object.entries(SCOPE_OF_KIND).map(([k, s]) => [s, k])) as Record<
    string,
    PlanElementKind
  >;
  // The demo's promoted copies are its plans of record, as the server's seed has them.
  for (const { fileName, promoted } of DEMO_PLAN_WORKBOOKS) {
    const file = promoted && estimation.files.find((f) => f.fileName === fileName);
    if (file) promote(nodeKey(kindOfScope[file.category], file.elementId), { fileId: file.id, ...promoted }, fileName);
  }

  // `over`: choices read in place of the plans of record (a scenario's picks).
  const state = (over: ReadonlyMap<string, Promotion> = new Map()) => {
    const elements: PlanElement[] = LEVELS.flatMap(({ kind, spec }) =>
      store.all(spec.name).map((r) => ({
        kind,
        id: r.id,
        name: String(r.name),
        parentId: spec.parent ? ((r[spec.parent.source] as number | null) ?? null) : null,
      })),
    );
    const counts = new Map<string, PlacedPeople>();
    for (const e of store.all('employees').filter((e) => e.isActive !== false)) {
      const [kind, id] = placeOf(e);
      const jobTitleId = e.designationId ? Number(e.designationId) : null;
      const key = `${kind}:${id}:${jobTitleId}`;
      const found = counts.get(key) ?? counts.set(key, { kind, id, jobTitleId, count: 0 }).get(key)!;
      found.count++;
    }
    const files = new Map<string, Array<PlanFile & { source: MockFile }>>();
    for (const f of estimation.files.filter((f) => kindOfScope[f.category])) {
      const key = nodeKey(kindOfScope[f.category], f.elementId);
      (files.get(key) ?? files.set(key, []).get(key)!).push({ ...f, currency: currencyOf(f.country), source: f });
    }
    const costsOf = (fileId: number) =>
      Object.fromEntries(estimation.costs.filter((c) => c.fileId === fileId).map((c) => [c.designationName, c.cost]));
    const plans = new Map<string, ElementPlan>();
    for (const [key, list] of files) {
      const plan = planOfRecord(list, over.get(key) ?? choices.get(key));
      const activities = plan && readActivities(list.find((f) => f.id === plan.fileId)!.source.table);
      if (plan && activities) plans.set(key, { plan, ...workbookPlan(activities, plan.fte, costsOf(plan.fileId)) });
    }
    const matcher = new DesignationMatcher(
      store.all('jobTitles').map((t) => ({ id: t.id, name: String(t.name) })),
      [...mappings.values()],
    );
    const people = [...counts.values()];
    const input = { organisationName: DEMO_COMPANY, elements, people, plans, matcher };
    const rolled = rollUp(input);
    const designations = [...files.values()]
      .flat()
      .flatMap((f) => readActivities(f.source.table)?.header.designations.map((d) => d.name) ?? []);
    return { rolled, input, files, plans, matcher, designations, costsOf };
  };

  const scenarios = new MockScenarios(state);

  const subtree = (node: PlanNode): Set<string> =>
    new Set([node.key, ...node.children.flatMap((c) => [...subtree(c)])]);

  const detail = (kind: string, id: number): PlanElementDetail | undefined => {
    const s = state();
    const key = kind === 'organisation' ? 'organisation' : `${kind}:${id}`;
    const node = s.rolled.nodes.get(key);
    if (!node) return undefined;
    const keys = subtree(node);
    const people = store
      .all('employees')
      .filter((e) => e.isActive !== false)
      .filter((e) => {
        return key === 'organisation' || keys.has(nodeKey(...placeOf(e)));
      })
      .map((e) => ({
        id: e.id,
        name: `${String(e.firstName)} ${String(e.lastName)}`,
        jobTitle: (store.find('jobTitles', Number(e.designationId))?.name as string | undefined) ?? null,
      }));
    return elementDetail(s, key, people, people.length);
  };

  const designationList = () => {
    const s = state();
    return s.matcher.mappings(s.designations).sort((a, b) => a.designation.localeCompare(b.designation));
  };

  return [
    http.get(route(W.tree), () => HttpResponse.json(state().rolled.tree)),
    http.get(route(W.summary), () => HttpResponse.json(planSummary(state().rolled))),
    ...[W.element, W.organisationElement].map((endpoint) =>
      http.get(route(endpoint), ({ params }) => {
        const found = detail(kindOf(params), Number(params.id));
        return found ? HttpResponse.json(found) : notFound();
      }),
    ),
    ...[W.savePlan, W.saveOrganisationPlan].map((endpoint) =>
      http.put(route(endpoint), async ({ params, request }) => {
        const kind = kindOf(params) as PlanElementKind;
        const id = Number(params.id);
        const before = PLAN_KINDS.includes(kind) ? detail(kind, id) : undefined;
        if (!before) return notFound();
        const body = (await request.json()) as { fileId?: number | null; planYear?: number; note?: string | null };
        const fileId = body.fileId ?? null;
        const file = before.workbooks.find((w) => w.fileId === fileId);
        if (fileId !== null && !file) {
          const message = serverWords('workforcePlan.notAPlanOfElement', { name: before.node.name });
          return fail(400, message, { FileId: [message] });
        }
        if (file)
          promote(
            before.node.key,
            { fileId: file.fileId, planYear: body.planYear ?? new Date().getFullYear(), note: body.note ?? null },
            file.fileName,
          );
        else choices.delete(before.node.key);
        const key = file ? 'workforcePlan.planChosen' : 'workforcePlan.planDefault';
        return ok(serverWords(key, { element: before.node.name, file: file?.fileName }), detail(kind, id));
      }),
    ),
    ...[W.history, W.organisationHistory].map((endpoint) =>
      http.get(route(endpoint), ({ params }) => {
        const found = detail(kindOf(params), Number(params.id));
        if (!found) return notFound();
        const list = [...(promotions.get(found.node.key) ?? [])].reverse();
        const current = choices.get(found.node.key)?.fileId ?? null;
        return HttpResponse.json(
          list.map(({ id, fileId, fileName, planYear, note, at }, index): PlanHistoryEntry => ({
            id,
            fileId,
            fileName,
            planYear: planYear ?? null,
            note: note ?? null,
            promotedBy: null,
            promotedAt: at,
            current: index === 0 && fileId === current,
            restorable: !(index === 0 && fileId === current),
          })),
        );
      }),
    ),
    ...[W.restorePlan, W.restoreOrganisationPlan].map((endpoint) =>
      http.post(route(endpoint), ({ params }) => {
        const kind = kindOf(params) as PlanElementKind;
        const found = detail(kind, Number(params.id));
        const entry = found && promotions.get(found.node.key)?.find((e) => e.id === Number(params.historyId));
        if (!found || !entry) return notFound();
        promote(found.node.key, entry, entry.fileName);
        const message = serverWords('workforcePlan.planRestored', { element: found.node.name, file: entry.fileName });
        return ok(message, detail(kind, Number(params.id)));
      }),
    ),
    http.get(route(W.designations), () => HttpResponse.json(designationList())),
    http.put(route(W.saveDesignations), async ({ request }) => {
      const input = (await request.json()) as DesignationMappingInput[];
      const missing = input.find((m) => m.jobTitleId !== null && !store.find('jobTitles', m.jobTitleId));
      if (missing) return fail(400, serverWords('workforcePlan.jobTitleMissing', { id: missing.jobTitleId ?? '' }));
      for (const { designation, jobTitleId } of input) {
        if (jobTitleId === null) mappings.delete(nameKey(designation));
        else mappings.set(nameKey(designation), { designation, jobTitleId });
      }
      const count = input.length;
      return ok(
        serverWords(`workforcePlan.mappingSaved_${count === 1 ? 'one' : 'other'}`, { count }),
        designationList(),
      );
    }),
    http.get(route(W.compare), ({ request }) => {
      const url = new URL(request.url);
      const [left, right] = ['left', 'right'].map((side) =>
        estimation.files.find((f) => f.id === Number(url.searchParams.get(side))),
      );
      if (!left || !right) return notFound();
      if (left.fteProfileId !== right.fteProfileId)
        return fail(
          400,
          serverWords('workforcePlan.differentProfiles', { left: left.fileName, right: right.fileName }),
        );
      const s = state();
      const side = (f: MockFile) => ({
        fileId: f.id,
        fileName: f.fileName,
        activities: readActivities(f.table)!,
        table: f.table,
        fte: f.fte,
        costs: s.costsOf(f.id),
        currency: currencyOf(f.country),
      });
      return HttpResponse.json(comparePlans(side(left), side(right)));
    }),
    // The print view's figures, and the first scenarios beside the plan of record, as the server computes them.
    http.get(route(W.planPackFigures), ({ request }) => {
      const s = state();
      const pack = planPack(s.rolled, s.plans, new Date().toISOString().slice(0, 10));
      const first = scenarios.list().slice(0, SCENARIOS_COMPARED.max);
      const compared = first.length ? scenarios.compare(first, planOfRecordName(languageOf(request))) : undefined;
      return HttpResponse.json(compared ? { ...pack, scenarios: compared } : pack);
    }),
    ...scenarioHandlers(scenarios),
    // The browser cannot write .xlsx: the mock says so as the server says an unavailable file.
    ...[W.export, W.planPack].map((endpoint) => http.get(route(endpoint), () => notFound())),
  ];
}
