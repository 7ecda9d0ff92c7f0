import { withoutForbiddenCharacters } from '../text';

/** Estimation file types: an original upload, or a customised copy made in the app. */
export const FILE_TYPES = ['O', 'C'] as const;
export type FileType = (typeof FILE_TYPES)[number];

const EXTENSION = /\.xlsx$/i;

/** The name without `.xlsx`, and without characters that would make it unsafe as a download name. */
export function baseName(fileName: string): string {
  const bare = fileName.replace(/^.*[\\/]/, '').replace(EXTENSION, '');
  const safe = withoutForbiddenCharacters(bare)
    .replace(/["*:<>?|\\/]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return safe.slice(0, 150) || 'workbook';
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
