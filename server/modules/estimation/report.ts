import type { FastifyRequest } from 'fastify';
import {
  calculateReport,
  matchesCategory,
  readActivities,
  rowsOfCategory,
  type Activities,
  type Cell,
  type Report,
} from '@domain/estimation';
import { activityCache } from '../../estimation/recentFiles';
import { costsOfFile } from '../costing/store';
import { currencyOf, EstimationFiles, type FileMeta } from './store';
import { notFound } from '../../http/errors';
import type { fileProfile } from './lookups';

type FileProfile = Awaited<ReturnType<typeof fileProfile>>;

export interface FileReport {
  meta: FileMeta;
  report: Report;
  currency: string | null;
}

/** The activities of a file: from the cache, else from its stored sheet (then cached). */
async function activitiesOf(request: FastifyRequest, files: EstimationFiles, meta: FileMeta): Promise<Activities> {
  const organizationId = request.tenant.organizationId;
  const cached = activityCache.get(request.tenant.db, organizationId, meta.id);
  if (cached) return cached;
  const activities = readActivities(JSON.parse(await files.sheet(meta.id)) as Cell[][]);
  if (!activities) throw notFound();
  activityCache.set(request.tenant.db, organizationId, meta.id, activities);
  return activities;
}

/** The report of a stored file with its costs, optionally for one category of activities (DESIGN §5). */
export async function fileReport(
  request: FastifyRequest,
  fileName: string,
  fileType: string | undefined,
  category: string | undefined,
): Promise<FileReport> {
  const files = new EstimationFiles(request.tenant);
  return reportOf(request, files, await files.byName(fileName, fileType), category);
}

/** fileReport of a file already found. */
export async function reportOf(
  request: FastifyRequest,
  files: EstimationFiles,
  meta: FileMeta,
  category: string | undefined,
): Promise<FileReport> {
  const [activities, costs] = await Promise.all([
    activitiesOf(request, files, meta),
    costsOfFile(request.tenant, meta.id),
  ]);
  const report = calculateReport(activities, { fte: meta.fte, costs, category: category?.trim() || undefined });
  return { meta, report, currency: currencyOf(meta.country) };
}

/**
 * The rows the documented client shows as the report's table, as JSON in UTF-8 bytes: the stored
 * sheet, header first, with only the activities of the category when one is given.
 */
export async function reportRows(
  files: EstimationFiles,
  fileId: number,
  category: string | undefined,
): Promise<Buffer> {
  // A filter that even an empty category passes (`all`, `File Data`) keeps every row: the bytes
  // go on as they were unpacked, never read as text (11 MB for 50,000 rows).
  if (!category?.trim() || matchesCategory('', category)) return files.sheetBytes(fileId);
  const sheet = await files.sheet(fileId);
  return Buffer.from(JSON.stringify(rowsOfCategory(JSON.parse(sheet) as Cell[][], category)), 'utf8');
}

/** The figures of the documented ReportCalculation answer; `data` (the rows) is added beside them. */
export const reportAnswer = (
  { meta, report, currency }: FileReport,
  category: string | undefined,
  profile: FileProfile | null = null,
) => ({
  file: {
    fileId: meta.id,
    fileName: meta.fileName,
    fileType: meta.fileType,
    fte: meta.fte,
    country: meta.country,
    currency,
    category: category?.trim() || null,
    groupingColumn: report.groupingColumn,
    designationsWithoutCost: report.missingCosts,
    rowCount: meta.rowCount,
    profile,
  },
  reportCalculations: report.lines,
  variableEntityTotalReportCalculationDto: report.groups,
});
