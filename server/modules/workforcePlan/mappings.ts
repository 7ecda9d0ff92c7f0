import { DESIGNATION_MAPPINGS } from '@domain/audit';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { nameKey, type DesignationMappingInput } from '@domain/workforcePlan';
import type { Db } from '../../db/db';
import type { Tenant } from '../../db/tenant';
import { designationMappings, jobTitles } from '../../db/schema';
import { checkVersion } from '../../db/versions';
import { badRequest } from '../../http/errors';
import { userOf } from './promotion';
import { designations } from './plan';
import { loadPlan } from './store';

const m = designationMappings;

/**
 * What a save asks, one entry per designation (the last one of a designation written twice): only
 * designations of the organisation's workbooks, mapped to its own job titles.
 */
async function wantedMappings(request: FastifyRequest, input: DesignationMappingInput[]) {
  const tenant = request.tenant;
  const known = new Set((await loadPlan(tenant)).designations.map(nameKey));
  const wanted = new Map<string, DesignationMappingInput>();
  for (const mapping of input) {
    const key = nameKey(mapping.designation);
    // A mapping of a title no workbook uses would never be read, and each is kept and audited.
    if (!known.has(key))
      throw badRequest('workforcePlan.designationUnknown', { designation: mapping.designation }, 'Designation');
    wanted.set(key, mapping);
  }
  const titles = [...new Set([...wanted.values()].flatMap((w) => (w.jobTitleId === null ? [] : [w.jobTitleId])))];
  const found = titles.length
    ? await tenant.db
        .select({ id: jobTitles.id })
        .from(jobTitles)
        .where(tenant.where(jobTitles, inArray(jobTitles.id, titles)))
    : [];
  const missing = titles.find((id) => !found.some((f) => f.id === id));
  if (missing !== undefined) throw badRequest('workforcePlan.jobTitleMissing', { id: missing }, 'JobTitleId');
  return wanted;
}

/** The names of job titles by id, for the audit trail. */
async function titleNames(scoped: Tenant, ids: Array<number | null>): Promise<Map<number | null, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  const rows = wanted.length
    ? await scoped.db
        .select({ id: jobTitles.id, name: jobTitles.name })
        .from(jobTitles)
        .where(scoped.where(jobTitles, inArray(jobTitles.id, wanted)))
    : [];
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * Records the user's mappings (a job title, or null to match by name again), all or none: a
 * mapping sent with a version that is no longer its own refuses the whole save (409). Only the
 * mappings that change are written and audited.
 */
export async function saveMappings(request: FastifyRequest, input: DesignationMappingInput[]) {
  const userId = userOf(request);
  const tenant = request.tenant;
  const wanted = await wantedMappings(request, input);
  // In key order, so that two saves of overlapping designations lock their rows in the same order.
  const keys = [...wanted.keys()].sort();
  if (keys.length === 0) return designations(request);
  await tenant.db.transaction(async (tx) => {
    const scoped = tenant.with(tx as Db);
    // Each designation's row, made at version 0 ("never mapped") when missing: concurrent saves
    // then wait for one another on its lock instead of colliding on the unique index.
    await tx
      .insert(m)
      .values(
        keys.map((key) => ({
          organizationId: tenant.organizationId,
          designationKey: key,
          designation: wanted.get(key)!.designation,
          jobTitleId: null,
          version: 0,
        })),
      )
      .onConflictDoNothing();
    const stored = await tx
      .select({
        id: m.id,
        key: m.designationKey,
        designation: m.designation,
        jobTitleId: m.jobTitleId,
        version: m.version,
      })
      .from(m)
      .where(and(eq(m.organizationId, tenant.organizationId), inArray(m.designationKey, keys)))
      .orderBy(asc(m.designationKey))
      .for('update');
    for (const row of stored) {
      const { version } = wanted.get(row.key)!;
      checkVersion(row.version, version ? [version] : undefined);
    }
    const changed = stored.filter((row) => row.jobTitleId !== wanted.get(row.key)!.jobTitleId);
    if (changed.length === 0) return;
    // One statement and one audit entry for the whole save (at most 500 titles), not one per title.
    const values = changed.map((row) => {
      const { designation, jobTitleId } = wanted.get(row.key)!;
      return sql`(${row.id}::int, ${designation}::text, ${jobTitleId}::int)`;
    });
    await tx.execute(
      sql`update ${m} set designation = v.designation, job_title_id = v.job_title_id, mapped_by = ${userId},
        mapped_at = now(), version = ${m.version} + 1
        from (values ${sql.join(values, sql`, `)}) as v(id, designation, job_title_id) where ${m.id} = v.id`,
    );
    // Each changed designation as a field, its job title's name as the value (none: matched by name).
    const ids = changed.flatMap((row) => [row.jobTitleId, wanted.get(row.key)!.jobTitleId]);
    const named = await titleNames(scoped, ids);
    const mapped = (pick: (row: (typeof changed)[number]) => number | null) =>
      Object.fromEntries(changed.map((row) => [wanted.get(row.key)!.designation, named.get(pick(row)) ?? null]));
    await scoped.record({
      resource: DESIGNATION_MAPPINGS,
      // The organisation's mappings as a whole: one entry for the save.
      recordId: 0,
      action: 'update',
      before: mapped((row) => row.jobTitleId),
      after: mapped((row) => wanted.get(row.key)!.jobTitleId),
      event: 'workforcePlan.designationsMapped',
      detail: { count: changed.length },
    });
  });
  return designations(request);
}
