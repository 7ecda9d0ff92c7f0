import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { fteFamily } from '../../../src/domain/fteFamilies';
import type { FteScope } from '../../../src/domain/fteScopes';
import { fteProfiles, resourceTables } from '../../db/schema';
import { notFound } from '../../http/errors';
import { currencyOf } from './store';

const p = fteProfiles;

/** FTE profiles of a category (and element), as dropdown items with their country and currency. */
export async function profileOptions(request: FastifyRequest, scope: FteScope, elementId?: number) {
  const tenant = request.tenant;
  const rows = await tenant.db
    .select({ id: p.id, name: p.fteName, country: p.country, fte: p.fte })
    .from(p)
    .where(tenant.where(p, eq(p.scope, scope), scope === 'organization' || elementId === undefined ? undefined : eq(p.elementId, elementId)))
    .orderBy(asc(p.fteName), asc(p.id));
  return rows.map((r) => ({ ...r, currency: currencyOf(r.country) }));
}

/** GetSubCategoryDropdown: the elements of a category, or for the organisation its FTE profiles. */
export async function subCategoryOptions(request: FastifyRequest, scope: FteScope) {
  const element = fteFamily(scope).element;
  if (!element) return profileOptions(request, scope);
  const table = resourceTables[element];
  const tenant = request.tenant;
  return tenant.db.select({ id: table.id, name: table.name }).from(table).where(tenant.where(table)).orderBy(asc(table.name), asc(table.id));
}

/** GetFteValueById: the FTE value of a profile of the category. */
export async function fteValue(request: FastifyRequest, scope: FteScope, profileId: number): Promise<number> {
  const tenant = request.tenant;
  const [row] = await tenant.db.select({ fte: p.fte }).from(p).where(tenant.where(p, and(eq(p.id, profileId), eq(p.scope, scope))));
  if (!row) throw notFound();
  return row.fte;
}
