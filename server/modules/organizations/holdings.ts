import { ident, type Link, type SchemaMap } from '../../db/introspection';

/** Tables that hold the platform's own rows, never one organisation's (the organisations table is the root). */
export const PLATFORM_TABLES: ReadonlySet<string> = new Set([
  'organizations',
  'app_settings',
  'permissions',
  'sub_permissions',
  // Counters keyed by address or email, gone within minutes.
  'rate_limits',
  // The public site's messages to the Super Admin: from visitors, not from an organisation.
  'contact_messages',
]);

/**
 * Columns that name a person without a foreign key: the audit trail keeps its entries after the
 * account is gone. By id only: an email can be freed in one organisation and taken in another.
 */
export const UNDECLARED_LINKS: readonly Link[] = [
  { table: 'audit_log', column: 'user_id', parent: 'users', parentColumn: 'id' },
];

const ORGANIZATION_COLUMN = 'organization_id';

/**
 * Which rows of each table belong to an organisation, worked out from the schema as it is: a row
 * is the organisation's when its organisation_id says so, or when it points (by a foreign key or an
 * undeclared link) at a row that is. `order` lists the tables children first, so that deleting in
 * that order never trips a foreign key and every condition still finds the parents it reads.
 */
export interface Holdings {
  /** SQL condition per table, with `:org` standing for the organisation id. */
  conditions: Map<string, string>;
  order: string[];
  /** Tables that are neither the platform's nor reachable from an organisation: a schema change to look at. */
  unclassified: string[];
}

export function holdingsOf(schema: SchemaMap): Holdings {
  const links = [...schema.foreignKeys, ...UNDECLARED_LINKS].filter(
    (link) => link.table !== link.parent && schema.columns.get(link.table)?.has(link.column),
  );
  const conditions = new Map<string, string>();
  const visiting = new Set<string>();
  const conditionOf = (table: string): string | undefined => {
    if (conditions.has(table)) return conditions.get(table);
    if (PLATFORM_TABLES.has(table) || visiting.has(table)) return undefined;
    visiting.add(table);
    const parts: string[] = [];
    if (schema.columns.get(table)?.has(ORGANIZATION_COLUMN))
      parts.push(`${ident(table)}.${ident(ORGANIZATION_COLUMN)} = :org`);
    for (const link of links.filter((l) => l.table === table)) {
      const parent = conditionOf(link.parent);
      if (parent)
        parts.push(
          `${ident(table)}.${ident(link.column)} in (select ${ident(link.parent)}.${ident(link.parentColumn)} from ${ident(link.parent)} where ${parent})`,
        );
    }
    visiting.delete(table);
    if (!parts.length) return undefined;
    const condition = parts.length === 1 ? parts[0] : `(${parts.join(' or ')})`;
    conditions.set(table, condition);
    return condition;
  };
  for (const table of schema.tables) conditionOf(table);
  const held = schema.tables.filter((table) => conditions.has(table));
  return {
    conditions,
    order: childrenFirst(held, links),
    unclassified: schema.tables.filter((table) => !conditions.has(table) && !PLATFORM_TABLES.has(table)),
  };
}

/** The tables ordered so that every table comes before the tables it points at. */
function childrenFirst(tables: string[], links: readonly Link[]): string[] {
  const order: string[] = [];
  const placed = new Set<string>();
  const place = (table: string, path: Set<string>) => {
    if (placed.has(table) || path.has(table)) return;
    path.add(table);
    // Every table pointing at this one goes first.
    for (const link of links) if (link.parent === table && tables.includes(link.table)) place(link.table, path);
    path.delete(table);
    placed.add(table);
    order.push(table);
  };
  for (const table of tables) place(table, new Set());
  return order;
}

/** The condition of a table for one organisation (an integer, never text from a caller). */
export const conditionFor = (holdings: Holdings, table: string, organizationId: number): string =>
  holdings.conditions.get(table)!.replaceAll(':org', String(Math.trunc(organizationId)));
