import fs, { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { openPglite, type Database } from '../../../server/db/client';
import { databaseKind } from '../../support/api';

const folder = mkdtempSync(path.join(os.tmpdir(), 'tawazun-sizes-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const count = async (database: Database): Promise<number> => {
  const { rows } = (await database.db.execute(sql.raw('select count(*)::int as n from lines'))) as unknown as {
    rows: Array<{ n: number }>;
  };
  return rows[0].n;
};
const run = (database: Database, text: string) => database.db.execute(sql.raw(text));

/** PGlite on a folder: what PostgreSQL asks of file sizes, and that it still sees every write. */
describe.skipIf(databaseKind() !== 'pglite')('file sizes of a PGlite folder', () => {
  it('asks the disk for a file size once between writes, not at every statement', async () => {
    const database = await openPglite({ dataDir: path.join(folder, 'asked') });
    try {
      await run(database, 'create table lines (id serial primary key, text text)');
      await run(database, "insert into lines (text) select 'line ' || n from generate_series(1, 500) n");
      await count(database);
      const asked = vi.spyOn(fs, 'fstatSync');
      for (let i = 0; i < 20; i++) expect(await count(database)).toBe(500);
      // Each count plans and scans the table: without the known sizes, one fstat or more each time.
      expect(asked.mock.calls.length).toBeLessThan(5);
      asked.mockRestore();
    } finally {
      await database.close();
    }
  });

  it('sees a table grow, shrink to nothing and grow again, and keeps it across a restart', async () => {
    const dataDir = path.join(folder, 'written');
    let database = await openPglite({ dataDir });
    try {
      await run(database, 'create table lines (id serial primary key, text text)');
      expect(await count(database)).toBe(0);
      // Thousands of rows: the table's file is extended by many pages after its size was learnt.
      await run(database, "insert into lines (text) select repeat('x', 200) from generate_series(1, 5000)");
      expect(await count(database)).toBe(5000);
      // Vacuum gives the emptied pages back: the file is truncated under a size learnt before.
      await run(database, 'delete from lines');
      await run(database, 'vacuum lines');
      expect(await count(database)).toBe(0);
      await run(database, "insert into lines (text) values ('a'), ('b'), ('c')");
      expect(await count(database)).toBe(3);
      await run(database, "update lines set text = repeat('y', 1000)");
      expect(await count(database)).toBe(3);
    } finally {
      await database.close();
    }
    database = await openPglite({ dataDir });
    try {
      expect(await count(database)).toBe(3);
      const { rows } = (await database.db.execute(
        sql.raw('select distinct length(text) as l from lines'),
      )) as unknown as {
        rows: Array<{ l: number }>;
      };
      expect(rows).toEqual([{ l: 1000 }]);
    } finally {
      await database.close();
    }
  });
});
