import type { FastifyInstance } from 'fastify';
import setupRoutes from './routes';

/** The first-run checklist of the dashboard. */
export default async function setupModule(app: FastifyInstance) {
  await app.register(setupRoutes);
}
