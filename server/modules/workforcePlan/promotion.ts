import { PLAN_CHOICES } from '@domain/audit';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { nodeKey, type PlanElementKind, type PlanHistoryEntry } from '@domain/workforcePlan';
import type { Db } from '../../db/db';
import { users, workforcePlanChoices, workforcePlanHistory } from '../../db/schema';
import { checkVersion, type ExpectedVersions } from '../../db/versions';
import { ApiError, badRequest, forbidden, notFound } from '../../http/errors';
import { loadPlan, type PlanState } from './store';

export const userOf = (request: FastifyRequest): number => {
  if (!request.principal) throw forbidden();
  return request.principal.userId;
};

/** The element an address names (the organisation has no id), or a 404. */
export function elementKey(state: PlanState, kind: PlanElementKind, id: number | null): string {
  if (kind === 'organisation') return 'organisation';
  const key = nodeKey(kind, id);
  if (!state.rolled.nodes.has(key)) throw notFound();
  return key;
}

/** What a promotion sets: a workbook of the element (null: back to the default), its year and note. */
export interface PromotionInput {
  fileId: number | null;
  planYear?: number;
  note?: string | null;
}

/**
 * Promotes one of an element's workbooks to its plan of record for a plan year (the current year
 * unless given), with an optional note, or sets it back to the default (fileId null). The plan it
 * replaces stays in the history; the promotion is audited. A promotion over another version of the
 * element's choice than `expected` is refused (409).
 */
export async function promotePlan(
  request: FastifyRequest,
  kind: PlanElementKind,
  id: number | null,
  input: PromotionInput,
  expected: ExpectedVersions,
  event: 'workforcePlan.planChosen' | 'workforcePlan.planRestored' = 'workforcePlan.planChosen',
) {
  const userId = userOf(request);
  const tenant = request.tenant;
  const state = await loadPlan(tenant);
  const key = elementKey(state, kind, id);
  const files = state.files.get(key) ?? [];
  const file = input.fileId === null ? undefined : files.find((f) => f.id === input.fileId);
  if (input.fileId !== null && !file)
    throw badRequest('workforcePlan.notAPlanOfElement', { name: state.rolled.nodes.get(key)!.name }, 'FileId');
  const planYear = file ? (input.planYear ?? new Date().getUTCFullYear()) : null;
  const note = (file && input.note?.trim()) || null;
  const c = workforcePlanChoices;
  // The organisation's choice is stored under element id 0 (its row has no id of its own).
  const elementId = id ?? 0;
  const where = tenant.where(c, eq(c.elementKind, kind), eq(c.elementId, elementId));
  const fileName = (fileId: number | null) => files.find((f) => f.id === fileId)?.fileName ?? null;
  await tenant.db.transaction(async (tx) => {
    // The element's row, made at version 0 ("never chosen") when missing: concurrent promotions then
    // wait for one another on its lock instead of colliding on the unique index.
    await tx
      .insert(c)
      .values({ organizationId: tenant.organizationId, elementKind: kind, elementId, fileId: null, version: 0 })
      .onConflictDoNothing();
    const [stored] = await tx
      .select({ fileId: c.fileId, planYear: c.planYear, note: c.note, version: c.version })
      .from(c)
      .where(where)
      .for('update');
    checkVersion(stored.version, expected);
    const chosen = file?.id ?? null;
    if (stored.fileId === chosen && stored.planYear === planYear && stored.note === note) return;
    await tx
      .update(c)
      .set({ fileId: chosen, planYear, note, chosenBy: userId, chosenAt: sql`now()`, version: sql`${c.version} + 1` })
      .where(where);
    if (file)
      await tx.insert(workforcePlanHistory).values({
        organizationId: tenant.organizationId,
        elementKind: kind,
        elementId,
        fileId: file.id,
        fileName: file.fileName,
        planYear,
        note,
        promotedBy: userId,
      });
    const before = stored.fileId !== null && {
      elementKind: kind,
      fileId: stored.fileId,
      fileName: fileName(stored.fileId),
      planYear: stored.planYear,
      note: stored.note,
    };
    const after = file && { elementKind: kind, fileId: file.id, fileName: file.fileName, planYear, note };
    await tenant.with(tx as Db).record({
      resource: PLAN_CHOICES,
      recordId: elementId,
      action: before && after ? 'update' : after ? 'create' : 'delete',
      before: before || undefined,
      after,
      event,
      detail: { kind, id, fileId: file?.id ?? null, fileName: file?.fileName ?? null, planYear, note },
    });
  });
  return { state, key, element: state.rolled.nodes.get(key)!.name, file: file?.fileName };
}

/** The plans an element has had on record, newest first, with which one is current and which can come back. */
export async function planHistory(
  request: FastifyRequest,
  kind: PlanElementKind,
  id: number | null,
): Promise<PlanHistoryEntry[]> {
  const tenant = request.tenant;
  const state = await loadPlan(tenant);
  const key = elementKey(state, kind, id);
  const h = workforcePlanHistory;
  const rows = await tenant.db
    .select({
      id: h.id,
      fileId: h.fileId,
      fileName: h.fileName,
      planYear: h.planYear,
      note: h.note,
      promotedBy: sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`,
      promotedAt: h.promotedAt,
    })
    .from(h)
    .leftJoin(users, eq(users.id, h.promotedBy))
    .where(tenant.where(h, and(eq(h.elementKind, kind), eq(h.elementId, id ?? 0))))
    .orderBy(desc(h.id));
  const plan = state.plans.get(key)?.plan;
  const current = plan?.source === 'chosen' ? plan.fileId : null;
  const files = new Set((state.files.get(key) ?? []).map((f) => f.id));
  return rows.map((row, index) => {
    const isCurrent = index === 0 && row.fileId !== null && row.fileId === current;
    return {
      ...row,
      promotedAt: new Date(row.promotedAt).toISOString(),
      current: isCurrent,
      restorable: !isCurrent && row.fileId !== null && files.has(row.fileId),
    };
  });
}

/** Brings a plan of the element's history back as its plan of record, with its year and note. */
export async function restorePlan(
  request: FastifyRequest,
  kind: PlanElementKind,
  id: number | null,
  historyId: number,
  expected: ExpectedVersions,
) {
  const history = await planHistory(request, kind, id);
  const entry = history.find((e) => e.id === historyId);
  const state = await loadPlan(request.tenant);
  const name = state.rolled.nodes.get(elementKey(state, kind, id))!.name;
  if (!entry) throw new ApiError(404, 'workforcePlan.historyMissing', { name });
  if (entry.fileId === null || (!entry.restorable && !entry.current))
    throw badRequest('workforcePlan.historyFileDeleted', { file: entry.fileName }, 'HistoryId');
  const input = { fileId: entry.fileId, planYear: entry.planYear ?? undefined, note: entry.note };
  return promotePlan(request, kind, id, input, expected, 'workforcePlan.planRestored');
}
