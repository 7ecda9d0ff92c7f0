import { describe, expect, it } from 'vitest';
import { logicalLine } from '../../support/pdfText';

/** Glyphs as Chromium's PDF holds them: Arabic in presentation forms, left to right as drawn. */
describe('a printed line read back in logical order', () => {
  it('reads a right-to-left line from its right end, keeping Latin names and numbers the right way', () => {
    const drawn = ['Demo Company', ' ', '·', ' ', '٢٠٢٦', ' ', 'ﺔ', 'ﻄ', 'ﺨ', 'ﻟ', 'ا', ' ', 'ﺔ', 'ﻨ', 'ﺳ'];
    expect(logicalLine(drawn, 'rtl')).toBe('سنة الخطة ٢٠٢٦ · Demo Company');
    expect(logicalLine(['Acme', ' ', 'Ltd', ' ', 'ﻢ', 'ﺳ', 'ا'], 'rtl')).toBe('اسم Acme Ltd');
  });

  it('keeps a ligature of several letters in their order (lam-alef, alef-teh)', () => {
    expect(logicalLine(['ﻼ', 'ﻛ'], 'rtl')).toBe('كلا');
    expect(logicalLine(['ات', 'ﻮ', 'ﺠ', 'ﻔ', 'ﻟ', 'ا'], 'rtl')).toBe('الفجوات');
  });

  it('turns the Arabic runs of a left-to-right line', () => {
    expect(logicalLine(['Team', ' ', 'ﻖ', 'ﻳ', 'ﺮ', 'ﻓ', ' ', '3'], 'ltr')).toBe('Team فريق 3');
  });
});
