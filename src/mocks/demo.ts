import {
  DEMO_CONTACT,
  DEMO_EMPLOYEE_TYPES,
  DEMO_FTE_PROFILES,
  DEMO_JOB_TITLES,
  DEMO_LEVELS,
  DEMO_PEOPLE,
  DEMO_ROLES,
  DEMO_PLAN_WORKBOOKS,
  DEMO_WORKBOOK,
  demoCosts,
  demoStructure,
  type DemoNamed,
} from '@domain/demo';
import { annualCostOf, checkTable } from '@domain/estimation';
import { computeFte, type FteInput } from '@domain/fte';
import { FTE_ELEMENT_OF } from '@domain/fteScopes';
import { getResource } from '@domain/registry';
import { EstimationState, demoSheet } from './estimationState';
import { CREATED_BY } from './http';
import { MockStore, type MockSeed } from './store';

const named = ([name, description]: DemoNamed) => ({ name, description });

/** The id a seeded row gets: its place in its table, as in a freshly seeded database. */
const idIn = (rows: Array<Record<string, unknown>>, name: string | null | undefined): number | null => {
  const index = name ? rows.findIndex((r) => r.name === name) : -1;
  return index < 0 ? null : index + 1;
};

/** The demo organisation (domain/demo) as the rows of the mock backend's tables. */
export function demoTables(): MockSeed {
  const tables: Record<string, Array<Record<string, unknown>>> = { employeeTypes: DEMO_EMPLOYEE_TYPES.map(named) };
  const structure = demoStructure();
  for (const level of DEMO_LEVELS) {
    const parent = getResource(level).parent;
    tables[level] = structure[level].map((e) => ({
      name: e.name,
      description: e.description,
      ...(parent ? { [parent.source]: idIn(tables[parent.reference], e.parent) } : {}),
    }));
  }
  tables.jobTitles = DEMO_JOB_TITLES.map(named);
  tables.fteProfiles = DEMO_FTE_PROFILES.map(({ scope, element, fteName, week }) => ({
    ...week,
    fteName,
    scope,
    elementId: scope === 'organization' ? null : idIn(tables[FTE_ELEMENT_OF[scope]], element),
  }));
  tables.roles = DEMO_ROLES.map((role) => ({ ...role }));
  const idOf = (table: string, name?: string) => idIn(tables[table], name);
  tables.employees = DEMO_PEOPLE.map((p) => ({
    firstName: p.first,
    lastName: p.last,
    email: p.email,
    ...DEMO_CONTACT,
    isActive: p.active ?? true,
    roleId: idOf('roles', p.role),
    employeeTypeId: idOf('employeeTypes', p.type),
    departmentId: idOf('departments', p.department),
    subDepartmentId: idOf('subDepartments', p.subDepartment),
    teamId: idOf('teams', p.team),
    designationId: idOf('jobTitles', p.jobTitle),
    joiningDate: p.joined,
    createdBy: CREATED_BY,
  }));
  return tables;
}

export const demoStore = (): MockStore => new MockStore(demoTables());

/** The demo workbook on the head office profile, with its costs, when the store has that profile. */
export function demoEstimation(store: MockStore): EstimationState {
  const state = new EstimationState();
  const profile = store
    .all('fteProfiles')
    .find((p) => p.scope === 'organization' && p.fteName === DEMO_WORKBOOK.profile);
  if (!profile) return state;
  const sheet = demoSheet();
  const file = state.addFile({
    fileName: DEMO_WORKBOOK.fileName,
    fileType: 'O',
    category: 'organization',
    elementId: null,
    fteProfileId: profile.id,
    fte: computeFte(profile as unknown as FteInput).breakdown?.fte ?? 0,
    country: String(profile.country),
    sourceFileId: null,
    table: sheet.table ?? [],
    warnings: sheet.warnings,
    // The browser cannot write .xlsx: the demo file has no workbook to download.
    bytes: null,
  });
  for (const { designationName, breakdown } of demoCosts())
    state.addCost({ fileId: file.id, designationName, designationID: null, cost: annualCostOf(breakdown), breakdown });
  addPlanWorkbooks(store, state);
  return state;
}

/** The demo workforce plan's department workbooks, with their costs. */
function addPlanWorkbooks(store: MockStore, state: EstimationState): void {
  for (const workbook of DEMO_PLAN_WORKBOOKS) {
    const profile = store.all('fteProfiles').find((p) => p.fteName === workbook.profile);
    const sheet = checkTable(workbook.rows());
    if (!profile || !sheet.table) continue;
    const file = state.addFile({
      fileName: workbook.fileName,
      fileType: workbook.fileType,
      category: String(profile.scope),
      elementId: (profile.elementId as number | null) ?? null,
      fteProfileId: profile.id,
      fte: computeFte(profile as unknown as FteInput).breakdown?.fte ?? 0,
      country: String(profile.country),
      sourceFileId: state.byName(workbook.source ?? null)?.id ?? null,
      table: sheet.table,
      warnings: sheet.warnings,
      bytes: null,
    });
    file.createdDate = workbook.createdDate;
    for (const { designationName, breakdown } of workbook.costs)
      state.addCost({
        fileId: file.id,
        designationName,
        designationID: null,
        cost: annualCostOf(breakdown),
        breakdown,
      });
  }
}
