import type ExcelJS from 'exceljs';
import type { Cell } from '@domain/estimation';
import { excel } from './excel';
import { rowCells } from './cells';
import { declaredRows, firstSheetEntry } from './firstSheet';
import {
  WORKBOOK_LIMITS,
  WorkbookRejected,
  cellTooLong,
  expandsTooMuch,
  notWorkbook,
  sharedStringsTooLarge,
} from './limits';
import { storedParts, unpack, type Part, type UnpackOutcome } from './partStream';
import { SharedStringsReader, cellUsingString } from './sharedStrings';
import { SheetRowReader, type SheetContext, type SheetRow } from './sheetRows';
import { LongSharedString, TextLimitGuard } from './textGuard';
import { XmlScanner, type XmlHandler } from './xmlScanner';
import { readDirectory } from './zipDirectory';

export type { SheetRow };

/**
 * Where the first sheet's rows go as they stream, one at a time (the estimation's checked sheet,
 * the import's table): the reader holds no more than the row in hand. A sink refuses what passes
 * its limits by throwing `WorkbookRejected`, which ends the reading at once.
 */
export interface RowSink<T> {
  /** Cells of a row the sink reads: the exact way converts no more (Infinity: all of them). */
  readonly wanted: number;
  /** A row as read (its cells are reused for the next); false stops, and the exact way then decides. */
  take(row: SheetRow): boolean;
  result(): Promise<T>;
  /** The reading was given up or failed: nothing is kept. */
  discard(): void;
}

export interface SheetReading<T> {
  /** A fresh sink for each way the sheet is read. */
  sink: () => RowSink<T>;
  /** Refuses a sheet whose `<dimension>` already declares more rows than the sink takes (header included). */
  declaredRows: (rows: number) => void;
}

/** The name the first sheet goes under to the reader, whatever its name in the archive. */
const SHEET = 'xl/worksheets/sheet1.xml';
const EMPTY_STRINGS = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>',
);

/** The parts the reader needs, in the order that lets it stream the sheet without a temporary file. */
function partsFor(zip: Buffer, declared: (rows: number) => void): Part[] {
  const entries = readDirectory(zip);
  const sheet = firstSheetEntry(zip, entries);
  const rows = declaredRows(zip, sheet);
  if (rows !== undefined) declared(rows);
  const parts: Part[] = [];
  const rels = entries.get('xl/_rels/workbook.xml.rels');
  if (rels) parts.push({ name: rels.name, entry: rels });
  parts.push({ name: 'xl/workbook.xml', entry: entries.get('xl/workbook.xml')! });
  const strings = entries.get('xl/sharedStrings.xml');
  // Refused from the directory alone: a shared strings part past its cap is never unpacked.
  if (strings && strings.size > WORKBOOK_LIMITS.maxSharedStringsBytes) throw sharedStringsTooLarge(strings.name);
  parts.push(strings ? { name: strings.name, entry: strings } : { name: 'xl/sharedStrings.xml', data: EMPTY_STRINGS });
  const styles = entries.get('xl/styles.xml');
  if (styles) parts.push({ name: styles.name, entry: styles });
  parts.push({ name: SHEET, entry: sheet });
  return parts;
}

/** A fresh guard for each part the reader parses as it streams: the shared strings, the styles and the sheet. */
function guardOf(part: Part): TextLimitGuard | undefined {
  if (!('entry' in part)) return undefined;
  if (part.name === 'xl/sharedStrings.xml') return new TextLimitGuard('sharedStrings', part.entry.name);
  if (part.name === 'xl/styles.xml') return new TextLimitGuard('styles', part.entry.name);
  return part.name === SHEET ? new TextLimitGuard('sheet', part.entry.name) : undefined;
}

const READER_OPTIONS = {
  sharedStrings: 'cache',
  styles: 'cache',
  hyperlinks: 'ignore',
  worksheets: 'emit',
  entries: 'ignore',
} as const;

const isBlank = (values: ExcelJS.CellValue[]): boolean =>
  values.every((v) => v === null || v === undefined || (typeof v === 'string' && v.trim() === ''));

