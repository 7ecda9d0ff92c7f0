import { importColumns, type ImportKind } from '@domain/import/kinds';
import { WorkbookRejected } from '../../estimation/limits';
import { readerPool } from '../../estimation/readerPool';
import { ApiError } from '../../http/errors';
import { columnLabels } from './sheet';
import type { ImportTable, TableColumns } from '../../estimation/tableCollector';

const FIELD = 'UploadedFile';
const refused = (status: number, key: string, params: Record<string, string | number> = {}) =>
  new ApiError(status, key, params, { [FIELD]: [{ key, params }] });

/** The workbook reader's refusals whose words speak of an estimation workbook, in the import's words. */
const IMPORT_WORDING: Record<string, string> = {
  'upload.expandsTooMuch': 'import.expandsTooMuch',
  'upload.sharedStringsTooLarge': 'import.sharedStringsTooLarge',
  'upload.cellTooLong': 'import.cellTooLong',
};

/** A kind's columns with the headers each is known by, as the reader thread takes them. */
const tableColumns = (kind: ImportKind): TableColumns => {
  const columns = [...importColumns(kind)];
  return { columns, labels: Object.fromEntries(columns.map((column) => [column.key, columnLabels(column.key)])) };
};

/**
 * The table of an uploaded file, an Excel workbook (recognised by its content, whatever its name)
 * or a CSV with commas, semicolons or tabs, read off the request thread as it streams and refused
 * (413 or 422, in the caller's language) at the first limit it passes.
 */
export async function readTable(data: Buffer, kind: ImportKind): Promise<ImportTable> {
  if (data.length === 0) throw refused(400, 'import.fileRequired');
  try {
    return await readerPool.readImport(data, tableColumns(kind));
  } catch (error) {
    if (error instanceof WorkbookRejected)
      throw refused(error.status, IMPORT_WORDING[error.key] ?? error.key, error.params);
    throw error;
  }
}
