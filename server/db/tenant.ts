import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './db';
import type { Language } from '@domain/language';
import { updateVersioned, type ExpectedVersions, type VersionedTable } from './versions';
import { recordChange, type AuditActor, type Change } from './auditLog';

/** Any table that holds organisation data. */
export type TenantTable = PgTable & { id: PgColumn; organizationId: PgColumn };

/**
 * The only door to organisation data for route handlers: every statement it builds is limited to
 * one organisation, and inserts are stamped with it, so a handler cannot forget the scope. It knows
 * who acts (the request's caller), so that the changes it makes are recorded in the audit trail.
 */
export class Tenant {
  constructor(
    readonly db: Db,
    readonly organizationId: number,
    readonly actor: AuditActor = { userId: null, email: null, address: null },
    /** The reader's language: the demo's names are shown in it (`shown`). */
    readonly language: Language = 'en',
  ) {}

  /**
   * A name as the reader sees it: the Arabic one stored beside it (demo data only) for an Arabic
   * reader, the name as typed otherwise. The statement's text differs by language, so answers
   * kept by statement (keptReads) are kept per language.
   */
  shown<T extends PgColumn>(name: T, arabic: PgColumn): SQL<T['_']['data']> | T {
    return this.language === 'ar' ? sql<T['_']['data']>`coalesce(${arabic}, ${name})` : name;
  }

  /** The organisation condition joined with the caller's own. */
  where(table: TenantTable, ...conditions: Array<SQL | undefined>): SQL {
    return and(eq(table.organizationId, this.organizationId), ...conditions) as SQL;
  }

  /**
   * The organisation condition of a statement built once for every organisation (builtOnce),
   * joined with the caller's own: the organisation is the placeholder `org`, filled by `values`.
   */
  whereBuiltOnce(table: TenantTable, ...conditions: Array<SQL | undefined>): SQL {
    return and(eq(table.organizationId, sql.placeholder('org')), ...conditions) as SQL;
  }

  /** The values of a statement built with whereBuiltOnce: the caller's and this organisation. */
  values<T extends Record<string, unknown>>(values: T): T & { org: number } {
    return { ...values, org: this.organizationId };
  }

  /** The same scope on another handle, for work inside a transaction. */
  with(tx: Db): Tenant {
    return new Tenant(tx, this.organizationId, this.actor, this.language);
  }

  /** Records a change of this organisation's data in the audit trail, on this handle (the change's transaction). */
  record(change: Omit<Change, 'organizationId'>): Promise<void> {
    return recordChange(this.db, this.actor, { ...change, organizationId: this.organizationId });
  }

  async find<T extends TenantTable>(table: T, id: number): Promise<T['$inferSelect'] | undefined> {
    const rows = await this.db
      .select()
      .from(table as PgTable)
      .where(this.where(table, eq(table.id, id)))
      .limit(1);
    return rows[0] as T['$inferSelect'] | undefined;
  }

  async insert<T extends TenantTable>(
    table: T,
    values: Omit<T['$inferInsert'], 'organizationId'>,
  ): Promise<T['$inferSelect']> {
    const rows = await this.db
      .insert(table)
      .values({ ...values, organizationId: this.organizationId } as T['$inferInsert'])
      .returning();
    return (rows as Array<T['$inferSelect']>)[0];
  }

  /** Updates a record and counts the save; a 409 when it is in another version than `expected` (versions.ts). */
  async update<T extends TenantTable & VersionedTable>(
    table: T,
    id: number,
    values: Partial<T['$inferInsert']>,
    expected?: ExpectedVersions,
  ): Promise<T['$inferSelect'] | undefined> {
    const { organizationId: _ignored, ...rest } = values as Record<string, unknown>;
    return updateVersioned(
      this.db,
      table,
      this.where(table, eq(table.id, id)),
      rest as Partial<T['$inferInsert']>,
      expected,
    );
  }

  async remove(table: TenantTable, id: number): Promise<boolean> {
    const rows = await this.db
      .delete(table)
      .where(this.where(table, eq(table.id, id)))
      .returning({ id: table.id });
    return rows.length > 0;
  }
}
