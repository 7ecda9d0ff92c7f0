import { SCENARIOS } from '@domain/audit';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { nodeKey, type Scenario, type ScenarioInput } from '@domain/workforcePlan';
import type { Db } from '../../db/db';
import { users, workforceScenarioPicks, workforceScenarios } from '../../db/schema';
import { lockVersion, type ExpectedVersions } from '../../db/versions';
import { conflict, notFound } from '../../http/errors';
import { sqlState } from '../resources/elements';
import { userOf } from './promotion';
import { checkPicks } from './scenarioPicks';
import { loadPlan } from './store';

const s = workforceScenarios;
const p = workforceScenarioPicks;

/** The organisation's scenarios (or those of `ids`), oldest first, their picks named. */
export async function listScenarios(request: FastifyRequest, ids?: number[]): Promise<Scenario[]> {
  const tenant = request.tenant;
  const [state, rows, picks] = await Promise.all([
    loadPlan(tenant),
    tenant.db
      .select({
        id: s.id,
        name: s.name,
        createdBy: sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`,
        createdAt: s.createdAt,
        version: s.version,
      })
      .from(s)
      .leftJoin(users, eq(users.id, s.createdBy))
      .where(tenant.where(s, ids ? inArray(s.id, ids) : undefined))
      .orderBy(asc(s.id)),
    tenant.db
      .select({ scenarioId: p.scenarioId, kind: p.elementKind, id: p.elementId, fileId: p.fileId })
      .from(p)
      .where(tenant.where(p, ids ? inArray(p.scenarioId, ids) : undefined))
      .orderBy(asc(p.id)),
  ]);
  const fileNames = new Map([...state.files.values()].flat().map((f) => [f.id, f.fileName]));
  return rows.map((row) => ({
    ...row,
    createdAt: new Date(row.createdAt).toISOString(),
    picks: picks
      .filter((pick) => pick.scenarioId === row.id)
      .map((pick) => {
        const kind = pick.kind as Scenario['picks'][number]['kind'];
        const id = kind === 'organisation' ? null : pick.id;
        const element = state.rolled.nodes.get(nodeKey(kind, id))?.name ?? '';
        return { kind, id, fileId: pick.fileId, element, fileName: fileNames.get(pick.fileId) ?? '' };
      }),
  }));
}

const takenName = (name: string) => conflict('workforcePlan.scenarioNameTaken', { name }, 'Name');

/** Saves a scenario (a new one without `id`); audited. A change over another version than `expected` is refused (409). */
export async function saveScenario(
  request: FastifyRequest,
  id: number | null,
  input: ScenarioInput,
  expected: ExpectedVersions,
): Promise<Scenario> {
  const tenant = request.tenant;
  const userId = userOf(request);
  const state = await loadPlan(tenant);
  const picks = checkPicks(state, input.picks);
  const before = id === null ? undefined : (await listScenarios(request, [id]))[0];
  if (id !== null && !before) throw notFound();
  const [same] = await tenant.db
    .select({ id: s.id })
    .from(s)
    .where(tenant.where(s, eq(s.name, input.name)));
  if (same && same.id !== id) throw takenName(input.name);
  const savedId = await tenant.db
    .transaction(async (tx) => {
      const t = tenant.with(tx as Db);
      let scenarioId: number;
      if (id === null) scenarioId = (await t.insert(s, { name: input.name, createdBy: userId })).id;
      else {
        await lockVersion(tx as Db, s, t.where(s, eq(s.id, id)), expected);
        await tx
          .update(s)
          .set({ name: input.name, version: sql`${s.version} + 1` })
          .where(t.where(s, eq(s.id, id)));
        await tx.delete(p).where(t.where(p, eq(p.scenarioId, id)));
        scenarioId = id;
      }
      if (picks.length)
        await tx
          .insert(p)
          .values(picks.map((pick) => ({ ...pick, scenarioId, organizationId: tenant.organizationId })));
      const after = {
        name: input.name,
        picks: picks.map((x) => `${x.elementKind}:${x.elementId}=${x.fileId}`).join(', '),
      };
      const was = before && {
        name: before.name,
        picks: before.picks.map((x) => `${x.kind}:${x.id ?? 0}=${x.fileId}`).join(', '),
      };
      await t.record({
        resource: SCENARIOS,
        recordId: scenarioId,
        action: was ? 'update' : 'create',
        before: was,
        after,
      });
      return scenarioId;
    })
    .catch((error: unknown) => {
      // Two saves of one new name at once: the unique index refuses the second.
      if (sqlState(error) === '23505') throw takenName(input.name);
      throw error;
    });
  return (await listScenarios(request, [savedId]))[0];
}

/** Deletes a scenario (its picks go with it); audited. */
export async function deleteScenario(
  request: FastifyRequest,
  id: number,
  expected: ExpectedVersions,
): Promise<Scenario> {
  const tenant = request.tenant;
  const [before] = await listScenarios(request, [id]);
  if (!before) throw notFound();
  await tenant.db.transaction(async (tx) => {
    const t = tenant.with(tx as Db);
    await lockVersion(tx as Db, s, t.where(s, eq(s.id, id)), expected);
    await tx.delete(s).where(t.where(s, eq(s.id, id)));
    await t.record({ resource: SCENARIOS, recordId: id, action: 'delete', before: { name: before.name } });
  });
  return before;
}
