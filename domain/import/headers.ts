import type { ImportColumn } from './kinds';

/** A header as compared: case, spaces, a required mark and Arabic letter variants do not matter. */
export const headerKey = (header: string): string =>
  header
    .normalize('NFKC')
    .replace(/[\u064B-\u0652\u0640]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/\*/g, '')
    .replace(/[\s_-]+/g, '')
    .toLowerCase();

export interface HeaderMatch {
  /** Column key -> index of the file's column. */
  positions: Map<string, number>;
  /** Required columns the header row lacks. */
  missing: ImportColumn[];
}

/**
 * Finds each column in a header row by any of its labels (English, Arabic, or its API key), or by
 * a bilingual "English / Arabic" header. Columns the kind does not know are ignored.
 */
export function matchHeaders(
  header: readonly string[],
  columns: readonly ImportColumn[],
  labelsOf: (key: string) => readonly string[],
): HeaderMatch {
  const known = new Map<string, string>();
  for (const column of columns)
    for (const label of [column.key, ...labelsOf(column.key)]) known.set(headerKey(label), column.key);
  const positions = new Map<string, number>();
  header.forEach((text, index) => {
    const candidates = [text, ...text.split('/')];
    for (const candidate of candidates) {
      const key = known.get(headerKey(candidate));
      if (key && !positions.has(key)) {
        positions.set(key, index);
        break;
      }
    }
  });
  return { positions, missing: columns.filter((c) => c.required && !positions.has(c.key)) };
}
