import { and, count, eq } from 'drizzle-orm';
import type { SetupStepKey } from '@domain/setupSteps';
import { costings, departments, estimationFiles, fteProfiles, jobTitles, users } from '../../db/schema';
import type { Tenant, TenantTable } from '../../db/tenant';

/** How many records of the organisation tick each step (employees: not the owner's own account). */
const COUNTED: Record<SetupStepKey, (tenant: Tenant) => Promise<number>> = {
  department: (tenant) => countOf(tenant, departments),
  fteProfile: (tenant) => countOf(tenant, fteProfiles),
  jobTitle: (tenant) => countOf(tenant, jobTitles),
  employee: (tenant) => countOf(tenant, users, eq(users.isOwner, false)),
  workbook: (tenant) => countOf(tenant, estimationFiles),
  costs: (tenant) => countOf(tenant, costings),
};

async function countOf(tenant: Tenant, table: TenantTable, condition?: ReturnType<typeof eq>): Promise<number> {
  const [row] = await tenant.db
    .select({ n: count() })
    .from(table)
    .where(and(tenant.where(table), condition));
  return Number(row.n);
}

/** The organisation's count of records for each step asked about, in the order asked. */
export async function setupCounts(
  tenant: Tenant,
  steps: readonly SetupStepKey[],
): Promise<Array<{ key: SetupStepKey; count: number }>> {
  const answers = [];
  // One after another: the embedded database has a single connection.
  for (const key of steps) answers.push({ key, count: await COUNTED[key](tenant) });
  return answers;
}
