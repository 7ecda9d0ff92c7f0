import { describe } from 'vitest';
import { databaseAvailable, databaseKind } from './api';

/** A describe block that runs on the database of this project (PGlite or PostgreSQL), or is skipped. */
export const describeApi = (name: string, body: () => void) =>
  describe.skipIf(!databaseAvailable())(`${name} [${databaseKind()}]`, body);
