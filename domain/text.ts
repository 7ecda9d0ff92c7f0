import type { z } from 'zod';
import { hasNothingToRead, sameNameKey } from './sameName';

/** Shown when a text holds characters it may not; `{{field}}` is filled in by whoever shows it. */
export const HIDDEN_CHARACTERS = 'validation.hiddenCharacters';
/** Shown for a text of combining marks (accents, harakat) on no letter. */
export const ONLY_MARKS = 'validation.onlyMarks';

/**
 * Control characters (C0, DEL, C1) and the line and paragraph separators; a multi-line text keeps
 * tab, line feed and carriage return.
 */
const SINGLE_LINE_FORBIDDEN = /[\p{Cc}\u2028\u2029]/u;
const MULTI_LINE_FORBIDDEN = /(?![\t\n\r])\p{Cc}/u;

/**
 * Unicode's Bidi_Control set: the embeddings and overrides (U+202A-U+202E), the isolates
 * (U+2066-U+2069) and the marks (U+200E, U+200F, U+061C). Overrides and isolates reorder what a
 * list shows ("txt.exe" shown as "exe.txt"). The marks are refused too: a name is always shown
 * in a cell whose direction the app sets, so a mark's only visible effect is moving digits and
 * punctuation around, and its invisible one is a second name that looks exactly like the first.
 */
const BIDI_CONTROL = /\p{Bidi_Control}/u;

export type Lines = 'single' | 'multi';

export function hasForbiddenCharacters(value: string, lines: Lines = 'single'): boolean {
  return BIDI_CONTROL.test(value) || (lines === 'single' ? SINGLE_LINE_FORBIDDEN : MULTI_LINE_FORBIDDEN).test(value);
}

/** A name the user did not type (an uploaded file's): its forbidden characters become spaces instead. */
export const withoutForbiddenCharacters = (value: string): string =>
  value.replace(new RegExp(`${BIDI_CONTROL.source}|${SINGLE_LINE_FORBIDDEN.source}`, 'gu'), ' ');

/**
 * True for text a reader would take for empty: nothing left of it once compared as a name
 * (sameNameKey drops white space, blank characters such as U+2800 and Unicode's default-ignorable
 * ones: zero-width space, U+FEFF, word joiner, soft hyphen, Hangul fillers, variation selectors,
 * and the joiners U+200C/U+200D, welcome inside Arabic and Persian words but not alone).
 */
export const looksEmpty = (value: string): boolean => sameNameKey(value).length === 0;

/**
 * The rule of every free text a person types (names, titles, descriptions, addresses): no control
 * or text-direction characters, and no text that only looks filled. `emptyMessage` is the field's
 * own "please fill" message; an optional field left looking empty is told HIDDEN_CHARACTERS, and
 * a text of marks on no letter ONLY_MARKS.
 */
export function visibleText<T extends z.ZodString>(
  schema: T,
  emptyMessage: string = HIDDEN_CHARACTERS,
  lines: Lines = 'single',
): T {
  return schema
    .refine((v) => !hasForbiddenCharacters(v, lines), { error: HIDDEN_CHARACTERS })
    .refine((v) => v.length === 0 || !looksEmpty(v), { error: emptyMessage })
    .refine((v) => looksEmpty(v) || !hasNothingToRead(v), { error: ONLY_MARKS });
}