/** What ExcelJS's streaming workbook reader (4.4.0) keeps of the parts it read; not in its typings. */
interface ReaderInternals {
  styles: { getStyleModel(id: number): { numFmt?: string } | null };
  properties?: { model?: { date1904?: boolean } };
}

/** The fast reader gave up: a part it does not mirror, or a sink that stopped early. */
const GAVE_UP = Symbol('gave up');
const BYTE_ORDER_MARK = 0xfeff;

/**
 * Scans one part of the archive, unpacked here. Chunks end on whole characters, so decoding them
 * one by one reads as the whole would; a byte-order mark is dropped at the start only (ExcelJS
 * drops one wherever its chunks start: the scanner gives up on any other). Stops early when
 * `stop` says so or unpacking overflows.
 */
async function scanPart(
  zip: Buffer,
  part: Part,
  outcome: UnpackOutcome,
  handler: XmlHandler,
  stop: () => boolean = () => false,
): Promise<void> {
  const scanner = new XmlScanner(handler);
  const guard = guardOf(part);
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  let first = true;
  const chunks = 'entry' in part ? unpack(zip, part.entry, outcome) : [part.data];
  for await (const chunk of chunks) {
    if (outcome.overflow || stop()) return;
    let text = decoder.decode(chunk);
    if (first && text.charCodeAt(0) === BYTE_ORDER_MARK) text = text.slice(1);
    first = false;
    // What pads a damaged entry out to its size is no text of the workbook.
    if (!outcome.corrupt) guard?.write(text);
    scanner.write(text);
  }
  if (!outcome.overflow && !stop()) scanner.end();
}

/**
 * The fast way: ExcelJS reads the small parts the sheet depends on (styles, the date system), the
 * shared strings and the sheet's XML are unpacked here and go through a strict scanner straight to
 * cells. Answers GAVE_UP when the file is anything the scanner does not vouch for, or when the
 * sink stops before the end (a refused header, too many rows): the exact way then decides, since
 * what it answers then may depend on how far its stream had read ahead.
 */
async function readFast<T>(zip: Buffer, parts: Part[], sink: RowSink<T>): Promise<T | typeof GAVE_UP> {
  const { stream } = await excel();
  const outcome: UnpackOutcome = { overflow: false, corrupt: false };
  const sheet = parts[parts.length - 1];
  const strings = parts.find((part) => part.name === 'xl/sharedStrings.xml');
  const source = storedParts(
    zip,
    parts.filter((part) => part !== sheet && part !== strings),
    outcome,
  );
  const reader = new stream.xlsx.WorkbookReader(source, READER_OPTIONS);
  let gaveUp = false;
  let stopped = false;
  let rejected: WorkbookRejected | undefined;
  const take = (row: SheetRow): void => {
    if (!stopped) stopped = !sink.take(row);
  };
  try {
    // No worksheet among these parts: reading them leaves the styles and date system on the reader.
    for await (const worksheet of reader) void worksheet;
    const workbook = reader as unknown as ReaderInternals;
    const sharedStrings = new SharedStringsReader();
    if (strings) await scanPart(zip, strings, outcome, sharedStrings);
    const context: SheetContext = {
      sharedStrings: sharedStrings.strings,
      styleFormat: (id) => {
        const model = workbook.styles.getStyleModel(id);
        return model ? model.numFmt : null;
      },
      date1904: workbook.properties?.model?.date1904 ?? false,
    };
    if (!outcome.overflow) await scanPart(zip, sheet, outcome, new SheetRowReader(context, take), () => stopped);
  } catch (error) {
    // A limit passed is final; whatever else the fast way could not read, the exact way reads
    // (or refuses) as it always has.
    if (error instanceof WorkbookRejected) rejected = error;
    else gaveUp = true;
  } finally {
    source.destroy();
  }
  if (rejected || gaveUp || stopped || outcome.overflow || outcome.corrupt) sink.discard();
  if (rejected) throw rejected;
  if (gaveUp || stopped) return GAVE_UP;
  // Read to the end (or to where the archive lied): the exact way would have read as far.
  if (outcome.overflow) throw expandsTooMuch();
  if (outcome.corrupt) throw notWorkbook();
  return sink.result();
}

