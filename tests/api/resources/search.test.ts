import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import { createOrganization, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';
import { departments } from '../../../server/db/schema';
import { likePattern } from '../../../server/db/lists';

/**
 * Structure lists search and sort through stored lowercase keys (generated columns); they must
 * answer what ILIKE on the name or description and ORDER BY lower(name) answer, letters beyond
 * ASCII, Arabic and the characters LIKE treats specially included.
 */
describeApi('structure list search', () => {
  let ctx: TestContext;
  let auth: Record<string, string>;
  let organizationId: number;

  const NAMES: Array<[string, string | null]> = [
    ['ÉCOLE Supérieure', 'Formation'],
    ['école primaire', null],
    ['Ecole sans accent', 'ÉCOLE in the description'],
    ['ΣΟΦΙΑ Office', 'Greek capitals'],
    ['σοφία branch', null],
    ['إدارة المالية', 'المالية العامة'],
    ['Discount 100% Sales', 'under_score'],
    ['Discount 1000 Sales', 'underscore'],
    ['Back\\slash Unit', null],
    ['İstanbul Office', 'dotted capital I'],
  ];

  beforeAll(async () => {
    ctx = await startApp();
    ({ organizationId, auth } = await createOrganization(ctx, 'Search Keys'));
    for (const [name, description] of NAMES) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/DepartmentAPI/AddEdit',
        headers: auth,
        payload: description === null ? { name } : { name, description },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  });
  afterAll(() => ctx?.close());

  const listed = async (query: string) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/DepartmentAPI/GetAll?_sort=name&_order=ASC${query}`,
      headers: auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as Array<{ name: string }>).map((r) => r.name);
  };

  /** What the database answers to ILIKE and lower(name) itself. */
  const byIlike = async (q: string) => {
    const pattern = likePattern(q);
    const rows = await ctx.database.db
      .select({ name: departments.name })
      .from(departments)
      .where(
        and(
          eq(departments.organizationId, organizationId),
          or(ilike(departments.name, pattern), ilike(departments.description, pattern)),
        ),
      )
      .orderBy(asc(sql`lower(${departments.name})`), asc(departments.id));
    return rows.map((r) => r.name);
  };

  it('finds what ILIKE on the name or description finds, in the order of lower(name)', async () => {
    for (const q of [
      'école',
      'ÉCOLE',
      'ecole',
      'σοφία',
      'ΣΟΦΊΑ',
      'المالية',
      '100%',
      '_score',
      'under_',
      '\\',
      'i̇stanbul',
      'İSTANBUL',
      'office',
      'zzz',
    ]) {
      expect(await listed(`&q=${encodeURIComponent(q)}`), q).toEqual(await byIlike(q));
    }
    // The order of é and E is the database collation's; which records match is not.
    expect((await listed('&q=%C3%A9cole')).sort()).toEqual(
      ['Ecole sans accent', 'ÉCOLE Supérieure', 'école primaire'].sort(),
    );
    expect(await listed('&q=100%25')).toEqual(['Discount 100% Sales']);
  });

  it('sorts by lower(name) and lower(description) with ties by id, both ways, paged', async () => {
    const all = await listed('');
    const expected = (
      await ctx.database.db
        .select({ name: departments.name })
        .from(departments)
        .where(eq(departments.organizationId, organizationId))
        .orderBy(asc(sql`lower(${departments.name})`), asc(departments.id))
    ).map((r) => r.name);
    expect(all).toEqual(expected);
    const descending = await ctx.app.inject({
      method: 'GET',
      url: '/api/DepartmentAPI/GetAll?_sort=description&_order=DESC&_page=1&_perPage=4',
      headers: auth,
    });
    const byDescription = await ctx.database.db
      .select({ name: departments.name })
      .from(departments)
      .where(eq(departments.organizationId, organizationId))
      .orderBy(sql`lower(${departments.description}) desc`, sql`${departments.id} desc`)
      .limit(4);
    expect((descending.json() as Array<{ name: string }>).map((r) => r.name)).toEqual(byDescription.map((r) => r.name));
    expect(descending.headers['x-total-count']).toBe(String(NAMES.length));
  });

  it('pages a search in every sort, both ways, as the whole sorted search cut into pages', async () => {
    const q = 'o';
    const ids = async (query: string) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/DepartmentAPI/GetAll?q=${q}${query}`,
        headers: auth,
      });
      expect(res.statusCode, res.body).toBe(200);
      return { ids: (res.json() as Array<{ id: number }>).map((r) => r.id), total: res.headers['x-total-count'] };
    };
    for (const sort of ['name', 'description', 'id', 'createdDate']) {
      for (const order of ['ASC', 'DESC']) {
        const whole = (await ids(`&_sort=${sort}&_order=${order}`)).ids;
        expect(whole.length, sort).toBeGreaterThan(4);
        const pages: number[] = [];
        for (let n = 1; n <= Math.ceil(whole.length / 3); n++) {
          const page = await ids(`&_sort=${sort}&_order=${order}&_page=${n}&_perPage=3`);
          expect(page.total, `${sort} ${order} page ${n}`).toBe(String(whole.length));
          pages.push(...page.ids);
        }
        expect(pages, `${sort} ${order}`).toEqual(whole);
      }
    }
  });

  it('gives every page of a search the total of its matches, an empty page past the end too', async () => {
    const page = async (n: number, q: string) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/DepartmentAPI/GetAll?_page=${n}&_perPage=2&_sort=name&q=${q}`,
        headers: auth,
      });
      expect(res.statusCode, res.body).toBe(200);
      return { names: (res.json() as Array<{ name: string }>).map((r) => r.name), total: res.headers['x-total-count'] };
    };
    const matches = await byIlike('o');
    expect(matches.length).toBeGreaterThan(4);
    for (let n = 1; n <= Math.ceil(matches.length / 2) + 1; n++) {
      expect(await page(n, 'o'), `page ${n}`).toEqual({
        names: matches.slice((n - 1) * 2, n * 2),
        total: String(matches.length),
      });
    }
    expect(await page(1, 'zzz')).toEqual({ names: [], total: '0' });
    expect(await page(3, 'zzz')).toEqual({ names: [], total: '0' });
    // Past any count a database could hold: an empty page still, not a failure.
    expect(await page(2_000_000_000, 'o')).toEqual({ names: [], total: String(matches.length) });
  });

  it('keeps the keys in step with renames', async () => {
    const [first] = await ctx.database.db
      .select()
      .from(departments)
      .where(and(eq(departments.organizationId, organizationId), eq(departments.name, 'ΣΟΦΙΑ Office')));
    await ctx.app.inject({
      method: 'POST',
      url: '/api/DepartmentAPI/AddEdit',
      headers: auth,
      payload: { id: first.id, name: 'Ωmega Office', description: 'RENAMED' },
    });
    expect(await listed('&q=%CF%89mega')).toEqual(['Ωmega Office']);
    expect(await listed('&q=renamed')).toEqual(['Ωmega Office']);
    expect(await listed('&q=%CF%83%CE%BF%CF%86')).toEqual(await byIlike('σοφ'));
  });

  it('puts what is saved into the search indexes at once, with nothing pending for every search to read', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/DepartmentAPI/AddEdit',
      headers: auth,
      payload: { name: 'Pending Office', description: 'Saved last' },
    });
    for (const index of ['departments_name_key_trgm_idx', 'departments_description_key_trgm_idx']) {
      // How many pages of entries waited outside the index (they go in now): none.
      const { rows } = (await ctx.database.db.execute(
        sql`select gin_clean_pending_list(${index}::regclass) as pages`,
      )) as unknown as { rows: Array<{ pages: number | string }> };
      expect(Number(rows[0].pages), index).toBe(0);
    }
    expect(await listed('&q=pending')).toEqual(['Pending Office']);
  });
});
