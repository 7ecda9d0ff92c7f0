import { inflateRawSync } from 'node:zlib';
import { WORKBOOK_LIMITS, WorkbookRejected, expandsTooMuch, notWorkbook } from './limits';

/** One file of a zip archive as its central directory declares it. */
export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  /** The unpacked size the directory declares; reading never goes past it. */
  size: number;
  /** Where the packed bytes start and end in the archive. */
  dataStart: number;
  dataEnd: number;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
/** The compound-file signature of .xls and of password-protected .xlsx files. */
const COMPOUND_FILE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP64 = 0xffffffff;
/** Deflate cannot pack more tightly than about 1:1032; a directory claiming more is lying. */
const MAX_DEFLATE_RATIO = 1100;

function endOfDirectory(zip: Buffer): number {
  const last = zip.length - 22;
  for (let at = last; at >= Math.max(0, last - 0xffff); at--) {
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  throw notWorkbook();
}

/**
 * Recognises an .xlsx by its content and checks what unpacking it would cost, from the zip's
 * central directory alone (nothing is inflated here): a zip signature, the parts every workbook
 * has, no encryption, no zip64, and declared sizes within the limits. A zip bomb is refused here.
 */
export function readDirectory(zip: Buffer): Map<string, ZipEntry> {
  if (zip.length >= 8 && zip.subarray(0, 8).equals(COMPOUND_FILE))
    throw new WorkbookRejected(422, 'upload.legacyOrProtected');
  if (zip.length < 30 || zip.readUInt32LE(0) !== LOCAL_HEADER) throw notWorkbook();
  const end = endOfDirectory(zip);
  const count = zip.readUInt16LE(end + 10);
  const size = zip.readUInt32LE(end + 12);
  const offset = zip.readUInt32LE(end + 16);
  if (count === 0xffff || offset === ZIP64) throw notWorkbook();
  if (offset + size > end) throw notWorkbook();
  if (count > WORKBOOK_LIMITS.maxEntries) throw expandsTooMuch();

  const entries = new Map<string, ZipEntry>();
  let total = 0;
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || zip.readUInt32LE(at) !== CENTRAL_HEADER) throw notWorkbook();
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const unpacked = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + skip;
    if (flags & 1) throw new WorkbookRejected(422, 'upload.legacyOrProtected');
    if (compressedSize === ZIP64 || unpacked === ZIP64 || local === ZIP64) throw expandsTooMuch();
    if (method !== 0 && method !== 8) throw notWorkbook();
    if ((method === 0 && unpacked !== compressedSize) || unpacked > compressedSize * MAX_DEFLATE_RATIO + 1024)
      throw expandsTooMuch();
    total += unpacked;
    if (total > WORKBOOK_LIMITS.maxUnpackedBytes) throw expandsTooMuch();
    if (local + 30 > offset || zip.readUInt32LE(local) !== LOCAL_HEADER) throw notWorkbook();
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const dataEnd = dataStart + compressedSize;
    if (dataEnd > offset) throw notWorkbook();
    entries.set(name, { name, method, compressedSize, size: unpacked, dataStart, dataEnd });
  }
  if (!entries.has('[Content_Types].xml') || !entries.has('xl/workbook.xml')) throw notWorkbook();
  return entries;
}

/** A small part of the archive as text, inflated no further than its declared size and a hard cap. */
export function readPart(zip: Buffer, entry: ZipEntry | undefined): string | undefined {
  if (!entry) return undefined;
  if (entry.size > WORKBOOK_LIMITS.maxPartBytes) throw expandsTooMuch();
  const packed = zip.subarray(entry.dataStart, entry.dataEnd);
  try {
    const data = entry.method === 0 ? packed : inflateRawSync(packed, { maxOutputLength: Math.max(entry.size, 1) });
    return data.toString('utf8');
  } catch {
    throw notWorkbook();
  }
}
