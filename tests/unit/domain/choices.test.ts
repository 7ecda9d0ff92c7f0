import { describe, expect, it } from 'vitest';
import { choicePage } from '@domain/api/choices';
import { ListQueryError } from '@domain/api/simpleRestQuery';

/** Three teams as the store answers them: by name. */
const TEAMS = [
  { id: 3, name: 'Audit', projectId: 2 },
  { id: 1, name: 'Payroll', projectId: null },
  { id: 2, name: 'Recruitment', projectId: 2 },
];
const ids = (page: { records: Array<{ id: number }> }) => page.records.map((choice) => choice.id);

describe('a page of choices (choicePage)', () => {
  it('keeps the store’s order by name, or turns it round', () => {
    expect(ids(choicePage(TEAMS, {}, 'projectId'))).toEqual([3, 1, 2]);
    expect(ids(choicePage(TEAMS, { _sort: 'name', _order: 'DESC' }, 'projectId'))).toEqual([2, 1, 3]);
  });

  it('sorts by id or by the parent id, a choice without a parent first, ties by name', () => {
    expect(ids(choicePage(TEAMS, { _sort: 'id', _order: 'DESC' }, 'projectId'))).toEqual([3, 2, 1]);
    expect(ids(choicePage(TEAMS, { _sort: 'projectId', _order: 'ASC' }, 'projectId'))).toEqual([1, 3, 2]);
    expect(ids(choicePage(TEAMS, { _sort: 'projectId', _order: 'DESC' }, 'projectId'))).toEqual([3, 2, 1]);
  });

  it('cuts the page asked for and counts every choice', () => {
    expect(choicePage(TEAMS, { _page: 2, _perPage: 2 }, 'projectId')).toEqual({ records: [TEAMS[2]], total: 3 });
  });

  it('refuses a sort by a field a choice does not have', () => {
    expect(() => choicePage(TEAMS, { _sort: 'description' }, 'projectId')).toThrow(ListQueryError);
    expect(() => choicePage(TEAMS, { _sort: 'projectId' })).toThrow(ListQueryError);
  });
});
