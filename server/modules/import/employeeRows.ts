import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { employmentShape, personalShape, residenceShape } from '@domain/employee';
import { PERSON_MESSAGES } from '@domain/personFields';
import { EMPLOYEE_COLUMNS, type ImportMode } from '@domain/import/kinds';
import { roleGrants } from '../../auth/grants';
import { users } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { normalizeObject } from '../../http/normalize';
import { formValues, grantsExceed, type Actor } from '../people/employeeStore';
import { namedElements, namedRoles, type Named, type NamedRow } from './lookups';
import type { Problems } from './problems';
import type { SheetRow } from './sheet';
import type { Planned } from './structureRows';

/** The Add Employee form's rules without the passwords: each person chooses theirs from a mailed link. */
const importedEmployeeShape = { ...personalShape, ...residenceShape, ...employmentShape };
const importedEmployee = z.object(importedEmployeeShape);

export type EmployeeValues = ReturnType<typeof formValues>;

interface Places {
  employeeTypes: Named;
  departments: Named;
  subDepartments: Named;
  projects: Named;
  teams: Named;
  jobTitles: Named;
  roles: Named;
}

const loadPlaces = async (tenant: Tenant): Promise<Places> => ({
  employeeTypes: await namedElements(tenant, 'employeeTypes'),
  departments: await namedElements(tenant, 'departments'),
  subDepartments: await namedElements(tenant, 'subDepartments'),
  projects: await namedElements(tenant, 'projects'),
  teams: await namedElements(tenant, 'teams'),
  jobTitles: await namedElements(tenant, 'jobTitles'),
  roles: await namedRoles(tenant),
});

/** Where a team lies: its project's sub-department and that one's department. */
function teamPlace(places: Places, team: NamedRow) {
  const project = team.parentId === null ? undefined : places.projects.byId.get(team.parentId);
  const sub = project?.parentId == null ? undefined : places.subDepartments.byId.get(project.parentId);
  return { subDepartmentId: project?.parentId ?? null, departmentId: sub?.parentId ?? null };
}

/** The ids a row's reference cells name, each unknown or ambiguous one reported under its column. */
function references(row: SheetRow, places: Places, problems: Problems): Record<string, number | undefined> {
  const ids: Record<string, number | undefined> = {};
  const resolve = (column: string, named: Named, prefer?: (r: NamedRow) => boolean) => {
    const cell = row.cells[column];
    if (cell === undefined) return;
    const found = named.find(cell, prefer);
    if ('id' in found) ids[column] = found.id;
    else
      problems.add(row.number, column, 'ambiguous' in found ? 'import.ambiguous' : `import.notFound.${column}`, {
        value: cell,
      });
  };
  resolve('employeeTypeId', places.employeeTypes);
  resolve('departmentId', places.departments);
  resolve('subDepartmentId', places.subDepartments, (sub) => sub.parentId === ids.departmentId);
  resolve('teamId', places.teams, (team) => {
    const place = teamPlace(places, team);
    return (
      place.departmentId === ids.departmentId &&
      (ids.subDepartmentId === undefined || place.subDepartmentId === ids.subDepartmentId)
    );
  });
  resolve('designationId', places.jobTitles);
  resolve('roleId', places.roles);
  return ids;
}

/** The sub-department and team must lie within the chosen department (and sub-department), as on the form. */
function checkPlaces(row: SheetRow, input: EmployeeValues, places: Places, problems: Problems): void {
  if (input.subDepartmentId !== null) {
    const sub = places.subDepartments.byId.get(input.subDepartmentId);
    if (sub && sub.parentId !== input.departmentId)
      problems.add(row.number, 'subDepartmentId', 'errors.subDepartmentElsewhere');
  }
  if (input.teamId !== null) {
    const team = places.teams.byId.get(input.teamId);
    if (!team) return;
    const place = teamPlace(places, team);
    const elsewhere =
      (place.departmentId !== null && place.departmentId !== input.departmentId) ||
      (input.subDepartmentId !== null &&
        place.subDepartmentId !== null &&
        place.subDepartmentId !== input.subDepartmentId);
    if (elsewhere) problems.add(row.number, 'teamId', 'errors.teamElsewhere');
  }
}

/**
 * The accounts the file's emails already have, in this organisation (by email, their ids) and
 * elsewhere on the platform (emails are how people sign in), asked in one statement with the
 * emails as one JSON parameter (thousands of bound parameters cost PGlite seconds to take in).
 */
