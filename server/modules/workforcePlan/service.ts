import { PLAN_CHOICES } from '@domain/audit';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { readActivities, type Cell } from '@domain/estimation';
import {
  elementDetail as detailOf,
  comparePlans,
  nodeKey,
  planSummary,
  type DesignationMapping,
  type PlanComparison,
  type PlanElementDetail,
  type PlanElementKind,
  type PlanNode,
} from '@domain/workforcePlan';
import type { Db } from '../../db/client';
import { workforcePlanChoices } from '../../db/schema';
import { checkVersion, type ExpectedVersions } from '../../db/versions';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { costsOfFile } from '../costing/store';
import { currencyOf, EstimationFiles } from '../estimation/store';
import { loadPlan, peopleOf, type PlanState } from './store';

export const userOf = (request: FastifyRequest): number => {
  if (!request.principal) throw forbidden();
  return request.principal.userId;
};

/** The element an address names (the organisation has no id), or a 404. */
function elementKey(state: PlanState, kind: PlanElementKind, id: number | null): string {
  if (kind === 'organisation') return 'organisation';
  const key = nodeKey(kind, id);
  if (!state.rolled.nodes.has(key)) throw notFound();
  return key;
}

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

/**
 * Chooses an element's plan of record among its workbooks (null: back to the default), kept with
 * who and when; a choice over another version than `expected` is refused (409).
 */
export async function choosePlan(
  request: FastifyRequest,
  kind: PlanElementKind,
  id: number | null,
  fileId: number | null,
  expected: ExpectedVersions,
) {
  const userId = userOf(request);
  const tenant = request.tenant;
  const state = await loadPlan(tenant);
  const key = elementKey(state, kind, id);
  const file = fileId === null ? undefined : state.files.get(key)?.find((f) => f.id === fileId);
  if (fileId !== null && !file)
    throw badRequest('workforcePlan.notAPlanOfElement', { name: state.rolled.nodes.get(key)!.name }, 'FileId');
  const c = workforcePlanChoices;
  // The organisation's choice is stored under element id 0 (its row has no id of its own).
  const elementId = id ?? 0;
  const where = tenant.where(c, eq(c.elementKind, kind), eq(c.elementId, elementId));
  const fileName = (fileId: number | null) => state.files.get(key)?.find((f) => f.id === fileId)?.fileName ?? null;
  await tenant.db.transaction(async (tx) => {
    // The element's row, made at version 0 ("never chosen") when missing: concurrent choices then
    // wait for one another on its lock instead of colliding on the unique index.
    await tx
      .insert(c)
      .values({ organizationId: tenant.organizationId, elementKind: kind, elementId, fileId: null, version: 0 })
      .onConflictDoNothing();
    const [stored] = await tx.select({ fileId: c.fileId, version: c.version }).from(c).where(where).for('update');
    checkVersion(stored.version, expected);
    const chosen = file?.id ?? null;
    if (stored.fileId === chosen) return;
    await tx
      .update(c)
      .set({ fileId: chosen, chosenBy: userId, chosenAt: sql`now()`, version: sql`${c.version} + 1` })
      .where(where);
    const before = stored.fileId !== null && {
      elementKind: kind,
      fileId: stored.fileId,
      fileName: fileName(stored.fileId),
    };
    const after = file && { elementKind: kind, fileId: file.id, fileName: file.fileName };
    await tenant.with(tx as Db).record({
      resource: PLAN_CHOICES,
      recordId: elementId,
      action: before && after ? 'update' : after ? 'create' : 'delete',
      before: before || undefined,
      after,
      event: 'workforcePlan.planChosen',
      detail: { kind, id, fileId: file?.id ?? null, fileName: file?.fileName ?? null },
    });
  });
  return {
    detail: await elementDetail(request, kind, id),
    element: state.rolled.nodes.get(key)!.name,
    file: file?.fileName,
  };
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
