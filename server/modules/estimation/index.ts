import type { FastifyInstance } from 'fastify';
import { FTE_SCOPE_OF } from '@domain/fteScopes';
import type { ResourceName } from '@domain/registry';
import { addFteProfileBlocker } from '../fte/blockers';
import { addBlocker } from '../resources/blockers';
import costingRoutes from '../costing/routes';
import estimationRoutes from './routes';
import { byElement, byProfile, countFiles } from './store';

const blocker = (count: number) => (count > 0 ? { key: 'blockers.estimationFiles', count } : undefined);

// An FTE profile or a structure element that estimation files were made for cannot be deleted.
addFteProfileBlocker(async (tenant, profile) => blocker(await countFiles(tenant, byProfile(profile.id))));
for (const [resource, scope] of Object.entries(FTE_SCOPE_OF)) {
  addBlocker(resource as ResourceName, async (tenant, id) => blocker(await countFiles(tenant, byElement(scope, id))));
}

/** Estimation files and reports (EstimationApi) and their costs (Costing). */
export default async function estimationModule(app: FastifyInstance) {
  await app.register(estimationRoutes);
  await app.register(costingRoutes);
}
