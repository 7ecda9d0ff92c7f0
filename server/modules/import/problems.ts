import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { IMPORT_MAX_PROBLEMS } from '@domain/import/kinds';
import type { Params } from '../../http/i18n';
import { fieldErrorsOf } from '../people/parse';
import type { ImportTable } from '../../estimation/tableCollector';

/** What is wrong with one cell (or, with column `file`, with the file as a whole). */
export interface Problem {
  row: number;
  /** The column's key (`firstName`, `departmentId`); its header is the `fields.<key>` label. */
  column: string;
  key: string;
  params?: Params;
}

/** The problems of a file, at most one per cell: the first rule a cell breaks is the one to fix. */
export class Problems {
  readonly list: Problem[] = [];
  private readonly cells = new Set<string>();
  private readonly rows = new Set<number>();

  add(row: number, column: string, key: string, params?: Params): void {
    const cell = `${row}:${column}`;
    if (this.cells.has(cell)) return;
    this.cells.add(cell);
    this.rows.add(row);
    this.list.push({ row, column, key, params });
  }

  has(row: number, column: string): boolean {
    return this.cells.has(`${row}:${column}`);
  }

  /** A row's zod issues, with the same keys and limits the API reports them under. */
  addIssues(row: number, issues: z.core.$ZodIssue[]): void {
    for (const [field, errors] of Object.entries(fieldErrorsOf(issues))) {
      const column = field.charAt(0).toLowerCase() + field.slice(1);
      for (const error of errors) this.add(row, column, error.key, error.params);
    }
  }

  inRow(row: number): boolean {
    return this.rows.has(row);
  }
}

/** A problem as the screen's table shows it: row, column header and message, in the caller's language. */
export function problemMessages(
  request: FastifyRequest,
  problems: Problem[],
  table?: ImportTable,
  most = IMPORT_MAX_PROBLEMS,
) {
  const cells = new Map(table?.rows.map((row) => [row.number, row.cells]));
  const sorted = [...problems].sort((a, b) => a.row - b.row);
  return sorted.slice(0, most).map((problem) => {
    const column = problem.column === 'file' ? request.t('import.file') : request.t(`fields.${problem.column}`);
    return {
      row: problem.row,
      column,
      field: problem.column,
      message: request.t(problem.key, { ...problem.params, field: column }),
      // The cell as the file writes it, so the reader sees what was found beside what is wrong.
      value: cells.get(problem.row)?.[problem.column],
    };
  });
}
