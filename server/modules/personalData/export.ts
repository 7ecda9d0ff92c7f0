import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { ident, readSchema, rowsOf } from '../../db/introspection';
import { resourceTables, roles, userImages, users } from '../../db/schema';
import { roleGrants } from '../../auth/grants';
import type { Grants } from '@domain/permissions';
import { notFound } from '../../http/errors';
import { ACCOUNTS, EMPLOYEES } from '@domain/audit';

type Entry = Record<string, unknown>;

/** Everything the organisation keeps about one person, as handed to them on request. */
export interface PersonalExport {
  exportedAt: string;
  person: Record<string, string | number | boolean | null>;
  picture: { contentType: string; base64: string } | null;
  role: { id: number; name: string; permissions: Grants } | null;
  places: Record<string, { id: number; name: string } | null>;
  signIns: Entry[];
  auditAboutThem: Entry[];
  changesByThem: Entry[];
  /** Rows of other tables that name the person (workbooks they uploaded, costs they saved ...). */
  records: Array<{ table: string; column: string; count: number }>;
}

/** Sign-in events: the history of when and from where the account was opened and closed. */
const SIGN_IN = `(event like 'login.%' or event = 'signout')`;

const PLACES = [
  ['employeeType', 'employeeTypes', 'employeeTypeId'],
  ['department', 'departments', 'departmentId'],
  ['subDepartment', 'subDepartments', 'subDepartmentId'],
  ['team', 'teams', 'teamId'],
  ['jobTitle', 'jobTitles', 'designationId'],
] as const;

const iso = (value: unknown): unknown =>
  value instanceof Date
    ? value.toISOString()
    : typeof value === 'string' && /^\d{4}-\d\d-\d\d[ T]\d/.test(value)
      ? new Date(value).toISOString()
      : value;

/** An audit row with its times in ISO form, whatever columns the trail has gained. */
const entryOf = (row: Entry): Entry => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, iso(value)]));

/** The person's data, read inside their organisation (a 404 for anyone outside it). */
export async function personalExport(db: Db, organizationId: number, userId: number): Promise<PersonalExport> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.organizationId, organizationId)));
  if (!user) throw notFound();
  const [image] = await db.select().from(userImages).where(eq(userImages.userId, userId));
  const [role] = user.roleId ? await db.select().from(roles).where(eq(roles.id, user.roleId)) : [];

  const places: PersonalExport['places'] = {};
  for (const [key, resource, column] of PLACES) {
    const id = user[column];
    const table = resourceTables[resource];
    const [row] = id
      ? await db
          .select({ id: table.id, name: table.name, parentId: table.parentId })
          .from(table)
          .where(and(eq(table.id, id), eq(table.organizationId, organizationId)))
      : [];
    places[key] = row ? { id: row.id, name: row.name } : null;
    // The project is the team's parent.
    if (key === 'team') {
      const projects = resourceTables.projects;
      const [project] = row?.parentId
        ? await db.select({ id: projects.id, name: projects.name }).from(projects).where(eq(projects.id, row.parentId))
        : [];
      places.project = project ?? null;
    }
  }

  // The trail is read by the organisation and the person's id, never by email: an address freed in
  // one organisation and taken in another brings nothing of the first along.
  const trail = (where: string) =>
    rowsOf(
      db,
      sql.raw(`select * from audit_log where organization_id = ${organizationId} and (${where}) order by at, id`),
    );
  const signIns = await trail(`user_id = ${userId} and ${SIGN_IN}`);
  // A change names its author in user_id and its subject in resource and record_id; an account event
  // (a password changed, a profile saved) names the account in user_id and has no resource.
  const ofThem = `(resource in (${sqlText(EMPLOYEES)}, ${sqlText(ACCOUNTS)}) and record_id = ${userId})`;
  const auditAboutThem = await trail(`not ${SIGN_IN} and ((user_id = ${userId} and resource is null) or ${ofThem})`);
  const changesByThem = await trail(
    `not ${SIGN_IN} and user_id = ${userId} and resource is not null and not ${ofThem}`,
  );

  const schema = await readSchema(db);
  const records: PersonalExport['records'] = [];
  for (const key of schema.foreignKeys.filter((k) => k.parent === 'users' && k.parentColumn === 'id')) {
    const [row] = await rowsOf(
      db,
      sql.raw(`select count(*)::int as n from ${ident(key.table)} where ${ident(key.column)} = ${userId}`),
    );
    if (Number(row?.n)) records.push({ table: key.table, column: key.column, count: Number(row.n) });
  }

  return {
    exportedAt: new Date().toISOString(),
    person: {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phoneNumber: user.phoneNumber,
      country: user.country,
      city: user.city,
      address: user.address,
      dateOfBirth: user.dateOfBirth,
      joiningDate: user.joiningDate,
      leavingDate: user.leavingDate,
      language: user.language,
      status: user.isActive ? 'active' : user.deactivatedAt ? 'deactivated' : 'inactive',
      isOwner: user.isOwner,
      isApprover: user.isApprover === '1',
      createdDate: new Date(user.createdDate).toISOString(),
    },
    picture: image ? { contentType: image.contentType, base64: image.data.toString('base64') } : null,
    role: role ? { id: role.id, name: role.name, permissions: await roleGrants(db, role.id) } : null,
    places,
    signIns: signIns.map(entryOf),
    auditAboutThem: auditAboutThem.map(entryOf),
    changesByThem: changesByThem.map(entryOf),
    records,
  };
}

/** An SQL string literal. */
export const sqlText = (value: string): string => `'${value.replace(/'/g, "''")}'`;
