import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { api } from '@domain/api';
import { SETUP_STEPS, stepsOffered } from '@domain/setupSteps';
import { grantsOf } from '../../auth/grants';
import { endpoint } from '../../http/endpoint';
import { forbidden } from '../../http/errors';
import { failureResponses } from '../../http/schemas';
import { setupCounts } from './store';

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
      return setupCounts(
        request.tenant,
        stepsOffered(grants).map((step) => step.key),
      );
    },
  });
}
