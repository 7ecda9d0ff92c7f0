import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Schema = typeof schema;

/** A database handle or a transaction's: PGlite and node-postgres alike. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
