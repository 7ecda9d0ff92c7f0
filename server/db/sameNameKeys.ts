import { sql, type SQL } from 'drizzle-orm';
import { BLANKS, IGNORABLE_RANGES } from '@domain/sameName';

/** A code point as PostgreSQL's regular expressions write it. */
const escaped = (code: number): string =>
  code <= 0xffff ? `\\u${code.toString(16).padStart(4, '0')}` : `\\U${code.toString(16).padStart(8, '0')}`;

const IGNORABLE = `[${IGNORABLE_RANGES.map(([from, to]) => `${escaped(from)}-${escaped(to)}`).join('')}]`;
const BLANK = `[${[...BLANKS].map((c) => escaped(c.codePointAt(0) as number)).join('')}]`;

/**
 * domain/sameName.ts's sameNameKey in SQL, step for step: what the unique indexes of names hold
 * (a generated column), and what a name is compared through before a save. The patterns are
 * constants of the domain, written into the statement (a generated column takes no parameters).
 */
export function sameNameKeySql(text: SQL): SQL {
  const withoutIgnorable = sql`regexp_replace(${text}, ${sql.raw(`'${IGNORABLE}'`)}, '', 'g')`;
  const blanksAsSpaces = sql`regexp_replace(normalize(${withoutIgnorable}, NFKC), ${sql.raw(`'${BLANK}'`)}, ' ', 'g')`;
  return sql`lower(btrim(regexp_replace(${blanksAsSpaces}, ' +', ' ', 'g'), ' '))`;
}
