import { readActivities, type Activities, type Cell } from '@domain/estimation';
import { workbookPlan, type WorkbookPlan } from '@domain/workforcePlan';
import { activityCache } from '../../estimation/recentFiles';
import type { Tenant } from '../../db/tenant';
import { EstimationFiles } from '../estimation/store';

const MAX_ENTRIES = 5000;

/**
 * The plan lines of workbooks, by file, FTE value and costs. A stored workbook never changes, so
 * its lines change only with its costs: they are part of the key. A tree of 200 plans then costs
 * 200 map look-ups instead of 200 reports.
 */
const cache = new Map<string, WorkbookPlan>();

const costsKey = (costs: Record<string, number>) =>
  Object.entries(costs)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, cost]) => `${name}=${cost}`)
    .join('|');

/** The activities of a stored workbook: from the shared cache, else from its sheet. */
async function activitiesOf(tenant: Tenant, fileId: number): Promise<Activities | undefined> {
  const cached = activityCache.get(tenant.db, tenant.organizationId, fileId);
  if (cached) return cached;
  const table = JSON.parse(await new EstimationFiles(tenant).sheet(fileId)) as Cell[][];
  const activities = readActivities(table);
  if (activities) activityCache.set(tenant.db, tenant.organizationId, fileId, activities);
  return activities;
}

/** A workbook as a plan (the report with its FTE value and costs, and its groups); empty when the sheet is unusable. */
export async function workbookPlanOf(
  tenant: Tenant,
  file: { id: number; fte: number },
  costs: Record<string, number>,
): Promise<WorkbookPlan> {
  const key = `${tenant.organizationId}:${file.id}:${file.fte}:${costsKey(costs)}`;
  const found = cache.get(key);
  if (found) return found;
  const activities = await activitiesOf(tenant, file.id);
  const plan = activities ? workbookPlan(activities, file.fte, costs) : { lines: [], groups: [] };
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(key, plan);
  return plan;
}
