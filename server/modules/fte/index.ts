import type { FastifyInstance } from 'fastify';
import fteProfileRoutes from './routes';

/** FTE profiles: the six documented families of their endpoints. */
export default async function fteModule(app: FastifyInstance) {
  await app.register(fteProfileRoutes);
}
