import { constants, inflateRawSync } from 'node:zlib';
import { WorkbookRejected, notWorkbook } from './limits';
import { readPart, type ZipEntry } from './zipDirectory';

const attribute = (element: string, name: RegExp): string | undefined => {
  const match = new RegExp(`\\s${name.source}\\s*=\\s*"([^"]*)"`).exec(element);
  return match?.[1];
};

/** Resolves a relationship target (`worksheets/sheet1.xml`, `/xl/worksheets/sheet1.xml`) to an entry name. */
function resolveTarget(target: string): string {
  const parts: string[] = target.startsWith('/') ? [] : ['xl'];
  for (const part of target.replace(/^\//, '').split('/')) {
    if (part === '..') parts.pop();
    else if (part && part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/**
 * The first sheet in the workbook's tab order, as an archive entry, read from xl/workbook.xml and
 * its relationships (both small and size-checked).
 */
export function firstSheetEntry(zip: Buffer, entries: Map<string, ZipEntry>): ZipEntry {
  const workbook = readPart(zip, entries.get('xl/workbook.xml')) ?? '';
  const rels = readPart(zip, entries.get('xl/_rels/workbook.xml.rels')) ?? '';
  const sheet = /<(?:\w+:)?sheet\s[^>]*>/.exec(workbook)?.[0];
  const relId = sheet && attribute(sheet, /(?:\w+:)id/);
  const relation = relId
    ? [...rels.matchAll(/<(?:\w+:)?Relationship\s[^>]*>/g)].map((m) => m[0]).find((r) => attribute(r, /Id/) === relId)
    : undefined;
  const target = relation && attribute(relation, /Target/);
  const entry = target ? entries.get(resolveTarget(target)) : undefined;
  if (!entry) throw new WorkbookRejected(422, 'upload.noSheet');
  return entry;
}

/**
 * The row count the sheet declares in its `<dimension>`, read by inflating only the sheet's first
 * few kilobytes, so an oversized sheet is refused before it is unpacked. Undefined when the sheet
 * does not say.
 */
export function declaredRows(zip: Buffer, entry: ZipEntry): number | undefined {
  const head = zip.subarray(entry.dataStart, Math.min(entry.dataEnd, entry.dataStart + 4096));
  let text: string;
  try {
    const data =
      entry.method === 0
        ? head
        : inflateRawSync(head, { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength: 1 << 20 });
    text = data.toString('latin1');
  } catch {
    return undefined;
  }
  const ref = /<(?:\w+:)?dimension\s+ref="([A-Z]+)?(\d+)?(?::[A-Z]+(\d+))?"/.exec(text);
  if (!ref) return undefined;
  const last = Number(ref[3] ?? ref[2]);
  return Number.isFinite(last) ? last : undefined;
}

export { notWorkbook };
