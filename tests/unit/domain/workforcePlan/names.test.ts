import { describe, expect, it } from 'vitest';
import { DesignationMatcher, nameKey } from '@domain/workforcePlan';

describe('nameKey', () => {
  it('ignores case, spaces and Latin accents', () => {
    expect(nameKey('  HR   Executive ')).toBe(nameKey('hrexecutive'));
    expect(nameKey('Café Manager')).toBe(nameKey('cafe manager'));
  });

  it('ignores Arabic diacritics, tatweel and the letter forms written interchangeably', () => {
    expect(nameKey('مُحَاسِب')).toBe(nameKey('محاسب'));
    expect(nameKey('مـحـاسـب')).toBe(nameKey('محاسب'));
    expect(nameKey('أخصائي')).toBe(nameKey('اخصائي'));
    expect(nameKey('إداري')).toBe(nameKey('اداري'));
    expect(nameKey('آمر')).toBe(nameKey('امر'));
    expect(nameKey('مدير الموارد البشرية')).toBe(nameKey('مدير الموارد البشريه'));
    expect(nameKey('مستشار قانوني أول')).toBe(nameKey('مستشار قانونى اول'));
    expect(nameKey('مسئول')).toBe(nameKey('مسيول'));
  });

  it('keeps different titles apart', () => {
    expect(nameKey('محاسب')).not.toBe(nameKey('محاسبة عامة'));
    expect(nameKey('HR Executive')).not.toBe(nameKey('HR Executives'));
  });
});

describe('DesignationMatcher', () => {
  const titles = [
    { id: 7, name: 'HR Executive' },
    { id: 3, name: 'hr executive' },
    { id: 9, name: 'محاسب' },
    { id: 11, name: 'Team Lead' },
  ];

  it('matches by normalised name, the older job title winning a tie', () => {
    const matcher = new DesignationMatcher(titles);
    expect(matcher.match('HR  EXECUTIVE')).toEqual({ jobTitleId: 3, title: 'hr executive', matchedBy: 'name' });
    expect(matcher.match('مُحاسِب')).toEqual({ jobTitleId: 9, title: 'محاسب', matchedBy: 'name' });
    expect(matcher.match('Auditor')).toEqual({ jobTitleId: null, title: 'Auditor', matchedBy: null });
  });

  it("puts the user's mapping before the name, and ignores mappings to job titles that are gone", () => {
    const matcher = new DesignationMatcher(titles, [
      { designation: 'auditor', jobTitleId: 11 },
      { designation: 'HR Executive', jobTitleId: 7 },
      { designation: 'Clerk', jobTitleId: 404 },
    ]);
    expect(matcher.match('AUDITOR')).toEqual({ jobTitleId: 11, title: 'Team Lead', matchedBy: 'user' });
    expect(matcher.match('hr executive').jobTitleId).toBe(7);
    expect(matcher.match('Clerk').matchedBy).toBeNull();
  });

  it('lists each designation once, in its first spelling', () => {
    const matcher = new DesignationMatcher(titles);
    expect(matcher.mappings(['Auditor', 'HR Executive', 'auditor ', 'hr executive'])).toEqual([
      { designation: 'Auditor', jobTitleId: null, matchedBy: null, version: null },
      { designation: 'HR Executive', jobTitleId: 3, matchedBy: 'name', version: null },
    ]);
  });

  it('answers the version of each stored mapping, and matches by name once a mapping has no job title', () => {
    const matcher = new DesignationMatcher(titles, [
      { designation: 'auditor', jobTitleId: 3, version: 4 },
      { designation: 'HR Executive', jobTitleId: null, version: 2 },
    ]);
    expect(matcher.mappings(['Auditor', 'HR Executive'])).toEqual([
      { designation: 'Auditor', jobTitleId: 3, matchedBy: 'user', version: 4 },
      { designation: 'HR Executive', jobTitleId: 3, matchedBy: 'name', version: 2 },
    ]);
  });

  it("matches a demo job title by its English name or its Arabic, and shows it in the reader's language", () => {
    const matcher = new DesignationMatcher([{ id: 5, name: 'Accountant', shown: 'محاسب' }]);
    expect(matcher.match('Accountant')).toEqual({ jobTitleId: 5, title: 'محاسب', matchedBy: 'name' });
    expect(matcher.match('محاسب')).toEqual({ jobTitleId: 5, title: 'محاسب', matchedBy: 'name' });
    expect(matcher.titles.get(5)).toBe('محاسب');
  });
});
