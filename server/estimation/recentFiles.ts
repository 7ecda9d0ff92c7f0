import { activitiesBytes, type Activities } from '@domain/estimation';
import { SHEET_JSON_KEPT_BYTES } from './sheetCodec';

/** A number per database handle: one process may serve several databases (tests do), whose ids repeat. */
const handles = new WeakMap<object, number>();
let lastHandle = 0;
const handleOf = (db: object): number => {
  let n = handles.get(db);
  if (n === undefined) handles.set(db, (n = ++lastHandle));
  return n;
};

/**
 * What recently used estimation files are read into, kept within a memory budget, least recently
 * used first out, per database handle, organisation and file. Files never change once stored, so an
 * entry is never stale; callers read the file's row from the database first (organisation scope,
 * existence), and only then look here.
 */
export class RecentFiles<T> {
  private readonly entries = new Map<string, T>();
  private bytes = 0;

  constructor(
    private readonly budget: number,
    private readonly sizeOf: (value: T) => number,
  ) {}

  private key = (db: object, organizationId: number, fileId: number) => `${handleOf(db)}:${organizationId}:${fileId}`;

  get(db: object, organizationId: number, fileId: number): T | undefined {
    const key = this.key(db, organizationId, fileId);
    const found = this.entries.get(key);
    if (found !== undefined) {
      // Most recently used last.
      this.entries.delete(key);
      this.entries.set(key, found);
    }
    return found;
  }

  set(db: object, organizationId: number, fileId: number, value: T): void {
    const size = this.sizeOf(value);
    if (size > this.budget) return;
    this.delete(db, organizationId, fileId);
    this.entries.set(this.key(db, organizationId, fileId), value);
    this.bytes += size;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.budget) break;
      this.entries.delete(oldest);
      this.bytes -= this.sizeOf(old);
    }
  }

  delete(db: object, organizationId: number, fileId: number): void {
    const key = this.key(db, organizationId, fileId);
    const old = this.entries.get(key);
    if (old !== undefined) this.bytes -= this.sizeOf(old);
    this.entries.delete(key);
  }
}

const MB = 1024 * 1024;

/**
 * The activities of recent files, so that a report (four per screen: File Data and the three
 * categories) does not unpack and parse the stored sheet each time. A file's activities are its
 * sums by category and group: a few kilobytes, however long the sheet.
 */
export const activityCache = new RecentFiles<Activities>(16 * MB, activitiesBytes);

/**
 * The sheets of recent files as JSON in UTF-8 bytes, as the reader made them: the report an upload
 * leads to, and the next ones, send them on without reading the stored sheet back and unpacking it
 * (11 MB for 50,000 rows: 40-70 ms of a report).
 */
export const sheetJsonCache = new RecentFiles<Buffer>(SHEET_JSON_KEPT_BYTES, (json) => json.length);

/** A file removed: nothing of it stays in memory. */
export function forgetFile(db: object, organizationId: number, fileId: number): void {
  activityCache.delete(db, organizationId, fileId);
  sheetJsonCache.delete(db, organizationId, fileId);
}
