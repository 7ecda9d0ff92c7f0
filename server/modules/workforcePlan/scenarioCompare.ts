import type { FastifyRequest } from 'fastify';
import {
  compareScenarios,
  scenarioFigures,
  comparedScenarioIds,
  SCENARIOS_COMPARED,
  type ElementPlan,
  type FiguredRow,
  type Scenario,
  type ScenarioComparison,
} from '@domain/workforcePlan';
import { badRequest, notFound } from '../../http/errors';
import { keptPlan } from './keptPlan';
import { listScenarios } from './scenarioStore';
import { loadPlan, planOf, planRows, type PlanRows, type PlanState } from './store';

/** The rows a scenario's plans are figured from: its picks in place of the plan-of-record choices. */
function withPicks(rows: PlanRows, scenario: Scenario): PlanRows {
  const picked = new Set(scenario.picks.map((pick) => `${pick.kind}:${pick.id ?? 0}`));
  return {
    ...rows,
    choices: [
      ...rows.choices.filter((c) => !picked.has(`${c.kind}:${c.id}`)),
      ...scenario.picks.map((pick) => ({
        kind: pick.kind,
        id: pick.id ?? 0,
        fileId: pick.fileId,
        planYear: null,
        note: null,
        version: 1,
      })),
    ],
  };
}

const figuresOf = (state: PlanState, rows: PlanRows, plans: ReadonlyMap<string, ElementPlan>) =>
  scenarioFigures({
    organisationName: rows.organisationName,
    elements: state.elements,
    people: rows.people,
    plans,
    matcher: state.matcher,
  });

/**
 * The plan of record and the given scenarios side by side (no count checked: the plan pack takes any).
 * Each scenario is a roll-up of the whole organisation: the comparison is kept, like the plan, while
 * the rows it is figured from and the scenarios' picks stay the same.
 */
export async function comparisonOf(request: FastifyRequest, scenarios: Scenario[]): Promise<ScenarioComparison> {
  const planOfRecord = request.t('workforcePlan.scenarios.planOfRecord');
  const figure = async (tenant: typeof request.tenant, rows: PlanRows) => {
    const state = await loadPlan(tenant);
    const columns: { scenarioId: number | null; name: string; rows: FiguredRow[] }[] = [
      { scenarioId: null, name: planOfRecord, rows: figuresOf(state, rows, state.plans) },
    ];
    for (const scenario of scenarios) {
      const own = await planOf(tenant, withPicks(rows, scenario));
      columns.push({ scenarioId: scenario.id, name: scenario.name, rows: figuresOf(state, rows, own.plans) });
    }
    return compareScenarios(columns);
  };
  // The scenarios as read (names, picks, versions) are part of what the comparison is figured from.
  const what = `compare:${JSON.stringify(scenarios.map((s) => [s.id, s.version, s.name, s.picks]))}`;
  return keptPlan(request.tenant, planRows, figure, what);
}

/** Two to four scenarios of the caller's organisation, in the order asked, beside the plan of record. */
export async function compareScenarioIds(request: FastifyRequest, ids: string): Promise<ScenarioComparison> {
  const unique = comparedScenarioIds(ids);
  if (!unique) throw badRequest('workforcePlan.scenariosToCompare', { ...SCENARIOS_COMPARED }, 'Ids');
  const found = await listScenarios(request, unique);
  // Another organisation's scenario is not found, as if it did not exist.
  if (found.length !== unique.length) throw notFound();
  return comparisonOf(
    request,
    unique.map((id) => found.find((s) => s.id === id)!),
  );
}
