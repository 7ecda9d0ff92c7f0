import { api, apiPath, importEndpoints, resourceApi } from '@domain/api';

/** The documented addresses the bench calls, named from the one table (domain/api). */
export const PATHS = {
  signIn: apiPath(api.accounts.signIn),
  departments: apiPath(resourceApi('departments').list),
  saveDepartment: apiPath(resourceApi('departments').save),
  employees: apiPath(api.employees.allEmployees),
  addFile: apiPath(api.estimation.addFile),
  report: apiPath(api.estimation.reportCalculation),
  planTree: apiPath(api.workforcePlan.tree),
  planSummary: apiPath(api.workforcePlan.summary),
  scenarios: apiPath(api.workforcePlan.createScenario),
  scenarioDrafts: apiPath(api.workforcePlan.scenarioDrafts),
  compareScenarios: apiPath(api.workforcePlan.compareScenarios),
  importEmployees: (step: 'check' | 'import') => apiPath(importEndpoints('employees')[step]),
} as const;
