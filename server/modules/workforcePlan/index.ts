import type { FastifyInstance } from 'fastify';
import workforcePlanRoutes from './routes';
import scenarioRoutes from './scenarioRoutes';

/** The workforce plan: required against actual people over the organisation tree, its choice and its export. */
export default async function workforcePlanModule(app: FastifyInstance) {
  await app.register(workforcePlanRoutes);
  await app.register(scenarioRoutes);
}
