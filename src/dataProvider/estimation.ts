import type { DataProvider } from 'react-admin';
import { lazyMethods } from './lazyMethods';
import type { createEstimationMethods } from './estimationCalls';

export type { CostingInput, SaveCopyInput } from './estimationCalls';

export type EstimationMethods = ReturnType<typeof createEstimationMethods>;

const NAMES: Record<keyof EstimationMethods, true> = {
  elements: true,
  profiles: true,
  fteValue: true,
  files: true,
  sheet: true,
  reportFiles: true,
  report: true,
  costingFiles: true,
  deleteFile: true,
  saveCopy: true,
  uploadWorkbook: true,
  downloadWorkbook: true,
  reportWorkbook: true,
  template: true,
  costsOf: true,
  saveCost: true,
  removeCost: true,
};

/** `base` with the estimation, report and costing calls beside its own methods, loaded with the first of them. */
export function withEstimation<P extends DataProvider>(base: P): P & EstimationMethods {
  const methods = lazyMethods<EstimationMethods>(
    async () => (await import('./estimationCalls')).createEstimationMethods(),
    NAMES,
  );
  return { ...base, ...methods };
}
