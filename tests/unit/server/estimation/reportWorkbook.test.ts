import { describe, expect, it } from 'vitest';
import { countryName } from '../../../../server/estimation/reportWorkbook';

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
