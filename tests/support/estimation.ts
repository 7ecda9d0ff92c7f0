import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { fteProfiles } from '../../server/db/schema';
import type { TestContext } from './api';
import { multipart } from '../../tools/harness/multipart';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures');
export const fixture = (name: string): Buffer => readFileSync(path.join(fixtures, name));

export const HR_SAMPLE = 'hr-manpower-model.xlsx';
export const OPS_SAMPLE = 'ops-manpower-model.xlsx';
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An FTE profile stored directly: the README's worked example (1417 hours, Saudi Arabia) unless told otherwise. */
export async function createProfile(
  ctx: TestContext,
  organizationId: number,
  options: { scope?: string; elementId?: number | null; fte?: number; country?: string; name?: string } = {},
): Promise<number> {
  const [row] = await ctx.database.db
    .insert(fteProfiles)
    .values({
      organizationId,
      scope: options.scope ?? 'organization',
      elementId: options.elementId ?? null,
      fteName: options.name ?? 'Standard week',
      workingHours: 8,
      workingDays: 5,
      breakHours: '01:30',
      gazettedHolidays: 10,
      annualLeaves: 21,
      sickLeaves: 5,
      casualLeaves: 3,
      totalAwayDays: 3,
      country: options.country ?? 'SaudiArabia',
      fte: options.fte ?? 1417,
    })
    .returning();
  return row.id;
}

/** A working week of an FTE profile as the API takes it (the README's worked example). */
export const WORKING_WEEK = {
  workingHours: 8,
  workingDays: 5,
  breakHours: '01:00',
  gazettedHolidays: 10,
  annualLeaves: 21,
  country: 'SaudiArabia',
};

/** AddFile as the app sends it: the file and the category's element and FTE profile fields. */
export function uploadRequest(
  data: Buffer,
  fields: Record<string, string | number | undefined>,
  filename = 'workbook.xlsx',
) {
  const body = multipart({ UploadedFile: { filename, contentType: XLSX, data }, FileType: 'O', ...fields });
  return { method: 'POST' as const, url: '/api/EstimationApi/AddFile', payload: body.payload, headers: body.headers };
}

export async function upload(
  ctx: TestContext,
  auth: Record<string, string>,
  data: Buffer,
  fields: Record<string, string | number | undefined>,
  filename?: string,
) {
  const req = uploadRequest(data, fields, filename);
  return ctx.app.inject({ ...req, headers: { ...req.headers, ...auth } });
}

export const SAMPLE_HEADER = [
  'Sr.#',
  'Activity Type actuals / averages',
  'Category',
  'Activity',
  'Description',
  'JD | Lead',
  'JD | Analyst',
  'Percentage',
  'Activity Frequency (Monthly)',
  'Unit Time (minutes) per action',
  'Monthly Minutes',
  'Annual Minutes',
  'Annual Hours',
];

/** One activity row of SAMPLE_HEADER; columns can be overridden by index. */
export function sampleRow(n: number, overrides: Record<number, ExcelJS.CellValue> = {}): ExcelJS.CellValue[] {
  const row: ExcelJS.CellValue[] = [
    n,
    'Actual',
    'Strategy',
    `Activity ${n}`,
    'Something done',
    40,
    60,
    100,
    2,
    30,
    null,
    null,
    null,
  ];
  for (const [i, v] of Object.entries(overrides)) row[Number(i)] = v;
  return row;
}

/** A workbook built in the test: the given rows on the first sheet (a second sheet can be added). */
export async function buildWorkbook(
  rows: ExcelJS.CellValue[][],
  more?: (workbook: ExcelJS.Workbook) => void,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Model');
  for (const row of rows) sheet.addRow(row);
  more?.(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function readXlsx(data: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  return workbook;
}

export interface ZipPart {
  name: string;
  data: Buffer;
  /** Deflate the data (default) or store it as it is. */
  deflate?: boolean;
  /** The method to declare when `data` is already packed (8: deflate). */
  method?: number;
  /** The unpacked size the archive claims, when it should lie. */
  declaredSize?: number;
}

/** A zip archive written by hand, so a test can make its directory say what it likes. */
export function zipArchive(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const deflate = part.deflate ?? true;
    const packed = deflate ? deflateRawSync(part.data, { level: 9 }) : part.data;
    const size = part.declaredSize ?? part.data.length;
    const crc = crc32(part.data);
    const method = part.method ?? (deflate ? 8 : 0);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, packed);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(method, 10);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(packed.length, 20);
    entry.writeUInt32LE(size, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    central.push(entry, name);
    offset += 30 + name.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The parts of a minimal workbook around a given first sheet's XML. */
export function workbookParts(sheet: ZipPart): ZipPart[] {
  const xml = (s: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${s}`);
  return [
    {
      name: '[Content_Types].xml',
      data: xml(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
      ),
    },
    {
      name: '_rels/.rels',
      data: xml(
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
      ),
    },
    {
      name: 'xl/workbook.xml',
      data: xml(
        '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Model" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: xml(
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
      ),
    },
    { ...sheet, name: 'xl/worksheets/sheet1.xml' },
  ];
}
