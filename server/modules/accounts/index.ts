import type { FastifyInstance } from 'fastify';
import registerRoutes from './register';
import passwordResetRoutes from './passwordReset';
import approvalRoutes from './approval';

/** Accounts around the sign-in routes (signIn.ts): sign-up, password reset, approval and deactivation. */
export default async function accountRoutes(app: FastifyInstance) {
  await app.register(registerRoutes);
  await app.register(passwordResetRoutes);
  await app.register(approvalRoutes);
}
