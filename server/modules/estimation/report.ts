import type { FastifyRequest } from 'fastify';
import { calculateReport, readActivities, type Activities, type Cell, type Report } from '../../../src/domain/estimation';
import { activityCache } from '../../estimation/activityCache';
import { costsOfFile } from '../costing/store';
import { currencyOf, EstimationFiles, type FileMeta } from './store';
import { notFound } from '../../http/errors';

export interface FileReport {
  meta: FileMeta;
  report: Report;
  currency: string | null;
}

/** The activities of a file: from the cache, else from its stored sheet (then cached). */
async function activitiesOf(request: FastifyRequest, files: EstimationFiles, meta: FileMeta): Promise<Activities> {
  const organizationId = request.tenant.organizationId;
  const cached = activityCache.get(organizationId, meta.id);
  if (cached) return cached;
  const activities = readActivities(JSON.parse(await files.sheet(meta.id)) as Cell[][]);
  if (!activities) throw notFound();
  activityCache.set(organizationId, meta.id, activities);
  return activities;
}

/** The report of a stored file with its costs, optionally for one category of activities (DESIGN §5). */
export async function fileReport(request: FastifyRequest, fileName: string, fileType: string | undefined, category: string | undefined): Promise<FileReport> {
  const files = new EstimationFiles(request.tenant);
  const meta = await files.byName(fileName, fileType);
  const [activities, costs] = await Promise.all([activitiesOf(request, files, meta), costsOfFile(request.tenant, meta.id)]);
  const report = calculateReport(activities, { fte: meta.fte, costs, category: category?.trim() || undefined });
  return { meta, report, currency: currencyOf(meta.country) };
}

/** The documented ReportCalculation answer. */
export const reportAnswer = ({ meta, report, currency }: FileReport, category: string | undefined) => ({
  data: {
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
  },
  reportCalculations: report.lines,
  variableEntityTotalReportCalculationDto: report.groups,
});
