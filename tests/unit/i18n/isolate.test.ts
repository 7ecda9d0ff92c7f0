// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createInstance } from 'i18next';
import { interpolationFormat, isolate, isolateLtr, withoutIsolates } from '../../../src/i18n/format';
import { namespaces, readNamespace } from '../../support/locales';
import { Ltr } from '../../../src/i18n/format/Ltr';
import { excelNumberFormat } from '@domain/figures';

describe('left-to-right text on a right-to-left page', () => {
  it('wraps plain text in a left-to-right isolate, and nothing around an empty value', () => {
    expect(isolateLtr('+966 11 000 0000')).toBe('\u2066+966 11 000 0000\u2069');
    expect(isolateLtr('')).toBe('');
    expect(isolateLtr(null)).toBe('');
    expect(withoutIsolates(isolateLtr('HR_2025.xlsx'))).toBe('HR_2025.xlsx');
  });

  it('drops the direction marks Intl puts around an Arabic amount before isolating it', () => {
    expect(isolateLtr('\u200f١٬٢٣٤٫٥٠ SAR')).toBe('\u2066١٬٢٣٤٫٥٠ SAR\u2069');
  });

  it('renders a <bdi dir="ltr"> on screens', () => {
    expect(renderToStaticMarkup(createElement(Ltr, null, 'ali@example.com'))).toBe(
      '<bdi dir="ltr">ali@example.com</bdi>',
    );
    expect(renderToStaticMarkup(createElement(Ltr, null, ''))).toBe('');
  });
});

describe('what a user typed, inside a translated sentence', () => {
  it('sits in a first-strong isolate where the text asks for it, digits as typed', async () => {
    const i18n = createInstance();
    await i18n.init({
      lng: 'ar',
      resources: { ar: { translation: { uploaded: 'تم رفع المصنف "{{name, isolate}}". عدد الصفوف: {{rows}}.' } } },
      interpolation: { escapeValue: false, alwaysFormat: true, format: interpolationFormat },
    });
    expect(i18n.t('uploaded', { name: 'HR 2025.xlsx', rows: 68 })).toBe(
      'تم رفع المصنف "\u2068HR 2025.xlsx\u2069". عدد الصفوف: ٦٨.',
    );
    expect(isolate('')).toBe('');
    expect(withoutIsolates(isolate('CHRO'))).toBe('CHRO');
  });

  // Placeholders that hold what people typed: names of files, job titles, elements, organisations,
  // e-mails, a workbook's cells. In an Arabic sentence, unisolated, a Latin name takes the
  // punctuation beside it along ("hr.xlsx" split across its quotes).
  const TYPED =
    /\{\{\s*(designation|file|source|left|right|activity|company|email|query|cell|tag|subject|phone|recordRepresentation|item|element)\s*\}\}/;
  // Any placeholder between quotes is a name as typed.
  const QUOTED = /["'«“]\{\{\s*\w+\s*\}\}["'»”]/;
  // Lists whose items are isolated one by one (a whole list in one isolate would read left to right),
  // a file name, which is no sentence, and names only heard (aria-labels): nothing is drawn to scramble.
  const WHOLE = new Set([
    'workforce:compare.sharesChange',
    'workforce:compare.fileName',
    'estimation:customise.shareLabel',
    'estimation:costing.addFor',
    'estimation:costing.editFor',
    'estimation:costing.deleteFor',
  ]);

  it('is isolated in every Arabic text', () => {
    const bare: string[] = [];
    for (const ns of namespaces('ar'))
      for (const [key, text] of readNamespace('ar', ns))
        if (typeof text === 'string' && !WHOLE.has(`${ns}:${key}`) && (TYPED.test(text) || QUOTED.test(text)))
          bare.push(`${ns}:${key}: ${text}`);
    expect(bare).toEqual([]);
  });
});

describe('Excel number formats follow the figure rules', () => {
  it('gives hours, resources and money two decimals, money its currency code', () => {
    expect(excelNumberFormat('hours')).toBe('#,##0.00');
    expect(excelNumberFormat('resources')).toBe('#,##0.00');
    expect(excelNumberFormat('money', 'SAR')).toBe('#,##0.00 "SAR"');
    expect(excelNumberFormat('count')).toBe('#,##0');
  });
});
