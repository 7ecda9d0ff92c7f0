import { describe, expect, it } from 'vitest';
import { WriteCounts, type CatalogueQuery } from '../../../../server/db/writeCounts';

/** A catalogue where people cascade from organisations, sessions from people, and users have a trigger. */
const catalogue: CatalogueQuery = async (text) =>
  text.includes('pg_trigger')
    ? [{ table: 'users' }]
    : [
        { from: 'users', to: 'organizations' },
        { from: 'refresh_tokens', to: 'users' },
        { from: 'departments', to: 'organizations' },
      ];

async function learnt(): Promise<WriteCounts> {
  const counts = new WriteCounts();
  await counts.learn(catalogue);
  return counts;
}

/** Whether running `statement` moves the generation of `tables`. */
function moves(counts: WriteCounts, statement: string, tables: string[]): boolean {
  const before = counts.generation(tables);
  counts.count(statement);
  return counts.generation(tables) !== before;
}

describe('write counts', () => {
  it('counts a write of one table for that table only', async () => {
    const counts = await learnt();
    expect(moves(counts, 'update "departments" set "name" = $1 where "id" = $2', ['departments'])).toBe(true);
    expect(moves(counts, 'insert into "departments" ("name") values ($1)', ['refresh_tokens'])).toBe(false);
    expect(moves(counts, 'delete from "audit_entries" where "at" < $1', ['departments', 'refresh_tokens'])).toBe(false);
  });

  it('never counts reads or transaction control', async () => {
    const counts = await learnt();
    for (const statement of ['select 1', ' SELECT * from "users"', 'begin', 'commit', 'rollback', 'savepoint s1']) {
      expect(moves(counts, statement, ['users']), statement).toBe(false);
    }
    const any = counts.generation();
    counts.count('select "id" from "departments"');
    expect(counts.generation()).toBe(any);
  });

  it('follows foreign keys that cascade, however far', async () => {
    const counts = await learnt();
    expect(moves(counts, 'delete from "organizations" where "id" = $1', ['refresh_tokens'])).toBe(true);
    expect(moves(counts, 'delete from "organizations" where "id" = $1', ['departments'])).toBe(true);
  });

  it('counts a write of a table with a trigger, or through one, as a write of everything', async () => {
    const counts = await learnt();
    expect(moves(counts, 'update "users" set "is_active" = false', ['departments'])).toBe(true);
    // Deleting an organisation deletes its people, whose trigger may write anywhere.
    expect(moves(counts, 'delete from "organizations" where "id" = $1', ['job_titles'])).toBe(true);
  });

  it('counts statements of another shape as writes of everything', async () => {
    const counts = await learnt();
    for (const statement of [
      'with gone as (delete from "users") select 1',
      'truncate "departments"',
      'vacuum',
      'explain analyze update "departments" set "name" = $1',
    ]) {
      expect(moves(counts, statement, ['job_titles']), statement).toBe(true);
    }
  });

  it('counts every write as a write of everything until the catalogue is learnt, and again after a definition', async () => {
    const counts = new WriteCounts();
    expect(moves(counts, 'update "departments" set "name" = $1', ['job_titles'])).toBe(true);
    await counts.learn(catalogue);
    expect(moves(counts, 'update "departments" set "name" = $1', ['job_titles'])).toBe(false);
    counts.count('create trigger "t" after update on "departments" for each row execute function "f"()');
    expect(moves(counts, 'update "departments" set "name" = $1', ['job_titles'])).toBe(true);
  });

  it('moves the generation of no table named at every write', async () => {
    const counts = await learnt();
    const before = counts.generation();
    counts.count('insert into "audit_entries" ("action") values ($1)');
    expect(counts.generation()).toBe(before + 1);
  });

  it('learns which tables announce their writes, and counts what another instance announced', async () => {
    const counts = new WriteCounts();
    // The announcing triggers are asked for apart; the catalogue's other triggers are none here.
    await counts.learn(async (text) =>
      !text.includes('pg_trigger')
        ? []
        : text.includes('not t.tgisinternal')
          ? []
          : [{ table: 'users' }, { table: 'refresh_tokens' }],
    );
    expect([...counts.notifying]).toEqual(['users', 'refresh_tokens']);
    expect(moves(counts, 'update "users" set "is_active" = false', ['departments']), 'announcing writes nothing').toBe(
      false,
    );
    const users = counts.generation(['users']);
    const departments = counts.generation(['departments']);
    counts.written('users');
    expect(counts.generation(['users'])).toBe(users + 1);
    expect(counts.generation(['departments'])).toBe(departments);
    counts.forgetAll();
    expect(counts.generation(['departments']), 'announcements lost: anything may have changed').toBe(departments + 1);
  });
});
