import { WORKBOOKS } from '@domain/audit';
import type { EstimationFileSort } from '@domain/api/estimationSorts';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { baseName, freeName, type FileMeta, type FileType, type SheetIssue } from '@domain/estimation';
import type { Db } from '../../db/db';
import { idsCondition, orderBy, pageOf, searchCondition, type ListParams } from '../../db/lists';
import { unpackSheetBytes } from '../../estimation/sheetCodec';
import { forgetFile, sheetJsonCache } from '../../estimation/recentFiles';
import { costings, estimationFiles, fteProfiles, users } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { badRequest, notFound } from '../../http/errors';
import { Originals } from './originals';

const f = estimationFiles;

/** What lists and reports need of a file: everything but the sheet and the bytes. */
export const fileMeta = {
  id: f.id,
  fileName: f.fileName,
  fileType: f.fileType,
  category: f.category,
  elementId: f.elementId,
  fteProfileId: f.fteProfileId,
  fte: f.fte,
  country: f.country,
  sourceFileId: f.sourceFileId,
  createdDate: f.createdDate,
  byteSize: f.byteSize,
  rowCount: f.rowCount,
  designations: f.designations,
  warnings: f.warnings,
  createdBy: sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`,
};

/** What the audit trail keeps of a workbook: its description, never its sheet or bytes. */
const auditedFields = {
  fileName: f.fileName,
  fileType: f.fileType,
  category: f.category,
  elementId: f.elementId,
  fteProfileId: f.fteProfileId,
  fte: f.fte,
  country: f.country,
  sourceFileId: f.sourceFileId,
  rowCount: f.rowCount,
  designations: f.designations,
};

// Shared with the mock backend; re-exported for this module's routes.
export { currencyOf } from '@domain/fte';
export { fileRecord, type FileMeta, type FileRecord } from '@domain/estimation';

export interface NewFile {
  fileName: string;
  /** The FTE value and country to record; the profile's current ones when absent. */
  fte?: number;
  country?: string;
  fileType: FileType;
  profile: ProfileRow;
  sourceFileId?: number;
  uploadedBy: number;
  bytes: Buffer;
  /** The bytes stored beforehand (Originals.store), linked to the file here; stored here when absent. */
  originalId?: number;
  rowCount: number;
  designations: string[];
  /** The sheet in its stored form (sheetCodec's packSheet). */
  storedSheet: string;
  warnings: SheetIssue[];
}

export type ProfileRow = {
  id: number;
  scope: string;
  elementId: number | null;
  fte: number;
  country: string;
  fteName: string;
};

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** The estimation files of one organisation. */
/** What the file list is filtered by: the profile, element, category and type the app's screens pick. */
export const FILE_FILTERS = ['fteProfileId', 'elementId', 'category', 'fileType'] as const;
type FileFilters = Partial<{ fteProfileId: number; elementId: number; category: string; fileType: string }>;

export class EstimationFiles {
  constructor(private readonly tenant: Tenant) {}

  private select(db: Db = this.tenant.db) {
    return db.select(fileMeta).from(f).leftJoin(users, eq(users.id, f.uploadedBy));
  }

  async list(conditions: Array<SQL | undefined>): Promise<FileMeta[]> {
    return (await this.select()
      .where(this.tenant.where(f, ...conditions))
      .orderBy(asc(f.id))) as FileMeta[];
  }

  /** One page of the files: `q` searches names; filtered by profile, element, category and type. */
  async page(query: ListParams & FileFilters): Promise<{ records: FileMeta[]; total: number }> {
    const where = this.tenant.where(
      f,
      searchCondition(query.q, [f.fileName]),
      idsCondition(query.id, f.id),
      ...FILE_FILTERS.map((key) => (query[key] === undefined ? undefined : eq(f[key], query[key]))),
    );
    const sortable = {
      id: f.id,
      fileName: f.fileName,
      fileType: f.fileType,
      rowCount: f.rowCount,
      fte: f.fte,
      createdDate: f.createdDate,
    } satisfies Record<EstimationFileSort, PgColumn>;
    const base = this.select()
      .where(where)
      .orderBy(...orderBy(query, sortable, f.id));
    return pageOf(
      query,
      (w) => (w ? base.limit(w.limit).offset(w.offset) : base) as Promise<FileMeta[]>,
      () => this.tenant.db.select({ n: count() }).from(f).where(where),
    );
  }

  async get(id: number): Promise<FileMeta> {
    const [row] = await this.select().where(this.tenant.where(f, eq(f.id, id)));
    if (!row) throw notFound();
    return row as FileMeta;
  }

  /** A file by its name (case-insensitive) and, when given, its type. */
  async byName(fileName: string, fileType?: string): Promise<FileMeta> {
    const [row] = await this.select().where(
      this.tenant.where(
        f,
        sql`lower(${f.fileName}) = lower(${fileName.trim()})`,
        fileType ? eq(f.fileType, fileType.toUpperCase()) : undefined,
      ),
    );
    if (!row) throw notFound();
    return row as FileMeta;
  }

  /** The sheet as stored (see sheetCodec). */
  async storedSheet(id: number): Promise<string> {
    const [row] = await this.tenant.db
      .select({ sheet: f.sheet })
      .from(f)
      .where(this.tenant.where(f, eq(f.id, id)));
    if (!row) throw notFound();
    return row.sheet;
  }

  /** The sheet as JSON text, header row first. */
  async sheet(id: number): Promise<string> {
    return (await this.sheetBytes(id)).toString('utf8');
  }

  /** The sheet as JSON in UTF-8 bytes, for answers that pass it on unread. */
  async sheetBytes(id: number): Promise<Buffer> {
    const organizationId = this.tenant.organizationId;
    const kept = sheetJsonCache.get(this.tenant.db, organizationId, id);
    if (kept) return kept;
    const json = await unpackSheetBytes(await this.storedSheet(id));
    sheetJsonCache.set(this.tenant.db, organizationId, id, json);
    return json;
  }

  async bytes(id: number): Promise<Buffer> {
    const bytes = await new Originals(this.tenant).of(id);
    if (!bytes) throw notFound();
    return bytes;
  }

  /** An FTE profile of the organisation, share-locked so that it cannot be deleted until the caller's transaction ends. */
  static async lockProfile(scoped: Tenant, id: number): Promise<ProfileRow | undefined> {
    const [row] = await scoped.db
      .select({
        id: fteProfiles.id,
        scope: fteProfiles.scope,
        elementId: fteProfiles.elementId,
        fte: fteProfiles.fte,
        country: fteProfiles.country,
        fteName: fteProfiles.fteName,
      })
      .from(fteProfiles)
      .where(scoped.where(fteProfiles, eq(fteProfiles.id, id)))
      .for('key share');
    return row;
  }

  /**
   * Stores a file under a name no other file of the organisation has (` (2)` is added when the
   * wanted one is taken), in one transaction with a share lock on its FTE profile. Two uploads of
   * one name at once cannot both win it: the unique index decides and the loser takes the next.
   */
  async create(
    file: Omit<NewFile, 'profile'> & { profileId: number },
    check?: (profile: ProfileRow) => void,
  ): Promise<FileMeta> {
    for (let attempt = 0; ; attempt++) {
      try {
        const id = await this.tenant.db.transaction(async (tx) => {
          const scoped = this.tenant.with(tx as Db);
          const profile = await EstimationFiles.lockProfile(scoped, file.profileId);
          if (!profile) throw badRequest('estimation.profileMissing', {}, 'FteId');
          check?.(profile);
          const stem = baseName(file.fileName).toLowerCase();
          const taken = await tx
            .select({ name: f.fileName })
            .from(f)
            .where(scoped.where(f, sql`starts_with(lower(${f.fileName}), ${stem})`));
          // Returning only the id: the stored sheet and file are megabytes the caller already has.
          const [row] = await tx
            .insert(f)
            .values({
              organizationId: scoped.organizationId,
              category: profile.scope,
              elementId: profile.elementId,
              fteProfileId: profile.id,
              fte: file.fte ?? profile.fte,
              country: file.country ?? profile.country,
              fileType: file.fileType,
              fileName: freeName(
                file.fileName,
                taken.map((t) => t.name),
              ),
              sourceFileId: file.sourceFileId ?? null,
              uploadedBy: file.uploadedBy,
              byteSize: file.bytes.length,
              rowCount: file.rowCount,
              designations: file.designations,
              sheet: file.storedSheet,
              warnings: file.warnings,
            })
            .returning({ id: f.id });
          const originals = new Originals(scoped);
          if (file.originalId === undefined) await originals.storeLinked(file.bytes, row.id);
          else await originals.link(file.originalId, row.id);
          if (file.sourceFileId) await copyCosts(tx as Db, file.sourceFileId, row.id, file.designations);
          const [stored] = await tx.select(auditedFields).from(f).where(eq(f.id, row.id));
          await scoped.record({ resource: WORKBOOKS, recordId: row.id, action: 'create', after: stored });
          return row.id;
        });
        return await this.get(id);
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 4) throw error;
      }
    }
  }

  async remove(id: number): Promise<FileMeta> {
    const meta = await this.get(id);
    await this.tenant.db.transaction(async (tx) => {
      const scoped = this.tenant.with(tx as Db);
      const [stored] = await tx
        .select(auditedFields)
        .from(f)
        .where(scoped.where(f, eq(f.id, id)));
      if (!stored || !(await scoped.remove(f, id))) throw notFound();
      await scoped.record({ resource: WORKBOOKS, recordId: id, action: 'delete', before: stored });
    });
    forgetFile(this.tenant.db, this.tenant.organizationId, id);
    return meta;
  }
}

/**
 * A customised copy starts with its original's costs for the job titles they share, so that its
 * report is costed at once; the copies are rows of their own, so later edits stay apart.
 */
async function copyCosts(tx: Db, sourceId: number, copyId: number, designations: string[]): Promise<void> {
  const shared = new Set(designations.map((d) => d.trim().toLowerCase()));
  const rows = await tx.select().from(costings).where(eq(costings.fileId, sourceId));
  const kept = rows.filter((r) => shared.has(r.designationName.trim().toLowerCase()));
  if (kept.length === 0) return;
  await tx.insert(costings).values(
    kept.map((r) => ({
      organizationId: r.organizationId,
      fileId: copyId,
      designationName: r.designationName,
      designationId: r.designationId,
      cost: r.cost,
      breakdown: r.breakdown,
      createdBy: r.createdBy,
    })),
  );
}

export const byProfile = (profileId: number): SQL => eq(f.fteProfileId, profileId);
export const byElement = (category: string, elementId: number): SQL =>
  and(eq(f.category, category), eq(f.elementId, elementId)) as SQL;

/** Files of a profile (and type, and category), for lists and the report's file dropdown. */
export const filesOf = (profileId: number, fileType?: string, category?: string): Array<SQL | undefined> => [
  eq(f.fteProfileId, profileId),
  fileType ? eq(f.fileType, fileType) : undefined,
  category ? eq(f.category, category) : undefined,
];
