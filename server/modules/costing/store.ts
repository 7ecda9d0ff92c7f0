import { COSTINGS } from '@domain/audit';
import type { CostSort } from '@domain/api/estimationSorts';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { and, asc, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import { annualCostOf, designationKey, type CostBreakdown } from '@domain/estimation';
import type { Db } from '../../db/db';
import { idsCondition, orderBy, pageOf, searchCondition, type ListParams } from '../../db/lists';
import { costings, estimationFiles, users } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { lockVersion, type ExpectedVersions } from '../../db/versions';
import { badRequest, conflict, notFound } from '../../http/errors';
import { isoDate } from '../resources/elements';
import { currencyOf } from '../estimation/store';

const c = costings;
const f = estimationFiles;

const columns = {
  id: c.id,
  fileId: c.fileId,
  fileName: f.fileName,
  fileType: f.fileType,
  country: f.country,
  designationName: c.designationName,
  designationId: c.designationId,
  cost: c.cost,
  breakdown: c.breakdown,
  createdDate: c.createdDate,
  version: c.version,
  createdBy: sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`,
};

type Row = {
  id: number;
  fileId: number;
  fileName: string;
  fileType: string;
  country: string;
  designationName: string;
  designationId: number | null;
  cost: number;
  breakdown: CostBreakdown | null;
  createdDate: string;
  version: number;
  createdBy: string | null;
};

/** The documented `{id, fileName, designationName, createdBy, cost}` with the file's currency and the breakdown. */
export const costingRecord = (row: Row) => ({
  id: row.id,
  fileId: row.fileId,
  fileName: row.fileName,
  fileType: row.fileType,
  designationName: row.designationName,
  designationID: row.designationId,
  cost: row.cost,
  country: row.country,
  currency: currencyOf(row.country),
  breakdown: row.breakdown ?? null,
  createdBy: row.createdBy,
  createdDate: isoDate(row.createdDate),
  version: row.version,
});
export type CostingRecord = ReturnType<typeof costingRecord>;

export interface CostingInput {
  id?: number;
  fileName: string;
  designationName: string;
  designationId?: number;
  cost?: number;
  breakdown?: CostBreakdown;
}

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** Annual cost per job title of a file, keyed by the job title as stored. */
export async function costsOfFile(tenant: Tenant, fileId: number): Promise<Record<string, number>> {
  const rows = await tenant.db
    .select({ name: c.designationName, cost: c.cost })
    .from(c)
    .where(tenant.where(c, eq(c.fileId, fileId)));
  return Object.fromEntries(rows.map((r) => [r.name, r.cost]));
}

/** Costing records of one organisation (DESIGN §8 Costing). */
export class Costings {
  constructor(private readonly tenant: Tenant) {}

  private select(db: Db = this.tenant.db) {
    return db.select(columns).from(c).innerJoin(f, eq(f.id, c.fileId)).leftJoin(users, eq(users.id, c.createdBy));
  }

  async list(condition?: SQL): Promise<CostingRecord[]> {
    const rows = await this.select().where(this.tenant.where(c, condition)).orderBy(asc(f.fileName), asc(c.id));
    return (rows as Row[]).map(costingRecord);
  }

  /** One page of the costs: `q` searches file and job title names, `fileId` keeps one file's. */
  async page(query: ListParams & { fileId?: number }): Promise<{ records: CostingRecord[]; total: number }> {
    const where = this.tenant.where(
      c,
      searchCondition(query.q, [f.fileName, c.designationName]),
      idsCondition(query.id, c.id),
      query.fileId === undefined ? undefined : eq(c.fileId, query.fileId),
    );
    const sortable = {
      id: c.id,
      fileName: f.fileName,
      designationName: c.designationName,
      cost: c.cost,
      createdDate: c.createdDate,
    } satisfies Record<CostSort, PgColumn>;
    const base = this.select()
      .where(where)
      .orderBy(...orderBy(query, sortable, c.id));
    const { records, total } = await pageOf(
      query,
      (w) => (w ? base.limit(w.limit).offset(w.offset) : base) as Promise<Row[]>,
      () => this.tenant.db.select({ n: count() }).from(c).innerJoin(f, eq(f.id, c.fileId)).where(where),
    );
    return { records: records.map(costingRecord), total };
  }

  async get(id: number, db?: Db): Promise<CostingRecord> {
    const [row] = await this.select(db).where(this.tenant.where(c, eq(c.id, id)));
    if (!row) throw notFound();
    return costingRecord(row as Row);
  }

  byFile = (fileName: string) => this.list(sql`lower(${f.fileName}) = lower(${fileName.trim()})`);

  /**
   * Creates a cost, or with `id` updates one. The file must be the organisation's, the job title
   * one of its `JD |` columns (stored under the file's own spelling), the cost 0 or more (or built
   * from the breakdown); a second cost for the same job title of a file is a 409, and so is an
   * update over another version than `expected`.
   */
  async save(
    input: CostingInput,
    userId: number,
    expected?: ExpectedVersions,
  ): Promise<{ record: CostingRecord; created: boolean }> {
    const cost = input.breakdown ? annualCostOf(input.breakdown) : input.cost;
    if (cost === undefined) throw badRequest('validation.required', { field: 'Cost' }, 'Cost');
    try {
      return await this.tenant.db.transaction(async (tx) => {
        const scoped = this.tenant.with(tx as Db);
        const [file] = await tx
          .select({ id: f.id, fileName: f.fileName, designations: f.designations })
          .from(f)
          .where(scoped.where(f, sql`lower(${f.fileName}) = lower(${input.fileName.trim()})`))
          .for('key share');
        if (!file) throw badRequest('costing.fileMissing', { name: input.fileName }, 'FileName');
        const designation = file.designations.find((d) => designationKey(d) === designationKey(input.designationName));
        if (!designation) {
          throw badRequest(
            'costing.notADesignation',
            { designation: input.designationName, file: file.fileName, list: file.designations },
            'DesignationName',
          );
        }
        const values = {
          fileId: file.id,
          designationName: designation,
          designationId: input.designationId ?? null,
          cost,
          breakdown: input.breakdown ?? null,
        };
        const clash = and(
          eq(c.fileId, file.id),
          sql`lower(trim(${c.designationName})) = lower(trim(${designation}))`,
          input.id ? ne(c.id, input.id) : undefined,
        );
        const [taken] = await tx.select({ id: c.id }).from(c).where(scoped.where(c, clash));
        if (taken) throw conflict('costing.duplicate', { designation, file: file.fileName }, 'DesignationName');
        if (!input.id) {
          const row = await scoped.insert(c, { ...values, createdBy: userId });
          const record = await this.get(row.id, tx as Db);
          await scoped.record({
            resource: COSTINGS,
            recordId: row.id,
            action: 'create',
            after: record,
            detail: { currency: record.currency },
          });
          return { record, created: true };
        }
        const before = await this.get(input.id, tx as Db);
        const updated = await scoped.update(c, input.id, values, expected);
        if (!updated) throw notFound();
        const record = await this.get(updated.id, tx as Db);
        // The currency rarely changes with the cost: kept beside the change, so its amounts read in it.
        await scoped.record({
          resource: COSTINGS,
          recordId: updated.id,
          action: 'update',
          before,
          after: record,
          detail: { currency: record.currency },
        });
        return { record, created: false };
      });
    } catch (error) {
      if (isUniqueViolation(error))
        throw conflict(
          'costing.duplicate',
          { designation: input.designationName.trim(), file: input.fileName.trim() },
          'DesignationName',
        );
      throw error;
    }
  }

  /** Deletes a cost; a stale If-Match (`expected`) is refused. */
  async remove(id: number, expected?: ExpectedVersions): Promise<CostingRecord> {
    return this.tenant.db.transaction(async (tx) => {
      const scoped = this.tenant.with(tx as Db);
      await lockVersion(tx as Db, c, scoped.where(c, eq(c.id, id)), expected);
      const record = await this.get(id, tx as Db);
      await scoped.remove(c, id);
      await scoped.record({ resource: COSTINGS, recordId: id, action: 'delete', before: record });
      return record;
    });
  }
}
