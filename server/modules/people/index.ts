import type { FastifyInstance } from 'fastify';
import employeeRoutes from './employees';
import userManagementRoutes from './userManagement';
import roleRoutes from './roles';
import peopleRestRoutes from './v1';

/** People: employees (AuthenticationAPI), users (UserManagementAPI) and roles. */
export default async function peopleRoutes(app: FastifyInstance) {
  await app.register(employeeRoutes);
  await app.register(userManagementRoutes);
  await app.register(roleRoutes);
  await app.register(peopleRestRoutes);
}
