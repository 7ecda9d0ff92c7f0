import { count, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { computeFte, countryOf, formatTime, parseTime, type NamedValue, type TimeValue } from '@domain/fte';
import { fteResource, type FteFamily } from '@domain/fteFamilies';
import type { FteProfileBody } from '@domain/fteProfileSchema';
import type { Db } from '../../db/db';
import { fteProfiles, resourceTables } from '../../db/schema';
import { checkVersion, updateVersioned, type ExpectedVersions } from '../../db/versions';
import type { Tenant } from '../../db/tenant';
import { ApiError, badRequest, notFound, pascal } from '../../http/errors';
import { idsCondition, orderBy, pageWindow, searchCondition, type ListParams } from '../../db/lists';
import { findFteProfileBlocker } from './blockers';
import { blockedDelete } from '../resources/blockers';
import { keptOrTyped } from '../../db/arabicNames';
import { toFteRecord, type FteRecord } from './record';

const t = fteProfiles;

/** Columns a list may be sorted by, under their API names. */
const SORTABLE: Record<string, PgColumn> = {
  id: t.id,
  fteName: t.fteName,
  fte: t.fte,
  country: t.country,
  workingHours: t.workingHours,
  workingDays: t.workingDays,
  gazettedHolidays: t.gazettedHolidays,
  annualLeaves: t.annualLeaves,
  sickLeaves: t.sickLeaves,
  casualLeaves: t.casualLeaves,
  totalAwayDays: t.totalAwayDays,
  createdDate: t.createdDate,
};

/** The stored form of a valid body: times as "HH:mm", the country's canonical spelling, `fte` computed. */
function storedValues(body: FteProfileBody) {
  const time = (value: TimeValue | undefined) => formatTime(parseTime(value ?? 0) ?? 0);
  const { breakdown } = computeFte(body);
  if (!breakdown) throw badRequest('errors.validation');
  return {
    fteName: body.fteName.trim(),
    workingHours: body.workingHours,
    workingDays: body.workingDays,
    breakHours: time(body.breakHours),
    breakCustomFields: (body.breakCustomFields ?? []).map((r): NamedValue<string> => ({
      fieldName: r.fieldName,
      fieldValue: time(r.fieldValue),
    })),
    gazettedHolidays: body.gazettedHolidays ?? 0,
    annualLeaves: body.annualLeaves ?? 0,
    sickLeaves: body.sickLeaves ?? 0,
    casualLeaves: body.casualLeaves ?? 0,
    totalAwayDays: body.totalAwayDays ?? 0,
    leavesCustomFields: (body.leavesCustomFields ?? []).map((r): NamedValue<number> => ({
      fieldName: r.fieldName,
      fieldValue: r.fieldValue,
    })),
    country: countryOf(body.country) ?? body.country,
    fte: breakdown.fte,
  };
}

/** The FTE profiles of one scope within one organisation. */
export class FteProfiles {
  constructor(
    readonly family: FteFamily,
    private readonly tenant: Tenant,
  ) {}

  /** The name the audit trail gives these profiles: the web app's resource name. */
  private get resource(): string {
    return fteResource(this.family.scope);
  }

  private get columns(): Record<string, PgColumn | SQL> {
    const shown = { ...SORTABLE, fteName: this.tenant.shown(t.fteName, t.fteNameAr) };
    return this.family.parentKey ? { ...shown, [this.family.parentKey]: t.elementId } : shown;
  }

  async list(query: ListParams & Record<string, unknown>): Promise<{ records: FteRecord[]; total: number }> {
    const parent = this.family.parentKey ? query[this.family.parentKey] : undefined;
    const where = this.tenant.where(
      t,
      eq(t.scope, this.family.scope),
      searchCondition(
        query.q,
        this.tenant.language === 'ar' ? [t.fteName, t.fteNameAr, t.country] : [t.fteName, t.country],
      ),
      idsCondition(query.id, t.id),
      typeof parent === 'number' ? eq(t.elementId, parent) : undefined,
    );
    const window = pageWindow(query);
    const base = this.tenant.db
      .select()
      .from(t)
      .where(where)
      .orderBy(...orderBy(query, this.columns, t.id));
    const rows = window ? await base.limit(window.limit).offset(window.offset) : await base;
    let total = rows.length;
    if (window && (window.offset > 0 || rows.length === window.limit)) {
      const [counted] = await this.tenant.db.select({ n: count() }).from(t).where(where);
      total = counted.n;
    }
    return { records: rows.map((row) => toFteRecord(this.family, row, this.tenant.language)), total };
  }

  private scoped(id: number): SQL {
    return this.tenant.where(t, eq(t.id, id), eq(t.scope, this.family.scope));
  }

  async get(id: number): Promise<FteRecord & { version: number }> {
    const [row] = await this.tenant.db.select().from(t).where(this.scoped(id)).limit(1);
    if (!row) throw notFound();
    return toFteRecord(this.family, row, this.tenant.language);
  }

  /**
   * Creates (`id` absent or 0) or updates a profile of an element of the caller's organisation; an
   * update over another version than `expected` is refused (409).
   */
  async save(body: FteProfileBody, expected?: ExpectedVersions): Promise<{ record: FteRecord; created: boolean }> {
    const id = typeof body.id === 'number' && body.id > 0 ? body.id : undefined;
    const elementId = this.family.parentKey ? (body[this.family.parentKey] as number) : null;
    const values = { ...storedValues(body), scope: this.family.scope, elementId };
    return this.tenant.db.transaction(async (tx) => {
      const scoped = this.tenant.with(tx as Db);
      await this.lockElement(scoped, elementId);
      const language = this.tenant.language;
      // The trail keeps the names as stored (typed); the answer shows them in the reader's language.
      if (id === undefined) {
        const row = await scoped.insert(t, values);
        await scoped.record({
          resource: this.resource,
          recordId: row.id,
          action: 'create',
          after: toFteRecord(this.family, row),
        });
        return { record: toFteRecord(this.family, row, language), created: true };
      }
      const [stored] = await tx.select().from(t).where(this.scoped(id)).for('update');
      if (!stored) throw notFound();
      const name = keptOrTyped({ text: stored.fteName, arabic: stored.fteNameAr }, values.fteName);
      const renamed = { ...values, fteName: name.text ?? values.fteName, fteNameAr: name.arabic };
      const updated = await updateVersioned(tx as Db, t, this.scoped(id), renamed, expected);
      if (!updated) throw notFound();
      const before = toFteRecord(this.family, stored);
      const after = toFteRecord(this.family, updated);
      await scoped.record({ resource: this.resource, recordId: id, action: 'update', before, after });
      return { record: toFteRecord(this.family, updated, language), created: false };
    });
  }

  /** The element must be the caller's; the share lock holds off its deletion until this commits. */
  private async lockElement(scoped: Tenant, elementId: number | null): Promise<void> {
    const { element, parentKey } = this.family;
    if (!element || !parentKey || elementId === null) return;
    const table = resourceTables[element];
    const [found] = await scoped.db
      .select({ id: table.id })
      .from(table)
      .where(scoped.where(table, eq(table.id, elementId)))
      .for('key share');
    if (!found)
      throw new ApiError(400, `missing.${element}`, {}, { [pascal(parentKey)]: [{ key: `missing.${element}` }] });
  }

  /** Deletes a profile nothing depends on; otherwise a 409 naming what blocks it (or a stale If-Match). */
  async remove(id: number, expected?: ExpectedVersions): Promise<FteRecord> {
    return this.tenant.db.transaction(async (tx) => {
      const [row] = await tx.select().from(t).where(this.scoped(id)).for('update');
      if (!row) throw notFound();
      checkVersion(row.version, expected);
      const blocker = await findFteProfileBlocker(this.tenant.with(tx as Db), { id, scope: this.family.scope });
      if (blocker) throw blockedDelete(blocker, 'fteProfiles');
      await tx.delete(t).where(this.scoped(id));
      await this.tenant
        .with(tx as Db)
        .record({ resource: this.resource, recordId: id, action: 'delete', before: toFteRecord(this.family, row) });
      return toFteRecord(this.family, row, this.tenant.language);
    });
  }
}
