import type ExcelJS from 'exceljs';

let loaded: Promise<typeof ExcelJS> | undefined;

/**
 * ExcelJS, loaded on first use. With what it requires it is about a third of the modules the
 * server would otherwise load before its first answer, and only the workbook routes need it.
 */
export function excel(): Promise<typeof ExcelJS> {
  loaded ??= import('exceljs').then((module) => module.default);
  return loaded;
}
