import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { type Database } from '../../../server/db/client';
import { migrate } from '../../../server/db/migrate';
import { sameNameKeySql } from '../../../server/db/sameNameKeys';
import { sameNameKey } from '@domain/sameName';
import { describeApi } from '../../support/describeApi';
import { earlierRelease, rows } from '../../support/earlierRelease';

/** Names whose keys must come out the same from the domain's function and from the database's. */
const CORPUS = [
  'Finance',
  'Fin\u200bance',
  'Fin\u00adance',
  'Fin\u2060ance',
  'Finance\ufe0f',
  '\ufeffFinance',
  '\uff26\uff49\uff4e\uff41\uff4e\uff43\uff45',
  ' Human \u00a0 Resources\u3000',
  'Finance\u2800',
  '\u2800',
  '\u0301\u0301',
  'Fînance',
  'ﬁnance ①',
  'الموارد البشرية',
  'الموارد\u200cالبشرية',
  'ﻻ',
  'Müller Straße',
  'ΣΟΦΙΑ',
  'É\u0301cole',
  'Team\u{E0041}\u{1D173}',
  'می‌خواهم',
  'office\u1680hours',
];

/**
 * Names compare by one key (domain/sameName.ts); the database keeps it for its unique indexes,
 * computed in SQL by the same steps. The two must agree, and a database of an earlier release
 * holding names that only look different must upgrade.
 */
describeApi('the same-name key in the database', () => {
  const release = earlierRelease('tawazun_names');
  let database: Database | undefined;

  it('upgrades a database holding look-alike names: the later one renamed, keys as the domain computes them', async () => {
    database = await release.open('0021_incompressible_text_stored_external');
    await database.db.execute(sql`insert into organizations (name) values ('Earlier Release')`);
    await database.db.execute(
      sql`insert into departments (organization_id, name) select id, unnest(array['Finance', ${'Fin\u200bance'}, 'Sales']) from organizations`,
    );
    await database.db.execute(
      sql`insert into roles (organization_id, name) select id, unnest(array['Manager', ${'Manager\ufe0f'}]) from organizations`,
    );
    await migrate(database);

    const departments = await rows<{ id: number; name: string; name_key: string }>(
      database,
      sql`select id, name, name_key from departments order by id`,
    );
    const [finance, lookAlike, sales] = departments;
    expect(finance.name).toBe('Finance');
    expect(lookAlike.name).toBe(`Fin\u200bance (${lookAlike.id})`);
    expect(sales.name).toBe('Sales');
    for (const row of departments) expect(row.name_key).toBe(sameNameKey(row.name));
    const roles = await rows<{ id: number; name: string }>(database, sql`select id, name from roles order by id`);
    expect(roles.map((r) => r.name)).toEqual(['Manager', `Manager\ufe0f (${roles[1].id})`]);

    const unique = (statement: ReturnType<typeof sql>) =>
      database!.db.execute(statement).then(
        () => 'saved',
        (error: { code?: string; cause?: { code?: string } }) => error.cause?.code ?? error.code,
      );
    expect(
      await unique(
        sql`insert into departments (organization_id, name) select id, ${'FINANCE\u2060'} from organizations`,
      ),
    ).toBe('23505');
    expect(
      await unique(sql`insert into roles (organization_id, name) select id, ${'MANAGER\u00ad'} from organizations`),
    ).toBe('23505');
    // Every migration from an empty PGlite takes a while on a busy machine.
  }, 180_000);

  it('computes in SQL exactly the key the domain computes', async () => {
    const db = database!;
    for (const text of CORPUS) {
      const [row] = await rows<{ key: string }>(db, sql`select ${sameNameKeySql(sql`${text}::text`)} as key`);
      expect(row.key, JSON.stringify(text)).toBe(sameNameKey(text));
    }
  });
});
