import { describe, expect, it } from 'vitest';
import { dayOf, daysInMonth, monthNames, partOrder, partsOf } from '../../../src/i18n/format/dayParts';

describe('a calendar day as three choices', () => {
  it('reads an ISO day into its parts, and nothing else', () => {
    expect(partsOf('2025-02-01')).toEqual({ year: '2025', month: '2', day: '1' });
    expect(partsOf('01/02/2025')).toEqual({ year: '', month: '', day: '' });
    expect(partsOf(null)).toEqual({ year: '', month: '', day: '' });
  });

  it('writes complete parts as an ISO day, none while one is missing', () => {
    expect(dayOf({ year: '2025', month: '2', day: '1' })).toBe('2025-02-01');
    expect(dayOf({ year: '2025', month: '', day: '1' })).toBe('');
  });

  it('keeps a day within its month (31 then February: the 28th, or the 29th in a leap year)', () => {
    expect(dayOf({ year: '2025', month: '2', day: '31' })).toBe('2025-02-28');
    expect(dayOf({ year: '2024', month: '2', day: '31' })).toBe('2024-02-29');
    expect(daysInMonth(2025, 4)).toBe(30);
  });

  it('orders and names the parts in the reader language', () => {
    expect(partOrder('en')).toEqual(['day', 'month', 'year']);
    expect(partOrder('ar')).toEqual(['day', 'month', 'year']);
    expect(monthNames('en')[1]).toBe('February');
    expect(monthNames('ar')[1]).toBe('فبراير');
    expect(monthNames('ar')).toHaveLength(12);
  });
});
