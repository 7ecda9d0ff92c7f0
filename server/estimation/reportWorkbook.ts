import { CATEGORIES, groupingLevel, matchesCategory, type Cell, type Report } from '@domain/estimation';
import { countryOf } from '@domain/fte';
import type { Language } from '../http/i18n';
import { translate } from '../http/i18n';
import { excel } from './excel';
import { safeCell } from '@domain/spreadsheetCells';
import { excelNumberFormat } from '@domain/figures';
import { addTableSheet, sheetName, toBuffer } from './workbooks';

export interface ReportContext {
  fileName: string;
  fileType: string;
  fte: number;
  country: string;
  currency: string | null;
  category?: string;
}

/**
 * A country as the estimation screens name it in the reader's language ("Saudi Arabia",
 * "المملكة العربية السعودية"); a country the app does not know is written as stored.
 */
export function countryName(lang: Language, stored: string): string {
  const country = countryOf(stored);
  return country ? translate(lang, `estimation:country.${country}`) : stored;
}

const CATEGORY_TABS = ['strategy', 'tactical', 'transactional'] as const;

/** The report's category filter as its tab names it in the reader's language ("Tactical" is تشغيلي). */
export function categoryName(lang: Language, filter: string): string {
  const found = CATEGORIES.filter((c) => matchesCategory(c, filter));
  return found.length === 1
    ? translate(lang, `estimation:report.tab.${CATEGORY_TABS[CATEGORIES.indexOf(found[0])]}`)
    : filter;
}

// The figure rules of the screens (domain/figures); cells keep their full values.
const HOURS = excelNumberFormat('hours');
const RESOURCES = excelNumberFormat('resources');

/**
 * The report as a workbook a manager can forward: the report sheet (what it is about, then one line
 * per job title and the totals), the grouping sheet when the workbook has a grouping column, and
 * the source rows. Every text cell is neutralised against formula injection.
 */
export async function reportWorkbook(
  report: Report,
  context: ReportContext,
  table: Cell[][],
  lang: Language,
): Promise<Buffer> {
  const t = (key: string, params?: Record<string, string | number>) => translate(lang, `reportWorkbook.${key}`, params);
  const workbook = new (await excel()).Workbook();
  workbook.creator = 'Tawazun';
  const rtl = lang === 'ar';
  const money = excelNumberFormat('money', context.currency);

  const sheet = workbook.addWorksheet(sheetName(t('reportSheet')), { views: [{ rightToLeft: rtl }] });
  const about: Array<[string, Cell]> = [
    [t('file'), context.fileName],
    [t('fileType'), context.fileType === 'C' ? t('customised') : t('original')],
    [t('fte'), context.fte],
    [t('country'), countryName(lang, context.country)],
    [t('currency'), context.currency],
    [t('category'), context.category ? categoryName(lang, context.category) : t('allCategories')],
  ];
  for (const [label, value] of about) sheet.addRow([label, safeCell(value)]).getCell(1).font = { bold: true };
  sheet.addRow([]);
  const headerRow = sheet.addRow([t('resource'), t('totalHours'), t('resources'), t('costPerFte'), t('annualCost')]);
  headerRow.font = { bold: true };
  const first = headerRow.number + 1;
  for (const line of report.lines) {
    const isTotal = line === report.lines[report.lines.length - 1];
    const row = sheet.addRow([
      safeCell(isTotal ? t('total') : line.resourcesName),
      line.totalHours,
      line.numberOfResources,
      isTotal ? null : (line.cost ?? t('notSet')),
      line.annualCost,
    ]);
    if (isTotal) row.font = { bold: true };
  }
  sheet.getColumn(1).width = 36;
  for (const c of [2, 3, 4, 5]) sheet.getColumn(c).width = 20;
  for (let r = first; r <= sheet.rowCount; r++) {
    sheet.getCell(r, 2).numFmt = HOURS;
    sheet.getCell(r, 3).numFmt = RESOURCES;
    sheet.getCell(r, 4).numFmt = money;
    sheet.getCell(r, 5).numFmt = money;
  }
  if (report.missingCosts.length > 0) {
    sheet.addRow([]);
    sheet.addRow([safeCell(t('missingCosts', { list: report.missingCosts.join(', ') }))]).font = { italic: true };
  }

  if (report.groupingColumn) {
    const level = groupingLevel(report.groupingColumn);
    const column = level ? translate(lang, `estimation:category.${level}`) : report.groupingColumn;
    const rows: Cell[][] = [[column, t('totalHours'), t('resources'), t('annualCost')]];
    for (const g of report.groups)
      rows.push([g.entityName || t('notSet'), g.totalHours, g.numberOfResources, g.annualCost]);
    addTableSheet(workbook, t('groupSheet', { column }), rows, {
      rtl,
      numberFormat: { 1: HOURS, 2: RESOURCES, 3: money },
    });
  }
  addTableSheet(workbook, t('sourceSheet'), table, { rtl });
  return toBuffer(workbook);
}
