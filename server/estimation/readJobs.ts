import { readImportTable } from './importTable';
import type { ImportTable, TableColumns } from './tableCollector';
import { readWorkbook, type ReadWorkbook } from './readWorkbook';

/** What an upload is read for: an estimation workbook, or an import file (a workbook or a CSV) of these columns. */
export type ReadJob = { kind: 'estimation' } | { kind: 'import'; columns: TableColumns };

export type ReadResult<J extends ReadJob> = J extends { kind: 'import' } ? ImportTable : ReadWorkbook;

/** Reads an upload for its job, on the reader thread (or in-process where no thread can start). */
export function readUpload(data: Buffer, job: ReadJob): Promise<ReadWorkbook | ImportTable> {
  return job.kind === 'import' ? readImportTable(data, job.columns) : readWorkbook(data);
}
