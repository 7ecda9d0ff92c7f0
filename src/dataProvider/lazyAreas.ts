import type { EstimationMethods } from './estimation';
import type { ImportMethods } from './import';
import { lazyMethods } from './lazyMethods';
import type { Http } from './requests';
import type { WorkforcePlanMethods } from './workforcePlan';
import type { ScenarioMethods } from './scenarios';

/**
 * The areas whose code loads with the first of their calls (see lazyMethods): their method names,
 * known here before their code arrives, which the type of each area checks against its own.
 */
export function lazyAreaMethods(http: Http) {
  return {
    ...lazyMethods<EstimationMethods>(async () => (await import('./estimation')).createEstimationMethods(http), {
      elements: true,
      profiles: true,
      fteValue: true,
      sheet: true,
      reportFiles: true,
      report: true,
      costingFiles: true,
      saveCopy: true,
      uploadWorkbook: true,
      downloadWorkbook: true,
      reportWorkbook: true,
      template: true,
    }),
    ...lazyMethods<WorkforcePlanMethods>(
      async () => (await import('./workforcePlan')).createWorkforcePlanMethods(http),
      {
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
      },
    ),
    ...lazyMethods<ScenarioMethods>(async () => (await import('./scenarios')).createScenarioMethods(http), {
      scenarios: true,
      scenarioDrafts: true,
      compareScenarios: true,
      saveScenario: true,
      deleteScenario: true,
    }),
    ...lazyMethods<ImportMethods>(async () => (await import('./import')).createImportMethods(), {
      importTemplate: true,
      checkImport: true,
      runImport: true,
      importFailingRows: true,
    }),
  };
}
