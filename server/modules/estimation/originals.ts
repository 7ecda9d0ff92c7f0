import { eq, isNull, lt, sql } from 'drizzle-orm';
import { estimationOriginals } from '../../db/schema';
import type { Tenant } from '../../db/tenant';

const o = estimationOriginals;

/**
 * The uploaded files of estimation workbooks (see estimationOriginals). An upload stores its file
 * while the workbook is read and links it in the transaction that stores the workbook; one that
 * is refused discards it. What a stopped server left unlinked goes at the organisation's next upload.
 */
export class Originals {
  constructor(private readonly tenant: Tenant) {}

  /** Stores an upload's file before its workbook row exists; returns the original's id. */
  async store(bytes: Buffer): Promise<number> {
    const abandoned = sql`now() - interval '1 hour'`;
    await this.tenant.db.delete(o).where(this.tenant.where(o, isNull(o.fileId), lt(o.createdDate, abandoned)));
    return this.insert(bytes, null);
  }

  /** Links a stored original to its workbook; `this` must be on the transaction storing the workbook. */
  async link(originalId: number, fileId: number): Promise<void> {
    const linked = await this.tenant.db
      .update(o)
      .set({ fileId })
      .where(this.tenant.where(o, eq(o.id, originalId), isNull(o.fileId)))
      .returning({ id: o.id });
    if (linked.length !== 1) throw new Error(`The original ${originalId} of an upload is no longer stored`);
  }

  /** Stores the original of a workbook made whole in one transaction (a customised copy). */
  async storeLinked(bytes: Buffer, fileId: number): Promise<void> {
    await this.insert(bytes, fileId);
  }

  private async insert(bytes: Buffer, fileId: number | null): Promise<number> {
    // Returning only the id: the file is megabytes the caller already has.
    const [row] = await this.tenant.db
      .insert(o)
      .values({ organizationId: this.tenant.organizationId, fileId, fileBase64: bytes.toString('base64') })
      .returning({ id: o.id });
    return row.id;
  }

  /** Removes an original its upload did not link (refused, or failed). */
  async discard(originalId: number): Promise<void> {
    await this.tenant.db.delete(o).where(this.tenant.where(o, eq(o.id, originalId), isNull(o.fileId)));
  }

  /** The file of a stored workbook; undefined when the workbook is not the organisation's. */
  async of(fileId: number): Promise<Buffer | undefined> {
    const [row] = await this.tenant.db
      .select({ data: o.fileBase64 })
      .from(o)
      .where(this.tenant.where(o, eq(o.fileId, fileId)));
    return row ? Buffer.from(row.data, 'base64') : undefined;
  }
}
