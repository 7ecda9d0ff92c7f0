import type { FastifyInstance } from 'fastify';
import costingRoutes from './routes';

/** Costing: one annual cost per full-time person for each (estimation file, job title). */
export default async function costingModule(app: FastifyInstance) {
  await app.register(costingRoutes);
}
