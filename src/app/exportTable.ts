import { downloadCSV } from 'react-admin';
import { csvTable } from '@domain/spreadsheetCells';

/** A column of an export: its heading as the user reads it, and its value in a record. */
export interface ExportColumn<R> {
  heading: string;
  value: (record: R) => unknown;
}

/** The rows of an export, heading first, every cell as the shared rule makes it safe. */
export function exportCsv<R>(columns: ReadonlyArray<ExportColumn<R>>, records: ReadonlyArray<R>): string {
  return csvTable([
    columns.map((column) => column.heading),
    ...records.map((record) => columns.map((column) => column.value(record))),
  ]);
}

/** The one way a list leaves the app as a file: a CSV of the given columns, downloaded as `fileName`.csv. */
export function downloadTable<R>(
  fileName: string,
  columns: ReadonlyArray<ExportColumn<R>>,
  records: ReadonlyArray<R>,
): void {
  downloadCSV(exportCsv(columns, records), fileName);
}

/** The server's largest page (DESIGN §3). */
const PAGE = 1000;

/** Every record a list's search finds, page after page, for an export of all of them (not only the page on screen). */
export async function allPages<R>(
  load: (page: number, perPage: number) => Promise<{ data: R[]; total?: number }>,
): Promise<R[]> {
  const records: R[] = [];
  for (let page = 1; ; page += 1) {
    const { data, total } = await load(page, PAGE);
    records.push(...data);
    if (data.length < PAGE || records.length >= (total ?? 0)) return records;
  }
}
