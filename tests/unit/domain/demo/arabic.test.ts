import { describe, expect, it } from 'vitest';
import {
  DEMO_EMPLOYEE_TYPES,
  DEMO_FTE_PROFILES,
  DEMO_JOB_TITLES,
  DEMO_LEVELS,
  DEMO_ROLES,
  demoArabic,
  demoStructure,
  demoText,
} from '@domain/demo';

const ARABIC_LETTER = /[\u0621-\u064A]/;
const LATIN_LETTER = /[A-Za-z]/;

/** Every name and description of the demo organisation has its Arabic (server/seed stores it). */
describe('the demo organisation in Arabic', () => {
  const levels = demoStructure();
  const texts = [
    ...DEMO_EMPLOYEE_TYPES.flat(),
    ...DEMO_LEVELS.flatMap((level) => levels[level].flatMap((e) => [e.name, e.description])),
    ...DEMO_JOB_TITLES.flat(),
    ...DEMO_ROLES.flatMap((r) => [r.name, r.description]),
    ...DEMO_FTE_PROFILES.map((p) => p.fteName),
  ];

  it.each(texts)('"%s" has an Arabic text', (text) => {
    const arabic = demoArabic(text);
    expect(arabic).toMatch(ARABIC_LETTER);
    // Only the FTE abbreviation stays in Latin letters.
    expect(arabic!.replace(/FTE/g, '')).not.toMatch(LATIN_LETTER);
  });

  it('names stay distinct in Arabic where they are distinct in English', () => {
    for (const level of DEMO_LEVELS) {
      const arabic = levels[level].map((e) => demoArabic(e.name));
      expect(new Set(arabic).size, level).toBe(arabic.length);
    }
  });

  it('has nothing for text it does not know, nor for what objects inherit', () => {
    expect(demoArabic('Finance team we typed')).toBeNull();
    expect(demoArabic('constructor')).toBeNull();
    expect(demoArabic(null)).toBeNull();
  });

  it('shows a demo text in the reader language', () => {
    expect(demoText('Human Resources', 'ar')).toBe('الموارد البشرية');
    expect(demoText('Human Resources', 'en')).toBe('Human Resources');
    expect(demoText('Typed by a user', 'ar')).toBe('Typed by a user');
  });
});
