import { describe, expect, it } from 'vitest';
import { saveSchema } from '@domain/registry/schema';
import { getResource } from '@domain/registry';
import { IGNORABLE_RANGES, hasNothingToRead, isSameName, sameNameKey } from '@domain/sameName';
import { ONLY_MARKS, looksEmpty } from '@domain/text';

const messagesOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

/** Names that a reader cannot tell from "Finance". */
const LOOK_ALIKES = [
  'Fin\u200bance',
  'Fin\u00adance',
  'Fin\u2060ance',
  'Finance\ufe0f',
  '\ufeffFinance',
  'FINANCE',
  '\uff26\uff49\uff4e\uff41\uff4e\uff43\uff45',
  'Finance\u2800',
  ' Finance\u00a0',
  'Fin\u034fance',
];

describe('sameNameKey', () => {
  it('makes names a reader cannot tell apart the same name', () => {
    for (const name of LOOK_ALIKES) expect(isSameName(name, 'Finance'), JSON.stringify(name)).toBe(true);
    expect(sameNameKey('Human   Resources\u3000Dept')).toBe('human resources dept');
  });

  it('keeps apart what a reader sees as different: accents, Arabic letter forms, digits, words', () => {
    expect(isSameName('Fînance', 'Finance')).toBe(false);
    expect(isSameName('الإدارة', 'الاداره')).toBe(false);
    expect(isSameName('Team 1', 'Team 2')).toBe(false);
    expect(isSameName('Finance Ops', 'FinanceOps')).toBe(false);
  });

  it('drops exactly Unicode’s default-ignorable characters, as this Node knows them', () => {
    const listed = (code: number) => IGNORABLE_RANGES.some(([from, to]) => code >= from && code <= to);
    for (let code = 0; code <= 0x10ffff; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const ignorable = /\p{Default_Ignorable_Code_Point}/u.test(String.fromCodePoint(code));
      if (ignorable !== listed(code)) expect.fail(`U+${code.toString(16)}: ${ignorable ? 'missing' : 'extra'}`);
    }
  });

  it('finds nothing to read in blanks, invisible characters or marks on no letter', () => {
    for (const empty of ['\u2800', '\u2800\u2800 ', '\u200b\u2060', '\u3164']) expect(looksEmpty(empty)).toBe(true);
    for (const marks of ['\u0301\u0301', '\u064b\u064e', ' \u0651 ']) {
      expect(looksEmpty(marks)).toBe(false);
      expect(hasNothingToRead(marks)).toBe(true);
    }
    expect(hasNothingToRead('\u0628\u064e')).toBe(false);
  });

  it('refuses a name of only U+2800 as empty and one of only marks with its own message', () => {
    const name = saveSchema(getResource('departments')).shape.name;
    expect(messagesOf(name.safeParse('\u2800'))).toEqual(['validation.required']);
    expect(messagesOf(name.safeParse('\u0301\u0301'))).toEqual([ONLY_MARKS]);
    expect(messagesOf(name.safeParse('\u064b'))).toEqual([ONLY_MARKS]);
    expect(name.safeParse('\u0628\u064e').success).toBe(true);
  });
});
