import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ACCOUNTS, COSTINGS, DESIGNATION_MAPPINGS, EMPLOYEES, PLAN_CHOICES, ROLES, WORKBOOKS } from '@domain/audit';
import { FTE_FAMILIES, fteResource } from '@domain/fteFamilies';
import { registry } from '@domain/registry';
import {
  auditLog as a,
  costings,
  designationMappings,
  estimationFiles,
  fteProfiles,
  organizations,
  resourceTables,
  roles,
  users,
} from '../../db/schema';

/** Where a resource's records are named: its table, the name, and what else picks the record out. */
export interface Named {
  table: PgTable & { id: PgColumn; organizationId: PgColumn };
  name: SQL;
  where?: SQL;
}

/** A name with its Arabic form for Arabic readers (the demo's records carry one). */
const localised = (name: PgColumn, arabic: PgColumn, language: string): SQL =>
  language === 'ar' ? sql`coalesce(${arabic}, ${name})` : sql`${name}`;

export function namedResources(language: string): Record<string, Named> {
  const person = { table: users, name: sql`trim(${users.firstName} || ' ' || ${users.lastName})` };
  return {
    ...Object.fromEntries(
      registry.map((spec) => {
        const table = resourceTables[spec.name];
        return [spec.name, { table, name: localised(table.name, table.nameAr, language) }];
      }),
    ),
    ...Object.fromEntries(
      FTE_FAMILIES.map((family) => [
        fteResource(family.scope),
        {
          table: fteProfiles,
          name: localised(fteProfiles.fteName, fteProfiles.fteNameAr, language),
          where: sql`${fteProfiles.scope} = ${family.scope}`,
        },
      ]),
    ),
    [EMPLOYEES]: person,
    [ACCOUNTS]: person,
    [ROLES]: { table: roles, name: localised(roles.name, roles.nameAr, language) },
    [WORKBOOKS]: { table: estimationFiles, name: sql`${estimationFiles.fileName}` },
    [COSTINGS]: { table: costings, name: sql`${costings.designationName}` },
    [DESIGNATION_MAPPINGS]: { table: designationMappings, name: sql`${designationMappings.designation}` },
  };
}

/** The current name of one record of `named`, in the entry's own organisation (never another's). */
const nameOf = ({ table, name, where }: Named, id: SQL | PgColumn = a.recordId): SQL =>
  sql`(select ${name} from ${table} where ${table.id} = ${id} and ${table.organizationId} = ${a.organizationId}${
    where ? sql` and ${where}` : sql``
  } limit 1)`;

/** A plan of record is named by its element (the entry's `detail.kind`), the organisation by its own name. */
function planElementName(language: string): SQL {
  const kinds: Record<string, string> = {
    department: 'departments',
    subDepartment: 'subDepartments',
    project: 'projects',
    team: 'teams',
  };
  const named = namedResources(language);
  const branches = Object.entries(kinds).map(([kind, resource]) => sql`when ${kind} then ${nameOf(named[resource])}`);
  return sql`case ${a.detail}->>'kind' ${sql.join(branches, sql` `)} when 'organisation' then (select ${
    organizations.name
  } from ${organizations} where ${organizations.id} = ${a.organizationId}) end`;
}

/**
 * The current name of each entry's record, null when the entry names none or the record is gone:
 * looked up in the entry's organisation only, so no id reaches another organisation's names.
 */
export function recordNameSql(language: string): SQL<string | null> {
  const named = namedResources(language);
  const branches = Object.entries(named).map(([resource, source]) => sql`when ${resource} then ${nameOf(source)}`);
  return sql<string | null>`(case when ${a.recordId} is null then null else case ${a.resource} ${sql.join(
    branches,
    sql` `,
  )} when ${PLAN_CHOICES} then ${planElementName(language)} end end)`;
}

/** The resources whose records have a name to look up (a missing one is a deleted record). */
export const NAMED_RESOURCES: readonly string[] = [...Object.keys(namedResources('en')), PLAN_CHOICES];
