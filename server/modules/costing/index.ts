import type { FastifyInstance } from 'fastify';
import costingRoutes from './routes';
import costingRestRoutes from './v1';

/** Costing: one annual cost per full-time person for each (estimation file, job title). */
export default async function costingModule(app: FastifyInstance) {
  await app.register(costingRoutes);
  await app.register(costingRestRoutes);
}
