import type { FastifyInstance } from 'fastify';
import type { SQL } from 'drizzle-orm';
import { FTE_SCOPE_OF } from '@domain/fteScopes';
import type { ResourceName } from '@domain/registry';
import { addFteProfileBlocker } from '../fte/blockers';
import { addBlocker, blockingRows } from '../resources/blockers';
import costingModule from '../costing';
import estimationRoutes from './routes';
import estimationRestRoutes from './v1';
import { estimationFiles } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { byElement, byProfile } from './store';

const blocker = (tenant: Tenant, condition: SQL) =>
  blockingRows(tenant, estimationFiles, condition, 'blockers.estimationFiles', estimationFiles.fileName);

/** An FTE profile or a structure element that estimation files were made for cannot be deleted. */
function addEstimationBlockers() {
  addFteProfileBlocker('estimationFiles', (tenant, profile) => blocker(tenant, byProfile(profile.id)));
  for (const [resource, scope] of Object.entries(FTE_SCOPE_OF)) {
    addBlocker(resource as ResourceName, 'estimationFiles', (tenant, id) => blocker(tenant, byElement(scope, id)));
  }
}

/** Estimation files and reports (EstimationApi) and their costs (Costing). */
export default async function estimationModule(app: FastifyInstance) {
  addEstimationBlockers();
  await app.register(estimationRoutes);
  await app.register(estimationRestRoutes);
  await app.register(costingModule);
}
