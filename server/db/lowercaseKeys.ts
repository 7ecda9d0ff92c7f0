import type { PgColumn } from 'drizzle-orm/pg-core';

const keys = new WeakMap<PgColumn, PgColumn>();

/**
 * Declares that `key` holds lower(`column`), stored by the database (a generated column): list
 * searches and sorts then read it instead of lowercasing every row they look at.
 */
export function storeLowercase(column: PgColumn, key: PgColumn): void {
  keys.set(column, key);
}

/** The stored lower(`column`), if the table keeps one. */
export const lowercaseKeyOf = (column: PgColumn): PgColumn | undefined => keys.get(column);
