import { PLAN_CHOICES, DESIGNATION_MAPPINGS } from '@domain/audit';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { readActivities, type Cell } from '@domain/estimation';
import {
  elementDetail as detailOf,
  comparePlans,
  nameKey,
  nodeKey,
  planSummary,
  type DesignationMapping,
  type DesignationMappingInput,
  type PlanComparison,
  type PlanElementDetail,
  type PlanElementKind,
  type PlanNode,
} from '@domain/workforcePlan';
import type { Db } from '../../db/client';
import { designationMappings, jobTitles, workforcePlanChoices } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { costsOfFile } from '../costing/store';
import { currencyOf, EstimationFiles } from '../estimation/store';
import { loadPlan, peopleOf, type PlanState } from './store';

const userOf = (request: FastifyRequest): number => {
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

/** Chooses an element's plan of record among its workbooks (null: back to the default), kept with who and when. */
export async function choosePlan(
  request: FastifyRequest,
  kind: PlanElementKind,
  id: number | null,
  fileId: number | null,
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
  const fileName = (fileId: number) => state.files.get(key)?.find((f) => f.id === fileId)?.fileName ?? null;
  await tenant.db.transaction(async (tx) => {
    const [previous] = await tx.delete(c).where(where).returning({ fileId: c.fileId });
    if (file)
      await tx.insert(c).values({
        organizationId: tenant.organizationId,
        elementKind: kind,
        elementId,
        fileId: file.id,
        chosenBy: userId,
      });
    const before = previous && { elementKind: kind, fileId: previous.fileId, fileName: fileName(previous.fileId) };
    const after = file && { elementKind: kind, fileId: file.id, fileName: file.fileName };
    await tenant.with(tx as Db).record({
      resource: PLAN_CHOICES,
      recordId: elementId,
      action: before && after ? 'update' : after ? 'create' : 'delete',
      before,
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

/** Records the user's mappings (a job title, or null to match by name again); job titles must be the organisation's. */
export async function saveMappings(request: FastifyRequest, input: DesignationMappingInput[]) {
  const userId = userOf(request);
  const tenant = request.tenant;
  const wanted = [...new Set(input.flatMap((m) => (m.jobTitleId === null ? [] : [m.jobTitleId])))];
  const found = wanted.length
    ? await tenant.db
        .select({ id: jobTitles.id })
        .from(jobTitles)
        .where(tenant.where(jobTitles, inArray(jobTitles.id, wanted)))
    : [];
  const missing = wanted.find((id) => !found.some((f) => f.id === id));
  if (missing !== undefined) throw badRequest('workforcePlan.jobTitleMissing', { id: missing }, 'JobTitleId');
  const m = designationMappings;
  await tenant.db.transaction(async (tx) => {
    const scoped = tenant.with(tx as Db);
    for (const { designation, jobTitleId } of input) {
      const key = nameKey(designation);
      const [previous] = await tx
        .delete(m)
        .where(tenant.where(m, eq(m.designationKey, key)))
        .returning({ id: m.id, designation: m.designation, jobTitleId: m.jobTitleId });
      const [added] =
        jobTitleId === null
          ? []
          : await tx
              .insert(m)
              .values({
                organizationId: tenant.organizationId,
                designationKey: key,
                designation,
                jobTitleId,
                mappedBy: userId,
              })
              .returning({ id: m.id, designation: m.designation, jobTitleId: m.jobTitleId });
      const row = added ?? previous;
      if (!row) continue;
      await scoped.record({
        resource: DESIGNATION_MAPPINGS,
        recordId: row.id,
        action: previous && added ? 'update' : added ? 'create' : 'delete',
        before: previous && { designation: previous.designation, jobTitleId: previous.jobTitleId },
        after: added && { designation: added.designation, jobTitleId: added.jobTitleId },
        event: 'workforcePlan.designationsMapped',
      });
    }
  });
  return designations(request);
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
