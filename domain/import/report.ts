import { z } from 'zod';
import { IMPORT_KINDS, IMPORT_MAX_PROBLEMS, type ImportKind } from './kinds';

/** One problem of a file, as the server words it in the caller's language. */
export const importProblemSchema = z.object({
  row: z.number().int().describe('The row of the file (the header is row 1)'),
  column: z.string().describe("The column's header in the caller's language"),
  field: z.string().describe('The column key (firstName, departmentId, ...)'),
  message: z.string(),
  value: z.string().optional().describe('What the cell holds, as the file writes it'),
});

/**
 * What a check or an import of a file answers: declared once, so the server's answer, the data
 * provider's type and the tests' reading of it cannot drift apart.
 */
export const importReportSchema = z.object({
  kind: z.enum(IMPORT_KINDS as [ImportKind, ...ImportKind[]]),
  rows: z.number().int().describe('Data rows read'),
  created: z.number().int().describe('Records written (0 for a check)'),
  updated: z.number().int().describe('Records written over (0 for a check)'),
  toCreate: z.number().int().describe('Rows that add a record'),
  toUpdate: z.number().int().describe('Rows that write over a record already there (update mode)'),
  problemCount: z.number().int(),
  problems: z.array(importProblemSchema).describe(`At most ${IMPORT_MAX_PROBLEMS.toLocaleString('en')}, by row`),
});

export type ImportProblem = z.infer<typeof importProblemSchema>;
export type ImportReport = z.infer<typeof importReportSchema>;
