import type { FastifyRequest } from 'fastify';
import { readActivities, type Cell } from '@domain/estimation';
import {
  elementDetail as detailOf,
  comparePlans,
  planPack as packOf,
  planSummary,
  SCENARIOS_COMPARED,
  type DesignationMapping,
  type PlanComparison,
  type PlanElementDetail,
  type PlanElementKind,
  type PlanNode,
} from '@domain/workforcePlan';
import type { ExpectedVersions } from '../../db/versions';
import { badRequest, notFound } from '../../http/errors';
import { elementKey, promotePlan, restorePlan, type PromotionInput } from './promotion';
import { costsOfFile } from '../costing/store';
import { currencyOf, EstimationFiles } from '../estimation/store';
import { loadPlan, peopleOf } from './store';
import { comparisonOf } from './scenarioCompare';
import { listScenarios } from './scenarioStore';

/** The ids of an element and everything below it, by kind. */
function subtreeIds(node: PlanNode) {
  const ids = {
    department: [] as number[],
    subDepartment: [] as number[],
    team: [] as number[],
    project: [] as number[],
  };
  const walk = (n: PlanNode) => {
    if (n.kind !== 'organisation') ids[n.kind].push(n.id as number);
    n.children.forEach(walk);
  };
  walk(node);
  return ids;
}

export async function elementDetail(
  request: FastifyRequest,
  kind: PlanElementKind,
  id: number | null,
): Promise<PlanElementDetail> {
  const state = await loadPlan(request.tenant);
  const key = elementKey(state, kind, id);
  const node = state.rolled.nodes.get(key)!;
  const { people, total } = await peopleOf(request.tenant, kind === 'organisation' ? 'all' : subtreeIds(node));
  return detailOf(state, key, people, total)!;
}

export const planTree = async (request: FastifyRequest) => (await loadPlan(request.tenant)).rolled.tree;

export const summary = async (request: FastifyRequest) => planSummary((await loadPlan(request.tenant)).rolled);

/** The plan pack of the plan of record, dated today. */
export async function planPack(request: FastifyRequest) {
  const state = await loadPlan(request.tenant);
  const pack = packOf(state.rolled, state.plans, new Date().toISOString().slice(0, 10));
  const scenarios = (await listScenarios(request)).slice(0, SCENARIOS_COMPARED.max);
  return scenarios.length ? { ...pack, scenarios: await comparisonOf(request, scenarios) } : pack;
}

/** An element's plan of record promoted (or set back to the default): its detail, the element's and the file's names. */
export async function choosePlan(
  request: FastifyRequest,
  kind: PlanElementKind,
  id: number | null,
  input: PromotionInput,
  expected: ExpectedVersions,
) {
  const { element, file } = await promotePlan(request, kind, id, input, expected);
  return { detail: await elementDetail(request, kind, id), element, file };
}

/** A plan of the element's history restored: as choosePlan answers. */
export async function restoreFromHistory(
  request: FastifyRequest,
  kind: PlanElementKind,
  id: number | null,
  historyId: number,
  expected: ExpectedVersions,
) {
  const { element, file } = await restorePlan(request, kind, id, historyId, expected);
  return { detail: await elementDetail(request, kind, id), element, file };
}

/** Every designation of the organisation's workbooks with the job title it counts as. */
export async function designations(request: FastifyRequest): Promise<DesignationMapping[]> {
  const state = await loadPlan(request.tenant);
  return state.matcher.mappings(state.designations).sort((a, b) => a.designation.localeCompare(b.designation));
}

/** Two workbooks of one FTE profile side by side. */
export async function compare(request: FastifyRequest, leftId: number, rightId: number): Promise<PlanComparison> {
  const files = new EstimationFiles(request.tenant);
  const [left, right] = await Promise.all([files.get(leftId), files.get(rightId)]);
  if (left.fteProfileId !== right.fteProfileId)
    throw badRequest('workforcePlan.differentProfiles', { left: left.fileName, right: right.fileName }, 'Right');
  const side = async (meta: typeof left) => {
    const table = JSON.parse(await files.sheet(meta.id)) as Cell[][];
    const activities = readActivities(table);
    if (!activities) throw notFound();
    return {
      fileId: meta.id,
      fileName: meta.fileName,
      activities,
      table,
      fte: meta.fte,
      costs: await costsOfFile(request.tenant, meta.id),
      currency: currencyOf(meta.country),
    };
  };
  return comparePlans(await side(left), await side(right));
}
