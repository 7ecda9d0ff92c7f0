import { COLUMNS, JD_PREFIX, type Cell } from '@domain/estimation';
import { translate } from '../http/i18n';
import { excel } from './excel';
import { addTableSheet, toBuffer } from './workbooks';

/** Lines of the instructions sheet, as keys of `template.*`; each is written in English and in Arabic. */
const LINES = [
  'title',
  'header',
  'category',
  'grouping',
  'jobTitles',
  'frequency',
  'unitTime',
  'derived',
  'limits',
  'language',
];

const HEADER = [
  COLUMNS.serial,
  COLUMNS.activityType,
  COLUMNS.category,
  'Department',
  COLUMNS.activity,
  COLUMNS.description,
  `${JD_PREFIX} Manager`,
  `${JD_PREFIX} Officer`,
  COLUMNS.percentage,
  COLUMNS.frequency,
  COLUMNS.unitTime,
  COLUMNS.monthlyMinutes,
  COLUMNS.annualMinutes,
  COLUMNS.annualHours,
];

let cached: Promise<Buffer> | undefined;

async function build(): Promise<Buffer> {
  const workbook = new (await excel()).Workbook();
  workbook.creator = 'Tawazun';
  const sheet = addTableSheet(workbook, 'Estimation', [HEADER as Cell[]]);
  sheet.addRow([
    1,
    'Average',
    'Tactical/ Operations',
    'HR',
    translate('en', 'template.exampleActivity'),
    translate('en', 'template.exampleDescription'),
    30,
    70,
    { formula: 'G2+H2', result: 100 },
    2,
    90,
    { formula: 'J2*K2', result: 180 },
    { formula: 'L2*12', result: 2160 },
    { formula: 'M2/60', result: 36 },
  ]);
  const help = workbook.addWorksheet('Instructions - التعليمات');
  help.columns = [{ width: 90 }, { width: 90 }];
  for (const line of LINES) {
    const row = help.addRow([translate('en', `template.${line}`), translate('ar', `template.${line}`)]);
    row.alignment = { wrapText: true, vertical: 'top' };
    row.getCell(2).alignment = { wrapText: true, vertical: 'top', horizontal: 'right', readingOrder: 'rtl' };
    if (line === 'title') row.font = { bold: true, size: 14 };
  }
  return toBuffer(workbook);
}

/** The empty estimation workbook users start from: the header, one example row and bilingual instructions. */
export function templateWorkbook(): Promise<Buffer> {
  cached ??= build().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}
