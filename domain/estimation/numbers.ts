import type { Cell } from './columns';
import { latinDigits } from '../digits';

const PLAIN = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
const GROUPED = /^[+-]?\d{1,3}(,\d{3})+(\.\d+)?$/;
/** `1/30`: once a month in thirty, typed as text. */
const FRACTION = /^(\d+(?:\.\d+)?)\/(\d+(?:\.\d+)?)$/;

/** Excel error values (`#DIV/0!`, `#N/A`, ...) as they appear in a cell. */
export const isCellError = (text: string): boolean => /^#[A-Z][A-Z0-9/_]*[!?]?$/i.test(text) && text.length <= 14;

/** A text that starts with `=` is a formula whose result the file did not keep. */
export const isFormulaText = (text: string): boolean => text.startsWith('=');

export type NumberReading =
  { kind: 'number'; value: number } | { kind: 'blank' } | { kind: 'formula' } | { kind: 'error' } | { kind: 'text' };

/**
 * Reads a cell as a number the way a person would: `12`, ` 12 `, `1,250`, `30%` (a share written
 * with its percent sign), `1/30`, Arabic digits. Anything else is reported, never guessed.
 */
export function readNumber(cell: Cell | undefined): NumberReading {
  if (cell === null || cell === undefined) return { kind: 'blank' };
  if (typeof cell === 'number') return Number.isFinite(cell) ? { kind: 'number', value: cell } : { kind: 'error' };
  let text = cell.trim();
  if (text === '') return { kind: 'blank' };
  if (isFormulaText(text)) return { kind: 'formula' };
  if (isCellError(text)) return { kind: 'error' };
  text = latinDigits(text).replace(/\s+/g, '');
  if (text.endsWith('%')) text = text.slice(0, -1);
  if (GROUPED.test(text)) text = text.replace(/,/g, '');
  const fraction = FRACTION.exec(text);
  if (fraction) {
    const value = Number(fraction[1]) / Number(fraction[2]);
    return Number.isFinite(value) ? { kind: 'number', value } : { kind: 'text' };
  }
  if (!PLAIN.test(text)) return { kind: 'text' };
  const value = Number(text);
  return Number.isFinite(value) ? { kind: 'number', value } : { kind: 'text' };
}

/**
 * The value of a formula made only of numbers, `+ - * /`, `^` and parentheses (`=1/30`, `=12*60`),
 * for cells whose file kept no result. Undefined for anything else (cell references, functions).
 */
export function evaluateArithmetic(formula: string): number | undefined {
  const source = formula.trim().replace(/^=/, '');
  if (source.length === 0 || source.length > 200 || !/^[\d\s.+\-*/^()eE]+$/.test(source)) return undefined;
  let pos = 0;
  const peek = () => {
    while (source[pos] === ' ') pos++;
    return source[pos];
  };
  const number = (): number => {
    peek();
    const match = /^(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?/.exec(source.slice(pos));
    if (!match) throw new Error('number expected');
    pos += match[0].length;
    return Number(match[0]);
  };
  const primary = (): number => {
    const ch = peek();
    if (ch === '(') {
      pos++;
      const value = sum();
      if (peek() !== ')') throw new Error(') expected');
      pos++;
      return value;
    }
    if (ch === '-' || ch === '+') {
      pos++;
      return ch === '-' ? -primary() : primary();
    }
    return number();
  };
  const power = (): number => {
    const base = primary();
    if (peek() === '^') {
      pos++;
      return base ** power();
    }
    return base;
  };
  const product = (): number => {
    let value = power();
    for (let ch = peek(); ch === '*' || ch === '/'; ch = peek()) {
      pos++;
      value = ch === '*' ? value * power() : value / power();
    }
    return value;
  };
  const sum = (): number => {
    let value = product();
    for (let ch = peek(); ch === '+' || ch === '-'; ch = peek()) {
      pos++;
      value = ch === '+' ? value + product() : value - product();
    }
    return value;
  };
  try {
    const value = sum();
    return peek() === undefined && Number.isFinite(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Removes binary noise (0.1 + 0.2) from figures the report shows. */
export const tidy = (value: number, places = 6): number => {
  const factor = 10 ** places;
  const rounded = Math.round(value * factor) / factor;
  return Object.is(rounded, -0) ? 0 : rounded;
};