/**
 * A row's values with every formula's cached result. ExcelJS's `row.values` drops a falsy one
 * (0, '', NaN), so a share computed to 0 or an `=IF(…,"",…)` read as its formula and was refused;
 * the cell itself still holds it.
 */
function rowValues(row: ExcelJS.Row): ExcelJS.CellValue[] {
  const values = row.values as ExcelJS.CellValue[];
  row.eachCell((cell, column) => {
    const value = values[column];
    if (
      cell.result !== undefined &&
      typeof value === 'object' &&
      value !== null &&
      'formula' in value &&
      !('result' in value)
    ) {
      values[column] = { ...value, result: cell.result };
    }
  });
  return values;
}

/** The exact way: ExcelJS's streaming reader, row objects and all. */
async function readExact<T>(zip: Buffer, parts: Part[], sink: RowSink<T>): Promise<T> {
  const { stream } = await excel();
  const outcome: UnpackOutcome = { overflow: false, corrupt: false };
  const source = storedParts(zip, parts, outcome, guardOf);
  const reader = new stream.xlsx.WorkbookReader(source, READER_OPTIONS);
  const cells: Cell[] = [];
  let failure: unknown;
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        if (outcome.overflow || outcome.rejected) break;
        const values = rowValues(row);
        const width = Math.max(0, values.length - 1);
        const read = rowCells(values, Math.min(width, sink.wanted), cells);
        if (!sink.take({ number: row.number, cells: read, width, blank: isBlank(values) })) break;
      }
      break;
    }
  } catch (error) {
    failure = error;
  } finally {
    source.destroy();
  }
  if (outcome.rejected || outcome.overflow || outcome.corrupt || failure) sink.discard();
  if (outcome.rejected) throw outcome.rejected;
  if (outcome.overflow) throw expandsTooMuch();
  if (outcome.corrupt || failure) throw failure instanceof WorkbookRejected ? failure : notWorkbook();
  return sink.result();
}

/**
 * Reads the first sheet of an uploaded workbook with a streaming reader, row by row, into the
 * sink; the limits of WORKBOOK_LIMITS hold for every upload (zip directory, unpacked sizes, text
 * of a cell, markup, shared strings), the sink's own (rows, columns, what it keeps) as it takes
 * each row. Throws `WorkbookRejected` when the file is not a usable .xlsx or is too big.
 */
export async function readSheet<T>(zip: Buffer, reading: SheetReading<T>): Promise<T> {
  const parts = partsFor(zip, reading.declaredRows);
  try {
    const fast = await readFast(zip, parts, reading.sink());
    return fast !== GAVE_UP ? fast : await readExact(zip, parts, reading.sink());
  } catch (error) {
    throw await named(zip, parts, error);
  }
}

/** A shared string too long for a cell is refused naming the first cell that shows it, when there is one. */
async function named(zip: Buffer, parts: Part[], error: unknown): Promise<unknown> {
  const sheet = parts[parts.length - 1];
  if (!(error instanceof LongSharedString) || !('entry' in sheet)) return error;
  const cell = await cellUsingString(zip, sheet.entry, error.index);
  return cell ? cellTooLong(cell) : error;
}

/** Each way on its own, for tests that hold them to the same answers: `fast` is undefined when it gave up. */
export const sheetReadingWays = {
  fast: async <T>(zip: Buffer, reading: SheetReading<T>): Promise<T | undefined> => {
    const parts = partsFor(zip, reading.declaredRows);
    const read = await readFast(zip, parts, reading.sink()).catch(async (error: unknown) =>
      Promise.reject(await named(zip, parts, error)),
    );
    return read === GAVE_UP ? undefined : read;
  },
  exact: async <T>(zip: Buffer, reading: SheetReading<T>): Promise<T> => {
    const parts = partsFor(zip, reading.declaredRows);
    return readExact(zip, parts, reading.sink()).catch(async (error: unknown) =>
      Promise.reject(await named(zip, parts, error)),
    );
  },
};
