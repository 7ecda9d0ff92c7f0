import type { FastifyInstance } from 'fastify';
import { addStructureBlockers } from './blockers';
import resourceRoutes from './routes';
import simpleRestResourceRoutes from './simpleRest';

/**
 * Every registry resource: at its documented paths and at `/api/v1/<name>` (ra-data-simple-rest),
 * an element's delete refused while its children, employees or FTE profiles hold it.
 */
export default async function resourcesModule(app: FastifyInstance) {
  addStructureBlockers();
  await app.register(resourceRoutes);
  await app.register(simpleRestResourceRoutes);
}
