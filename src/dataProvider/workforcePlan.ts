import type { DataProvider } from 'react-admin';
import { lazyMethods } from './lazyMethods';
import type { createWorkforcePlanMethods } from './workforcePlanCalls';

export type WorkforcePlanMethods = ReturnType<typeof createWorkforcePlanMethods>;

const NAMES: Record<keyof WorkforcePlanMethods, true> = {
  planTree: true,
  planElement: true,
  designations: true,
  saveDesignations: true,
  choosePlan: true,
  planHistory: true,
  restorePlan: true,
  planSummary: true,
  comparePlans: true,
  exportPlan: true,
  exportPlanPack: true,
  planPack: true,
};

/** `base` with the workforce plan's calls beside its own methods, loaded with the first of them. */
export function withWorkforcePlan<P extends DataProvider>(base: P): P & WorkforcePlanMethods {
  const methods = lazyMethods<WorkforcePlanMethods>(
    async () => (await import('./workforcePlanCalls')).createWorkforcePlanMethods(),
    NAMES,
  );
  return { ...base, ...methods };
}
