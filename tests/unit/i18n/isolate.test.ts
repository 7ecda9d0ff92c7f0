// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { isolateLtr, withoutIsolates } from '../../../src/i18n/format';
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

describe('Excel number formats follow the figure rules', () => {
  it('gives hours, resources and money two decimals, money its currency code', () => {
    expect(excelNumberFormat('hours')).toBe('#,##0.00');
    expect(excelNumberFormat('resources')).toBe('#,##0.00');
    expect(excelNumberFormat('money', 'SAR')).toBe('#,##0.00 "SAR"');
    expect(excelNumberFormat('count')).toBe('#,##0');
  });
});
