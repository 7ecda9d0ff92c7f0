import type { FastifyInstance } from 'fastify';
import fteProfileRoutes from './routes';
import fteRestRoutes from './v1';

/** FTE profiles: the six documented families of their endpoints. */
export default async function fteModule(app: FastifyInstance) {
  await app.register(fteProfileRoutes);
  await app.register(fteRestRoutes);
}
