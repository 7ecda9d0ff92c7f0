import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { api } from '@domain/api';
import { SETUP_STEPS, stepsOffered, type SetupStepKey } from '@domain/setupSteps';
import { costings, departments, estimationFiles, fteProfiles, jobTitles, users } from '../../db/schema';
import type { Tenant, TenantTable } from '../../db/tenant';
import { grantsOf } from '../../auth/grants';
import { endpoint } from '../../http/endpoint';
import { forbidden } from '../../http/errors';
import { failureResponses } from '../../http/schemas';

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

/** The first-run checklist of the dashboard: one call, the caller's organisation, the steps its role may take. */
export default async function setupRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...endpoint(api.platform.setupProgress),
    schema: {
      tags: ['DashboardAPI'],
      summary: 'The first-run checklist: for each step the caller may take, how many records the organisation has',
      response: {
        200: z.array(z.object({ key: z.enum(SETUP_STEPS.map((step) => step.key)), count: z.number().int() })),
        ...failureResponses,
      },
    },
    handler: async (request) => {
      const principal = request.principal;
      if (!principal || principal.kind === 'super') throw forbidden();
      const grants = await grantsOf(app.db, principal);
      const tenant = request.tenant;
      const steps = stepsOffered(grants);
      const answers = [];
      // One after another: the embedded database has a single connection.
      for (const step of steps) answers.push({ key: step.key, count: await COUNTED[step.key](tenant) });
      return answers;
    },
  });
}
