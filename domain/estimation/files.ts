import { currencyOf } from '../fte';
import { withoutForbiddenCharacters } from '../text';

/** Estimation file types: an original upload, or a customised copy made in the app. */
export const FILE_TYPES = ['O', 'C'] as const;
export type FileType = (typeof FILE_TYPES)[number];

const EXTENSION = /\.xlsx$/i;

/** One line of printable text, with no character that would make it unsafe as a download name. */
const safeText = (text: string): string =>
  withoutForbiddenCharacters(text)
    .replace(/["*:<>?|\\/]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The name without `.xlsx`, and without characters that would make it unsafe as a download name.
 * Cleaned and trimmed before the extension is looked for: `"model.xlsx "` is `model`, never
 * `model.xlsx` (stored as `model.xlsx.xlsx`).
 */
export function baseName(fileName: string): string {
  const bare = safeText(fileName.replace(/^.*[\\/]/, ''))
    .replace(EXTENSION, '')
    .trim();
  return bare.slice(0, 150) || 'workbook';
}

/**
 * A name no other file of the organisation has (compared case-insensitively): the wanted one, else
 * with ` (2)`, ` (3)`, ... before the extension.
 */
export function freeName(wanted: string, taken: Iterable<string>): string {
  const used = new Set([...taken].map((n) => n.toLowerCase()));
  const base = baseName(wanted);
  for (let n = 1; ; n++) {
    const name = n === 1 ? `${base}.xlsx` : `${base} (${n}).xlsx`;
    if (!used.has(name.toLowerCase())) return name;
  }
}

/** The default name of a customised copy: `<original> - customised.xlsx`, numbered when taken. */
export const customisedName = (source: string, taken: Iterable<string>): string =>
  freeName(`${baseName(source)} - customised`, taken);

/** What lists and reports need of a stored file: everything but the sheet and the bytes. */
export type FileMeta = {
  id: number;
  fileName: string;
  fileType: string;
  category: string;
  elementId: number | null;
  fteProfileId: number;
  fte: number;
  country: string;
  sourceFileId: number | null;
  createdDate: string;
  byteSize: number;
  rowCount: number;
  designations: string[];
  warnings: unknown[];
  createdBy: string | null;
};

/** The documented list shape `{id, fileName, fileExtension, fte, country, createdBy}`, with what the app also shows. */
export const fileRecord = (meta: FileMeta) => ({
  id: meta.id,
  fileName: meta.fileName,
  fileExtension: '.xlsx',
  fte: meta.fte,
  country: meta.country,
  currency: currencyOf(meta.country),
  createdBy: meta.createdBy,
  fileType: meta.fileType,
  category: meta.category,
  elementId: meta.elementId,
  fteProfileId: meta.fteProfileId,
  sourceFileId: meta.sourceFileId,
  rowCount: meta.rowCount,
  byteSize: meta.byteSize,
  createdDate: new Date(meta.createdDate).toISOString(),
});
export type FileRecord = ReturnType<typeof fileRecord>;
