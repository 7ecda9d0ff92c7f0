/** The activity categories of DESIGN §5, as the report's tabs name them. */
export const CATEGORIES = ['Strategy', 'Tactical/ Operations', 'Transactional'] as const;

const words = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * Whether an activity's category passes a report filter. The filter may be the whole category or
 * one word of it, so `Tactical` (a tab's name) matches `Tactical/ Operations`. An empty filter,
 * `all` or `File Data` passes everything.
 */
export function matchesCategory(category: string, filter: string | undefined): boolean {
  const wanted = words(filter ?? '');
  if (wanted.length === 0 || wanted.join('') === 'all' || wanted.join('') === 'filedata') return true;
  const have = words(category);
  if (have.join(' ') === wanted.join(' ')) return true;
  return wanted.length === 1 && have.includes(wanted[0]);
}

/** The known category a cell names, if any (`tactical / operations` is `Tactical/ Operations`). */
export const knownCategory = (category: string): (typeof CATEGORIES)[number] | undefined =>
  CATEGORIES.find((c) => words(c).join(' ') === words(category).join(' '));
