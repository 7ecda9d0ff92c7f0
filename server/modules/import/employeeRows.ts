import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { employmentShape, personalShape, residenceShape } from '@domain/employee';
import { PERSON_MESSAGES } from '@domain/personFields';
import { EMPLOYEE_COLUMNS, PLACE_COLUMNS, type ImportColumn, type ImportMode } from '@domain/import/kinds';
import { registry, type ResourceSpec } from '@domain/registry';
import { ancestorsOf } from '@domain/registry/hierarchy';
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

/** The records a file may name, by the resource (or `roles`) its column refers to. */
type Places = Map<string, Named>;

/** Every structure resource (the levels between the ones an employee is placed on included), and the roles. */
async function loadPlaces(tenant: Tenant): Promise<Places> {
  const places: Places = new Map();
  for (const spec of registry) places.set(spec.name, await namedElements(tenant, spec.name));
  places.set('roles', await namedRoles(tenant));
  return places;
}

/**
 * Where an element lies: the ids of the levels above it, by the employee column of each level that
 * has one (a team: its sub-department and department; its project, which employees are not placed
 * on, is passed through). Read from the registry's parents, so a new level is walked as well.
 */
function placeOf(places: Places, spec: ResourceSpec, element: NamedRow): Record<string, number | null> {
  const place: Record<string, number | null> = {};
  let parentId = element.parentId;
  for (const above of ancestorsOf(spec.name)) {
    if (above.employeeColumn) place[above.employeeColumn] = parentId;
    parentId = parentId === null ? null : (places.get(above.name)?.byId.get(parentId)?.parentId ?? null);
  }
  return place;
}

/** The structure resource behind a reference column, when it has levels above it. */
const nestedLevel = (column: ImportColumn): ResourceSpec | undefined => {
  const spec = registry.find((r) => r.name === column.reference);
  return spec?.parent ? spec : undefined;
};

/** The ids a row's reference cells name, each unknown or ambiguous one reported under its column. */
function references(row: SheetRow, places: Places, problems: Problems): Record<string, number | undefined> {
  const ids: Record<string, number | undefined> = {};
  for (const column of EMPLOYEE_COLUMNS) {
    const cell = row.cells[column.key];
    if (!column.reference || cell === undefined) continue;
    // A name several elements share is read as the one under the places the row has named above it.
    const level = nestedLevel(column);
    const prefer =
      level &&
      ((element: NamedRow) =>
        Object.entries(placeOf(places, level, element)).every(
          ([key, id]) => ids[key] === undefined || ids[key] === id,
        ));
    const found = places.get(column.reference)!.find(cell, prefer);
    if ('id' in found) ids[column.key] = found.id;
    else
      problems.add(
        row.number,
        column.key,
        'ambiguous' in found ? 'import.ambiguous' : `import.notFound.${column.key}`,
        {
          value: cell,
        },
      );
  }
  return ids;
}

/**
 * Each place must lie within the places chosen above it, as on the form (`errors.<place>Elsewhere`:
 * the sub-department within the department, the team within both).
 */
function checkPlaces(row: SheetRow, input: EmployeeValues, places: Places, problems: Problems): void {
  const chosen = input as unknown as Record<string, number | null | undefined>;
  for (const column of PLACE_COLUMNS) {
    const level = nestedLevel(column);
    const id = chosen[column.key];
    const element = level && id != null ? places.get(level.name)?.byId.get(id) : undefined;
    if (!level || !element) continue;
    const elsewhere = Object.entries(placeOf(places, level, element)).some(
      ([key, at]) => at !== null && chosen[key] != null && at !== chosen[key],
    );
    if (elsewhere) problems.add(row.number, column.key, `errors.${column.key.replace(/Id$/, '')}Elsewhere`);
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
