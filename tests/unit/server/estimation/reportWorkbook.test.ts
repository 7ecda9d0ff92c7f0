import { describe, expect, it } from 'vitest';
import { categoryName, countryName } from '../../../../server/estimation/reportWorkbook';

describe('the country of a report workbook', () => {
  it('is written by the name the screens give it, in the reader’s language', () => {
    expect(countryName('en', 'SaudiArabia')).toBe('Saudi Arabia');
    expect(countryName('ar', 'SaudiArabia')).toBe('المملكة العربية السعودية');
    expect(countryName('en', 'UAE')).toBe('United Arab Emirates');
    expect(countryName('ar', 'saudi arabia')).toBe('المملكة العربية السعودية');
  });

  it('keeps a country the app does not know as stored', () => {
    expect(countryName('ar', 'Oman')).toBe('Oman');
  });
});

describe('the category of a report workbook', () => {
  it('is written as the report’s tab names it, in the reader’s language', () => {
    expect(categoryName('ar', 'Tactical')).toBe('تشغيلي');
    expect(categoryName('ar', 'Tactical/ Operations')).toBe('تشغيلي');
    expect(categoryName('ar', 'strategy')).toBe('استراتيجي');
    expect(categoryName('en', 'Transactional')).toBe('Transactional');
  });

  it('keeps a filter that names no one category as given', () => {
    expect(categoryName('ar', 'Marketing')).toBe('Marketing');
  });
});
