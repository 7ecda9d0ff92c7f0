import ExcelJS from 'exceljs';
import { SheetChecker, activitiesBuilder, type Activities, type ActivitiesBuilder, type Cell, type SheetCheck } from '../../src/domain/estimation';
import { rowCells } from './cells';
import { checkDeclaredRows, firstSheetEntry } from './firstSheet';
import { WorkbookRejected, expandsTooMuch, notWorkbook } from './limits';
import { storedParts, type Part, type UnpackOutcome } from './partStream';
import { readDirectory } from './zipDirectory';

const EMPTY_STRINGS = Buffer.from('<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>');

/** The parts the reader needs, in the order that lets it stream the sheet without a temporary file. */
function partsFor(zip: Buffer): Part[] {
  const entries = readDirectory(zip);
  const sheet = firstSheetEntry(zip, entries);
  checkDeclaredRows(zip, sheet);
  const parts: Part[] = [];
  const rels = entries.get('xl/_rels/workbook.xml.rels');
  if (rels) parts.push({ name: rels.name, entry: rels });
  parts.push({ name: 'xl/workbook.xml', entry: entries.get('xl/workbook.xml')! });
  const strings = entries.get('xl/sharedStrings.xml');
  parts.push(strings ? { name: strings.name, entry: strings } : { name: 'xl/sharedStrings.xml', data: EMPTY_STRINGS });
  const styles = entries.get('xl/styles.xml');
  if (styles) parts.push({ name: styles.name, entry: styles });
  parts.push({ name: 'xl/worksheets/sheet1.xml', entry: sheet });
  return parts;
}

const isBlank = (values: ExcelJS.CellValue[]): boolean =>
  values.every((v) => v === null || v === undefined || (typeof v === 'string' && v.trim() === ''));

export interface ReadWorkbook {
  /** The check; its `errors`, when any, refuse the workbook. */
  check: SheetCheck;
  /** The stored sheet as JSON text (header first), built row by row. */
  sheet: string;
  /** Activity rows in the sheet. */
  rowCount: number;
  /** What the report needs of the sheet, when it was read without errors. */
  activities?: Activities;
}

/**
 * Reads and checks the first sheet of an uploaded workbook with the streaming reader, row by row;
 * each checked row goes straight to JSON text, so a large sheet is never held as objects.
 * Throws `WorkbookRejected` when the file is not a usable .xlsx or is too big.
 */
export async function readWorkbook(zip: Buffer): Promise<ReadWorkbook> {
  const outcome: UnpackOutcome = { overflow: false, corrupt: false };
  const source = storedParts(zip, partsFor(zip), outcome);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(source, {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  const json: string[] = [];
  let activities: ActivitiesBuilder | undefined;
  const checker = new SheetChecker((row) => {
    if (json.length === 0) activities = activitiesBuilder(row);
    else activities?.add(row);
    json.push(JSON.stringify(row));
  });
  let width = -1;
  const cells: Cell[] = [];
  let failure: unknown;
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        if (outcome.overflow) break;
        const values = row.values as ExcelJS.CellValue[];
        if (width < 0) {
          if (isBlank(values)) continue;
          if (!checker.setHeader(rowCells(values, values.length - 1), row.number)) break;
          width = checker.width;
          continue;
        }
        if (!checker.addRow(rowCells(values, width, cells), row.number)) break;
      }
      break;
    }
  } catch (error) {
    failure = error;
  } finally {
    source.destroy();
  }
  if (outcome.overflow) throw expandsTooMuch();
  if (outcome.corrupt || failure) throw failure instanceof WorkbookRejected ? failure : notWorkbook();
  const check = checker.result();
  const usable = check.errors.length === 0 ? activities?.build() : undefined;
  return { check, sheet: `[${json.join(',')}]`, rowCount: Math.max(0, json.length - 1), activities: usable };
}
