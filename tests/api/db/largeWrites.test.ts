import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { protocol } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { openPglite, type Database } from '../../../server/db/client';
import { databaseKind } from '../../support/api';

type Row = Record<string, unknown>;

/** On PGlite, a write with a text of megabytes (a stored workbook) is bound by largeWrites. */
describe.skipIf(databaseKind() !== 'pglite')('large writes on PGlite', () => {
  let database: Database;
  const rows = async (query: SQL): Promise<Row[]> =>
    ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;
  // Arabic and a four-byte character: a text's UTF-8 length is not its length in characters.
  const large = `${'سجل الموظفين 𝟙 '.repeat(40_000)}end`;

  beforeAll(async () => {
    database = await openPglite({});
    await rows(
      sql.raw('create table files (id serial primary key, owner int not null, body text not null, note text)'),
    );
  });
  afterAll(() => database?.close());

  it('stores the text as it was and answers what the statement returns, without PGlite binding it', async () => {
    const bind = vi.spyOn(protocol.serialize, 'bind');
    try {
      const [row] = await rows(
        sql`insert into files (owner, body, note) values (${7}, ${large}, ${null}) returning id, owner, note`,
      );
      expect(row).toEqual({ id: 1, owner: 7, note: null });
      expect(bind).not.toHaveBeenCalled();
    } finally {
      bind.mockRestore();
    }
    const [stored] = await rows(
      sql`select body = ${large} as same, octet_length(body) as bytes, length(body) as characters from files where id = 1`,
    );
    expect(stored).toEqual({
      same: true,
      bytes: Buffer.byteLength(large, 'utf8'),
      characters: [...large].length,
    });
  });

  it('fails as PGlite would, naming the statement, and the database reads on after it', async () => {
    const failed = rows(sql`insert into files (owner, body) values (${null}, ${large})`);
    await expect(failed).rejects.toMatchObject({
      cause: { code: '23502', query: expect.stringContaining('insert into files') },
    });
    expect(await rows(sql.raw('select count(*)::int as n from files'))).toEqual([{ n: 1 }]);
    await rows(sql`update files set note = ${'x'.repeat(300_000)} where id = ${1}`);
    expect(await rows(sql.raw('select length(note) as n from files'))).toEqual([{ n: 300_000 }]);
  });

  it('waits for a transaction of the outer handle to end', async () => {
    let inside = '';
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`update files set note = 'in the transaction' where id = 1`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      inside = ((await tx.execute(sql`select note from files where id = 1`)) as unknown as { rows: Row[] }).rows[0]
        .note as string;
    });
    // Issued while the transaction is open: it must neither run inside it nor see it half done.
    await new Promise((resolve) => setTimeout(resolve, 10));
    await rows(sql`update files set note = ${`after ${'y'.repeat(300_000)}`} where id = ${1}`);
    await transaction;
    expect(inside).toBe('in the transaction');
    expect((await rows(sql.raw('select left(note, 5) as note from files')))[0]).toEqual({ note: 'after' });
  });
});
