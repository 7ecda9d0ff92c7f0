import { ListQueryError, type RestListParams } from './simpleRestQuery';

/** A structure element as a dropdown offers it: id, name and, for a nested element, its parent id. */
export type Choice = { id: number; name: string } & Record<string, string | number | null>;

/**
 * What `/api/v1/<resource>/choices` answers of the choices the store found (by name, as the
 * documented dropdown answers them): sorted as `sort` asks, by name (the store's order), by id or
 * by the parent id, ties kept by name; then the page `range` asks for. A choice has no other field
 * to sort by: anything else is refused (the query's sort cannot be read). The server and the mock
 * backend page their choices here alike.
 */
export function choicePage<T extends Choice>(
  choices: readonly T[],
  params: RestListParams,
  parentSource?: string,
): { records: T[]; total: number } {
  const field = params._sort ?? 'name';
  if (field !== 'name' && field !== 'id' && field !== parentSource) throw new ListQueryError('sort');
  const direction = params._order === 'DESC' ? -1 : 1;
  const byName = new Map(choices.map((choice, index) => [choice.id, index]));
  const key = (choice: T) =>
    field === 'name' ? (byName.get(choice.id) ?? 0) : Number(choice[field] ?? Number.NEGATIVE_INFINITY);
  const sorted = [...choices].sort(
    (a, b) => direction * (key(a) - key(b)) || (byName.get(a.id) ?? 0) - (byName.get(b.id) ?? 0),
  );
  if (params._page === undefined) return { records: sorted, total: sorted.length };
  const perPage = params._perPage ?? sorted.length;
  const start = (params._page - 1) * perPage;
  return { records: sorted.slice(start, start + perPage), total: sorted.length };
}
