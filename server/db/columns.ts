import { integer } from 'drizzle-orm/pg-core';

/**
 * How many times an editable record was saved, from 1. A client sends back the version it read, and
 * a save over a newer one is refused instead of silently undoing someone else's change.
 */
export const recordVersion = () => integer('version').notNull().default(1);
