import type { FastifyInstance } from 'fastify';
import signInLockRoutes from './routes';

/** The Super Admin's sign-in locks: the list and the clearing of one. */
export default async function signInLocksModule(app: FastifyInstance) {
  await app.register(signInLockRoutes);
}
