import type { RestListParams } from '@domain/api/simpleRestQuery';
import { badRequestRefusal } from './failures';
import type { MockRecord } from './store';

/** How a table's rows are searched, shown and sorted. */
export interface ListRules {
  /** The texts `q` looks in (a case-insensitive substring of any). */
  searched: (row: MockRecord) => string[];
  /** A row as the answer shows it; sorts read the shown values. */
  shown: (row: MockRecord) => MockRecord;
  /** Fields `_sort` may name (compared case-insensitively); another is refused as on the server. */
  sortable: readonly string[];
}

/**
 * Text sorts as PostgreSQL sorts `lower(text)` in the server's byte-order collation, numbers and
 * dates by value; empty values last going up, first going down; ties by id, so pages never overlap.
 */
function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const [x, y] = [String(a).toLowerCase(), String(b).toLowerCase()];
  return x < y ? -1 : x > y ? 1 : 0;
}

/** One page (or all) of rows by the list parameters of DESIGN §3: q, ids, sort, page; with the total. */
export function listed(rows: MockRecord[], params: RestListParams, rules: ListRules) {
  const q = params.q?.trim().toLowerCase();
  const ids = params.id?.map(Number);
  const matched = rows.filter(
    (row) =>
      (!q || rules.searched(row).some((text) => text.toLowerCase().includes(q))) && (!ids || ids.includes(row.id)),
  );
  let shown = matched.map(rules.shown);
  const sort = params._sort && rules.sortable.find((field) => field.toLowerCase() === params._sort?.toLowerCase());
  if (params._sort && !sort) throw badRequestRefusal('errors.unknownSort', { field: params._sort }, '_sort');
  const sign = params._order === 'DESC' ? -1 : 1;
  shown = shown.sort((a, b) => (sort ? sign * compare(a[sort], b[sort]) || sign * (a.id - b.id) : a.id - b.id));
  if (!params._page) return { records: shown, total: shown.length };
  const perPage = params._perPage ?? 25;
  const start = (params._page - 1) * perPage;
  return { records: shown.slice(start, start + perPage), total: shown.length };
}
