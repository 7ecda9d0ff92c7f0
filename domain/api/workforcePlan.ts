import type { Requirement } from '../permissions';
import { DELETE, GET, POST, PUT } from './endpoint';

const plan = (action: Requirement['action']): Requirement => ({ permission: 'Workforce Plan', action });

/**
 * The workforce plan: the structure tree, one element's plan (the organisation's has no id), its
 * history and restores, job title designations, the summary, the comparison, the export, the plan pack
 * and the organisation-wide scenarios (named sets of drafts) with their comparison.
 */
export const workforcePlanApi = {
  tree: GET('WorkforcePlan/tree', plan('View')),
  organisationElement: GET('WorkforcePlan/elements/organisation', plan('View')),
  element: GET('WorkforcePlan/elements/:kind/:id', plan('View')),
  saveOrganisationPlan: PUT('WorkforcePlan/plans/organisation', plan('Edit')),
  savePlan: PUT('WorkforcePlan/plans/:kind/:id', plan('Edit')),
  organisationHistory: GET('WorkforcePlan/plans/organisation/history', plan('View')),
  history: GET('WorkforcePlan/plans/:kind/:id/history', plan('View')),
  restoreOrganisationPlan: POST('WorkforcePlan/plans/organisation/history/:historyId/restore', plan('Edit')),
  restorePlan: POST('WorkforcePlan/plans/:kind/:id/history/:historyId/restore', plan('Edit')),
  designations: GET('WorkforcePlan/designations', plan('View')),
  saveDesignations: PUT('WorkforcePlan/designations', plan('Edit')),
  summary: GET('WorkforcePlan/summary', plan('View')),
  compare: GET('WorkforcePlan/compare', plan('View')),
  export: GET('WorkforcePlan/export', plan('View')),
  planPack: GET('WorkforcePlan/pack', plan('View')),
  planPackFigures: GET('WorkforcePlan/pack/figures', plan('View')),
  scenarios: GET('WorkforcePlan/scenarios', plan('View')),
  scenarioDrafts: GET('WorkforcePlan/scenarios/drafts', plan('View')),
  compareScenarios: GET('WorkforcePlan/scenarios/compare', plan('View')),
  createScenario: POST('WorkforcePlan/scenarios', plan('Edit')),
  updateScenario: PUT('WorkforcePlan/scenarios/:id', plan('Edit')),
  deleteScenario: DELETE('WorkforcePlan/scenarios/:id', plan('Edit')),
} as const;
