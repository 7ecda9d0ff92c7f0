import type { Db } from '../db/db';

export interface DemoContext {
  organizationId: number;
  ownerId: number;
}

/** Inserts a part of the demo organisation (domain/demo); seeders run in dependency order. */
export type DemoSeeder = (db: Db, context: DemoContext) => Promise<void>;
