import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { ident, readSchema, rowsOf } from '../../db/introspection';
import { resourceTables, roles, userImages, users } from '../../db/schema';
import { roleGrants } from '../../auth/grants';
import type { Grants } from '@domain/permissions';
import { recordMissing } from '../../db/errors';
import { ACCOUNTS, EMPLOYEES } from '@domain/audit';
import { registry, type ResourceSpec } from '@domain/registry';
import { ancestorsOf } from '@domain/registry/hierarchy';

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

/** A place's key in the export: its resource in the singular (`subDepartments` -> `subDepartment`). */
const placeKey = (spec: ResourceSpec): string => spec.name.replace(/s$/, '');

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
  if (!user) throw recordMissing();
  const [image] = await db.select().from(userImages).where(eq(userImages.userId, userId));
  const [role] = user.roleId ? await db.select().from(roles).where(eq(roles.id, user.roleId)) : [];

  // Each place the employee form fills in, and after it the levels above it that the form passes
  // over (a team's project), read up the registry's parents.
  const places: PersonalExport['places'] = {};
  const placed = async (spec: ResourceSpec, id: number | null) => {
    const table = resourceTables[spec.name];
    const [row] = id
      ? await db
          .select({ id: table.id, name: table.name, parentId: table.parentId })
          .from(table)
          .where(and(eq(table.id, id), eq(table.organizationId, organizationId)))
      : [];
    places[placeKey(spec)] = row ? { id: row.id, name: row.name } : null;
    return row?.parentId ?? null;
  };
  for (const spec of registry) {
    if (!spec.employeeColumn) continue;
    let parentId = await placed(spec, user[spec.employeeColumn]);
    for (const above of ancestorsOf(spec.name)) {
      if (above.employeeColumn) break;
      parentId = await placed(above, parentId);
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
