import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { fteFamily } from '@domain/fteFamilies';
import type { FteScope } from '@domain/fteScopes';
import { fteProfiles, resourceTables } from '../../db/schema';
import { notFound } from '../../http/errors';
import { searchCondition } from '../../db/lists';
import { currencyOf, type FileMeta } from './store';

const p = fteProfiles;

/**
 * FTE profiles of a category (and element), as dropdown items with their country and currency, by
 * name whatever its case (as the lists sort); `q` searches the name.
 */
export async function profileOptions(request: FastifyRequest, scope: FteScope, elementId?: number, q?: string) {
  const tenant = request.tenant;
  const name = tenant.shown(p.fteName, p.fteNameAr);
  const rows = await tenant.db
    .select({ id: p.id, name, country: p.country, fte: p.fte })
    .from(p)
    .where(
      tenant.where(
        p,
        eq(p.scope, scope),
        scope === 'organization' || elementId === undefined ? undefined : eq(p.elementId, elementId),
        searchCondition(q, tenant.language === 'ar' ? [p.fteName, p.fteNameAr] : [p.fteName]),
      ),
    )
    .orderBy(sql`lower(${name})`, asc(p.id));
  return rows.map((r) => ({ ...r, currency: currencyOf(r.country) }));
}

/**
 * GetSubCategoryDropdown: the elements of a category, or for the organisation its FTE profiles, by
 * name whatever its case (the stored lowercase key, as the lists sort); `q` searches the name as
 * every list does (case-insensitive contains, `%` and `_` literal).
 */
export async function subCategoryOptions(request: FastifyRequest, scope: FteScope, q?: string) {
  const element = fteFamily(scope).element;
  if (!element) return profileOptions(request, scope, undefined, q);
  const table = resourceTables[element];
  const tenant = request.tenant;
  const arabic = tenant.language === 'ar';
  const name = tenant.shown(table.name, table.nameAr);
  return tenant.db
    .select({ id: table.id, name })
    .from(table)
    .where(tenant.where(table, searchCondition(q, arabic ? [table.name, table.nameAr] : [table.name])))
    .orderBy(arabic ? sql`lower(${name})` : asc(table.nameKey), asc(table.id));
}

/** GetFteValueById: the FTE value of a profile of the category. */
export async function fteValue(request: FastifyRequest, scope: FteScope, profileId: number): Promise<number> {
  const tenant = request.tenant;
  const [row] = await tenant.db
    .select({ fte: p.fte })
    .from(p)
    .where(tenant.where(p, and(eq(p.id, profileId), eq(p.scope, scope))));
  if (!row) throw notFound();
  return row.fte;
}

/**
 * The FTE profile a file was uploaded for, with its category and the name of its structure element:
 * what the report's filters show when the report is opened from a link to the file.
 */
export async function fileProfile(request: FastifyRequest, meta: FileMeta) {
  const tenant = request.tenant;
  const [profile] = await tenant.db
    .select({ id: p.id, name: tenant.shown(p.fteName, p.fteNameAr), country: p.country })
    .from(p)
    .where(tenant.where(p, eq(p.id, meta.fteProfileId)));
  const element = fteFamily(meta.category as FteScope).element;
  let elementName: string | null = null;
  if (element && meta.elementId !== null) {
    const table = resourceTables[element];
    const [row] = await tenant.db
      .select({ name: tenant.shown(table.name, table.nameAr) })
      .from(table)
      .where(tenant.where(table, eq(table.id, meta.elementId)));
    elementName = row?.name ?? null;
  }
  return profile ? { ...profile, category: meta.category, elementId: meta.elementId, elementName } : null;
}
