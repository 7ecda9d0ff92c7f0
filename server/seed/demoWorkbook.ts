import { annualCostOf, checkTable, type Cell, type CostBreakdown } from '@domain/estimation';
import { packSheet } from '../estimation/sheetCodec';
import { sheetWorkbook } from '../estimation/workbooks';
import { costings, estimationFiles, estimationOriginals } from '../db/schema';
import type { DemoSeeder } from './types';

type Db = Parameters<DemoSeeder>[0];

/** A demo workbook's rows as an upload stores them: the file's bytes, its sheet and what the check found. */
export async function storedWorkbook(rows: Cell[][], sheetName: string, fileName: string) {
  const check = checkTable(rows);
  if (check.errors.length || !check.table || !check.header)
    throw new Error(`the demo workbook ${fileName} is not valid`);
  const bytes = await sheetWorkbook(check.table, sheetName);
  return {
    original: bytes.toString('base64'),
    file: {
      fileName,
      byteSize: bytes.length,
      rowCount: check.table.length - 1,
      designations: check.header.designations.map((d) => d.name),
      sheet: await packSheet(JSON.stringify(check.table)),
      warnings: check.warnings,
    },
  };
}

type FileValues = typeof estimationFiles.$inferInsert;

/** Stores a demo workbook as an upload would: its file row and its original. */
export async function insertWorkbook(
  db: Db,
  values: Omit<FileValues, keyof Awaited<ReturnType<typeof storedWorkbook>>['file']>,
  stored: Awaited<ReturnType<typeof storedWorkbook>>,
): Promise<number> {
  const [file] = await db
    .insert(estimationFiles)
    .values({ ...values, ...stored.file })
    .returning({ id: estimationFiles.id });
  await db
    .insert(estimationOriginals)
    .values({ organizationId: values.organizationId, fileId: file.id, fileBase64: stored.original });
  return file.id;
}

/** A demo workbook's costs, each built from its monthly pay. */
export async function seedCosts(
  db: Db,
  ids: { organizationId: number; fileId: number; ownerId: number },
  costs: Iterable<{ designationName: string; breakdown: CostBreakdown }>,
) {
  for (const { designationName, breakdown } of costs)
    await db.insert(costings).values({
      organizationId: ids.organizationId,
      fileId: ids.fileId,
      designationName,
      cost: annualCostOf(breakdown),
      breakdown,
      createdBy: ids.ownerId,
    });
}
