import type { FastifyRequest } from 'fastify';
import { calculateReport, readActivities, type Cell, type Report } from '../../../src/domain/estimation';
import { costsOfFile } from '../costing/store';
import { currencyOf, EstimationFiles, type FileMeta } from './store';
import { notFound } from '../../http/errors';

export interface FileReport {
  meta: FileMeta;
  table: Cell[][];
  report: Report;
  currency: string | null;
}

/** The report of a stored file with its costs, optionally for one category of activities (DESIGN §5). */
export async function fileReport(request: FastifyRequest, fileName: string, fileType: string | undefined, category: string | undefined): Promise<FileReport> {
  const files = new EstimationFiles(request.tenant);
  const meta = await files.byName(fileName, fileType);
  const [sheet, costs] = await Promise.all([files.sheet(meta.id), costsOfFile(request.tenant, meta.id)]);
  const table = JSON.parse(sheet) as Cell[][];
  const activities = readActivities(table);
  if (!activities) throw notFound();
  const report = calculateReport(activities, { fte: meta.fte, costs, category: category?.trim() || undefined });
  return { meta, table, report, currency: currencyOf(meta.country) };
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
