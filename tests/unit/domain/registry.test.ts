import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import { menuKey, registry } from '@domain/registry';
import { allGrants, permissionId, PERMISSIONS, SUB_PERMISSIONS } from '@domain/permissions';
import { SCREEN_PERMISSIONS } from '@domain/access';
import { FTE_SCOPE_OF } from '@domain/fteScopes';
import { RESOURCE_VIEWS } from '../../../src/resources';
import { resourceScreenPaths, sidebarEntries } from '../../../src/shell/sidebar/entries';
import { GROUP_ICONS } from '../../../src/shell/sidebar/icons';
import { resourceTables, users } from '../../../server/db/schema';
import { openPglite, type Database } from '../../../server/db/client';
import { migrate } from '../../../server/db/migrate';
import { missingTexts } from '../../support/registryTexts';

const cases = registry.map((spec) => [spec.name, spec] as const);
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Every registry entry is complete: a table (migrated), a permission row written at migration and
 * granted to owners, its two sidebar entries, generated views, and its texts in both languages.
 */
describe('the resource registry', () => {
  let database: Database;
  let tables: Set<string>;
  let permissionRows: Map<number, string>;

  beforeAll(async () => {
    database = await openPglite({});
    await migrate(database);
    tables = new Set(
      rowsOf<{ table_name: string }>(
        await database.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public'`),
      ).map((r) => r.table_name),
    );
    const rows = rowsOf<{ id: number; name: string }>(await database.db.execute(sql`select id, name from permissions`));
    permissionRows = new Map(rows.map((r) => [r.id, r.name]));
  }, 60_000);
  afterAll(() => database?.close());

  it('names each resource once, parents and FTE scopes among them', () => {
    const names = registry.map((spec) => spec.name);
    expect(new Set(names).size).toBe(names.length);
    for (const spec of registry) if (spec.parent) expect(names).toContain(spec.parent.reference);
    const scopes = registry.flatMap((spec) => spec.fteScope ?? []);
    expect(new Set(scopes).size).toBe(scopes.length);
  });

  it.each(cases)('%s has a migrated table', (name, spec) => {
    const table = resourceTables[name];
    expect(table, `declare ${name} with elementTable in server/db/schema.ts`).toBeDefined();
    expect(tables, `run npm run db:generate for ${getTableName(table)}`).toContain(getTableName(table));
    if (spec.employeeColumn) expect(getTableColumns(users)).toHaveProperty(spec.employeeColumn);
    expect(FTE_SCOPE_OF[name]).toBe(spec.fteScope);
  });

  it.each(cases)('%s has its permission, written at migration and granted to owners', (_name, spec) => {
    expect(PERMISSIONS).toContain(spec.permission);
    expect(permissionRows.get(permissionId(spec.permission))).toBe(spec.permission);
    expect(allGrants()[spec.permission]).toEqual([...SUB_PERMISSIONS]);
    expect(SCREEN_PERMISSIONS[spec.name]).toBe(spec.permission);
  });

  it('keeps every permission id the catalogue had, and writes every one', () => {
    expect(PERMISSIONS.slice(0, 18)).toEqual([
      'Organization FTE',
      'Department FTE',
      'Sub-Department FTE',
      'Project FTE',
      'Team FTE',
      'Job Title FTE',
      'Employee Type',
      'Department',
      'Sub-Department',
      'Project',
      'Team',
      'Job Title',
      'Employee',
      'Employees Detail',
      'Roles Detail',
      'Estimation Details',
      'Estimation Report',
      'Costing',
    ]);
    expect([...permissionRows.entries()].sort(([a], [b]) => a - b)).toEqual(PERMISSIONS.map((p, i) => [i + 1, p]));
  });

  it.each(cases)('%s has its add and list entries in the sidebar', (name, spec) => {
    const screens = resourceScreenPaths().filter((screen) => screen.resource === name);
    expect(screens).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: spec.menu.add, view: 'create' }),
        expect.objectContaining({ path: spec.menu.list, view: 'list' }),
      ]),
    );
    const paths = sidebarEntries().map((entry) => entry.path);
    expect(paths).toEqual(expect.arrayContaining([spec.menu.add, spec.menu.list]));
    expect(GROUP_ICONS[menuKey(spec)]).toBeDefined();
  });

  it.each(cases)('%s has generated views', (name) => {
    expect(Object.keys(RESOURCE_VIEWS[name]).sort()).toEqual(
      ['create', 'edit', 'icon', 'list', 'recordRepresentation', 'show'].sort(),
    );
  });

  it('has every text of every resource in both languages, each missing one named in one run', () => {
    expect(missingTexts(registry)).toEqual([]);
  });
});
