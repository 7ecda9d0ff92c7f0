import type { z } from 'zod';

/** Shown when a text holds characters it may not; `{{field}}` is filled in by whoever shows it. */
export const HIDDEN_CHARACTERS = 'validation.hiddenCharacters';

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

/**
 * What a reader cannot see: white space and Unicode's default-ignorable characters (zero-width
 * space U+200B, U+FEFF, word joiner U+2060, soft hyphen, Hangul fillers, variation selectors, and
 * the joiners U+200C/U+200D). The joiners are welcome inside Arabic and Persian words; a text
 * made only of them is still empty.
 */
const INVISIBLE = /[\s\p{Default_Ignorable_Code_Point}]/gu;

export type Lines = 'single' | 'multi';

export function hasForbiddenCharacters(value: string, lines: Lines = 'single'): boolean {
  return BIDI_CONTROL.test(value) || (lines === 'single' ? SINGLE_LINE_FORBIDDEN : MULTI_LINE_FORBIDDEN).test(value);
}

/** A name the user did not type (an uploaded file's): its forbidden characters become spaces instead. */
export const withoutForbiddenCharacters = (value: string): string =>
  value.replace(new RegExp(`${BIDI_CONTROL.source}|${SINGLE_LINE_FORBIDDEN.source}`, 'gu'), ' ');

/** True for text a reader would take for empty (nothing but white space and invisible characters). */
export const looksEmpty = (value: string): boolean => value.replace(INVISIBLE, '').length === 0;

/**
 * The rule of every free text a person types (names, titles, descriptions, addresses): no control
 * or text-direction characters, and no text that only looks filled. `emptyMessage` is the field's
 * own "please fill" message; an optional field left looking empty is told HIDDEN_CHARACTERS.
 */
export function visibleText<T extends z.ZodString>(
  schema: T,
  emptyMessage: string = HIDDEN_CHARACTERS,
  lines: Lines = 'single',
): T {
  return schema
    .refine((v) => !hasForbiddenCharacters(v, lines), { error: HIDDEN_CHARACTERS })
    .refine((v) => v.length === 0 || !looksEmpty(v), { error: emptyMessage });
}
