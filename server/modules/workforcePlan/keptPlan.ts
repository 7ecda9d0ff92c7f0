import { isDatabaseHandle, writeGenerationOf, type Db } from '../../db/client';
import type { Tenant } from '../../db/tenant';

interface Kept<S> {
  /** PGlite's write count when the rows were read. */
  at: number | undefined;
  /** The rows the state was figured from, as JSON. */
  rows: string;
  state: Promise<S>;
}

/**
 * Per database handle, organisation, reader's language (names are shown in it) and what is figured
 * (the plan, or a comparison of given scenarios): the last state figured, and from what.
 */
const kept = new WeakMap<Db, Map<string, Kept<unknown>>>();
const ORGANISATIONS_KEPT = 100;

/**
 * An organisation's workforce plan, figured again only when what it is figured from changed. The
 * roll-up of a large organisation costs far more than reading its rows (1,000 elements and 100,000
 * people give a few thousand aggregated rows), and the same rows always give the same plan: on
 * PostgreSQL the rows are read every time (other instances write) and the plan is kept while they
 * are the same. On PGlite one process owns the database and counts its writes (writeGenerationOf):
 * while the count stands still the rows are not even read. Inside a transaction nothing is kept.
 * Callers must not change a kept state. `what` tells apart states figured from the same organisation.
 */
export async function keptPlan<R, S>(
  tenant: Tenant,
  read: (tenant: Tenant) => Promise<R>,
  figure: (tenant: Tenant, rows: R) => Promise<S>,
  what = 'plan',
): Promise<S> {
  if (!isDatabaseHandle(tenant.db)) return figure(tenant, await read(tenant));
  const at = writeGenerationOf(tenant.db)?.();
  let store = kept.get(tenant.db);
  if (!store) kept.set(tenant.db, (store = new Map()));
  const key = `${tenant.organizationId}:${tenant.language}:${what}`;
  const hit = store.get(key) as Kept<S> | undefined;
  if (hit && at !== undefined && hit.at === at) return hit.state;
  const rows = await read(tenant);
  const text = JSON.stringify(rows);
  if (hit && hit.rows === text) {
    hit.at = at;
    return hit.state;
  }
  const state = figure(tenant, rows);
  const entry: Kept<S> = { at, rows: text, state };
  if (!store.has(key) && store.size >= ORGANISATIONS_KEPT) store.delete(store.keys().next().value!);
  store.set(key, entry);
  // A failed figuring is not kept: the next request tries again.
  state.catch(() => store.get(key) === entry && store.delete(key));
  return state;
}
