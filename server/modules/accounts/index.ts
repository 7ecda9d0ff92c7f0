import type { FastifyInstance } from 'fastify';
import registerRoutes from './register';
import passwordResetRoutes, { pruneSpentResetLinks } from './passwordReset';
import approvalRoutes from './approval';
import profileRoutes from './profile';
import accountRestRoutes from './v1';

/** Accounts around the sign-in routes (signIn.ts): sign-up, password reset, approval and deactivation,
 * and each person's own profile and password. */
export default async function accountRoutes(app: FastifyInstance) {
  await app.register(registerRoutes);
  await app.register(passwordResetRoutes);
  await app.register(approvalRoutes);
  await app.register(profileRoutes);
  await app.register(accountRestRoutes);
  app.backgroundJobs.add('link pruning', () => pruneSpentResetLinks(app.db));
}
