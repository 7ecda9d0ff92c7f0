import type { CellValue } from 'exceljs';
import { evaluateArithmetic, type Cell } from '@domain/estimation';

const pad = (n: number) => String(n).padStart(2, '0');

/** A date cell as text: the day, with the time only when it has one. */
export function dateText(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  const h = date.getUTCHours();
  const m = date.getUTCMinutes();
  return h || m ? `${day} ${pad(h)}:${pad(m)}` : day;
}

type FormulaLike = { formula?: string; sharedFormula?: string; result?: unknown };

/**
 * An ExcelJS cell value as plain text or a number: rich text and hyperlinks become their text,
 * dates `YYYY-MM-DD`, booleans TRUE/FALSE, error values their code (`#DIV/0!`). A formula gives
 * its cached result; without one, a purely numeric formula (`=1/30`) is evaluated and anything
 * else is kept as `=<formula>` for the checks to report or derive.
 */
export function toCell(value: CellValue | undefined): Cell {
  if (value === null || value === undefined) return null;
  switch (typeof value) {
    case 'number':
      return Number.isFinite(value) ? value : '#NUM!';
    case 'string':
      return value;
    case 'boolean':
      return value ? 'TRUE' : 'FALSE';
    default:
      break;
  }
  if (value instanceof Date) return dateText(value);
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('error' in value) return String(value.error);
  if ('hyperlink' in value) return toCell((value as { text?: CellValue }).text);
  if ('formula' in value || 'sharedFormula' in value) {
    const formula = value as FormulaLike;
    if (formula.result !== undefined && formula.result !== null) {
      const result = toCell(formula.result as CellValue);
      // A cached error result read by the streaming reader arrives as NaN.
      return result === '#NUM!' && typeof formula.result === 'number' ? '#VALUE!' : result;
    }
    const text = formula.formula ?? '';
    const computed = evaluateArithmetic(text);
    return computed !== undefined ? computed : `=${text}`;
  }
  return null;
}

/** The first `width` cells of a row's sparse, 1-based `values`, written into `into` (reused between rows). */
export function rowCells(values: CellValue[], width: number, into: Cell[] = new Array(width)): Cell[] {
  into.length = width;
  for (let i = 0; i < width; i++) into[i] = toCell(values[i + 1]);
  return into;
}