async function accountsOf(tenant: Tenant, emails: string[]) {
  const here = new Map<string, { id: number; updatable: boolean }>();
  const elsewhere = new Set<string>();
  if (emails.length === 0) return { here, elsewhere };
  const rows = await tenant.db
    .select({
      email: sql<string>`lower(${users.email})`,
      id: users.id,
      organizationId: users.organizationId,
      // The owner's account and an erased person are never written over by a file.
      updatable: sql<boolean>`not ${users.isOwner} and ${users.erasedAt} is null`,
    })
    .from(users)
    .where(sql`lower(${users.email}) in (select json_array_elements_text(${JSON.stringify(emails)}::json))`);
  for (const row of rows)
    if (row.organizationId === tenant.organizationId) here.set(row.email, { id: row.id, updatable: row.updatable });
    else elsewhere.add(row.email);
  return { here, elsewhere };
}

/** A malformed email is answered as one with an account elsewhere, so neither tells the other apart. */
const isMalformedEmail = (issue: z.core.$ZodIssue) =>
  issue.path[0] === 'email' && issue.message === PERSON_MESSAGES.emailInvalid;

/**
 * Every row of an employee file checked by the Add Employee rules and messages (the same schema
 * as the form and the API), its places and role named by name or id and checked as AddEmployee
 * checks them, its email unique on the platform and in the file. An email with an account in
 * another organisation is counted against the caller by `countTaken` (which refuses past the
 * limit) and reported in the words of a malformed one. Answers the rows to insert.
 */
export async function checkEmployeeRows(
  tenant: Tenant,
  actor: Actor,
  rows: SheetRow[],
  problems: Problems,
  countTaken: (answers: number) => Promise<void>,
  mode: ImportMode = 'create',
): Promise<Planned<EmployeeValues>> {
  const places = await loadPlaces(tenant);
  const roleAllowed = new Map<number, boolean>();
  const emailRow = new Map<string, number>();
  const candidates: Array<{ row: SheetRow; values: EmployeeValues }> = [];
  for (const row of rows) {
    const body: Record<string, unknown> = {};
    for (const column of EMPLOYEE_COLUMNS) if (!column.reference) body[column.key] = row.cells[column.key];
    Object.assign(body, references(row, places, problems));
    const parsed = importedEmployee.safeParse(normalizeObject(body, importedEmployeeShape));
    if (!parsed.success) {
      if (parsed.error.issues.some(isMalformedEmail))
        problems.add(row.number, 'email', 'import.emailUnusable', { value: row.cells.email ?? '' });
      problems.addIssues(row.number, parsed.error.issues);
    }
    if (!parsed.success || problems.inRow(row.number)) continue;
    const values = formValues(parsed.data);
    checkPlaces(row, values, places, problems);
    const email = values.email.toLowerCase();
    const first = emailRow.get(email);
    if (first !== undefined) problems.add(row.number, 'email', 'import.duplicateEmail', { row: first });
    else emailRow.set(email, row.number);
    if (!actor.owner) {
      let allowed = roleAllowed.get(values.roleId);
      if (allowed === undefined) {
        allowed = !grantsExceed(await roleGrants(tenant.db, values.roleId), actor.grants);
        roleAllowed.set(values.roleId, allowed);
      }
      if (!allowed) problems.add(row.number, 'roleId', 'errors.grantExceedsOwn');
    }
    if (!problems.inRow(row.number)) candidates.push({ row, values });
  }
  const { here, elsewhere } = await accountsOf(tenant, [...emailRow.keys()]);
  await countTaken(candidates.filter(({ values }) => elsewhere.has(values.email.toLowerCase())).length);
  const planned: Planned<EmployeeValues> = { creates: [], updates: [] };
  for (const { row, values: employee } of candidates) {
    const email = employee.email.toLowerCase();
    // Only this organisation's accounts are ever matched: an address of another one stays unusable.
    const account = here.get(email);
    if (elsewhere.has(email)) problems.add(row.number, 'email', 'import.emailUnusable', { value: employee.email });
    else if (account && (mode === 'create' || !account.updatable))
      problems.add(row.number, 'email', 'import.alreadyEmployee', { value: employee.email });
    else if (account) planned.updates.push({ id: account.id, values: employee });
    else planned.creates.push(employee);
  }
  return planned;
}
