import type { FastifyInstance } from 'fastify';
import organizationRoutes from './routes';
import organizationRestRoutes from './v1';

/** The Super Admin's organisations: the list, and the deletion of one with every row of it. */
export default async function organizationsModule(app: FastifyInstance) {
  await app.register(organizationRoutes);
  await app.register(organizationRestRoutes);
}
