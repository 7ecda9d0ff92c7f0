import type { RestListParams } from '@domain/api/simpleRestQuery';
import { blockerOf, blockerParams } from '@domain/deleteBlockers';
import { demoText } from '@domain/demo';
import { computeFte, countryOf, currencyOf, formatTime, parseTime, type FteInput } from '@domain/fte';
import type { FteFamily } from '@domain/fteFamilies';
import { fteProfileSchema } from '@domain/fteProfileSchema';
import { checkVersion, type Expected } from './elements';
import type { EstimationState } from './estimationState';
import { conflictRefusal, notFoundRefusal, validationRefusal } from './failures';
import { listed } from './listed';
import type { MockRecord, MockStore } from './store';
import type { MockLanguage } from './words';

const TABLE = 'fteProfiles';

/** A stored profile as the server answers it: times "HH:mm", currency, fte and its two factors. */
function answer(family: FteFamily, row: MockRecord, lng: MockLanguage = 'en'): Record<string, unknown> {
  const { scope: _scope, elementId, ...profile } = row as MockRecord & { scope: string; elementId: number | null };
  const { breakdown } = computeFte(profile as unknown as FteInput);
  const record: Record<string, unknown> = {
    ...profile,
    // A demo profile's name in the reader's language, as the server shows its stored Arabic.
    fteName: demoText(String(profile.fteName), lng),
    currency: currencyOf(String(profile.country)),
    availableDays: breakdown?.availableDays ?? null,
    netDailyHours: breakdown?.netDailyHours ?? null,
    fte: breakdown?.fte ?? 0,
  };
  if (family.parentKey) record[family.parentKey] = elementId;
  return record;
}

function stored(family: FteFamily, body: Record<string, unknown>): Record<string, unknown> {
  const time = (value: unknown) => formatTime(parseTime(value ?? 0) ?? 0);
  const rows = (value: unknown) =>
    Array.isArray(value) ? (value as Array<{ fieldName: string; fieldValue: unknown }>) : [];
  // The body's version is what the save expects, not what it stores: the store counts its own.
  const { id: _id, version: _version, ...rest } = body;
  const days = (value: unknown) => value ?? 0;
  return {
    ...rest,
    gazettedHolidays: days(body.gazettedHolidays),
    annualLeaves: days(body.annualLeaves),
    sickLeaves: days(body.sickLeaves),
    casualLeaves: days(body.casualLeaves),
    totalAwayDays: days(body.totalAwayDays),
    breakHours: time(body.breakHours),
    breakCustomFields: rows(body.breakCustomFields).map((r) => ({
      fieldName: r.fieldName,
      fieldValue: time(r.fieldValue),
    })),
    leavesCustomFields: rows(body.leavesCustomFields),
    country: countryOf(body.country) ?? body.country,
    scope: family.scope,
    elementId: family.parentKey ? body[family.parentKey] : null,
  };
}

/**
 * One family's FTE profiles in the mock's profile table, by the server's rules (server/modules/fte):
 * the family's shared schema, versions, and no delete while an estimation file was made with the
 * profile. Behind both the documented FTE paths and /api/v1/fte.<scope>.
 */
export class MockFteProfiles {
  constructor(
    private readonly family: FteFamily,
    private readonly store: MockStore,
    private readonly estimation: EstimationState,
    private readonly lng: MockLanguage,
  ) {}

  private mine(): MockRecord[] {
    return this.store.all(TABLE).filter((row) => row.scope === this.family.scope);
  }

  private found(id: number): MockRecord {
    const row = this.mine().find((r) => r.id === id);
    if (!row) throw notFoundRefusal();
    return row;
  }

  private shown = (row: MockRecord) => answer(this.family, row, this.lng) as MockRecord;

  list(params: RestListParams): { records: MockRecord[]; total: number } {
    const parent = this.family.parentKey;
    const rows = this.mine().filter((r) => !parent || params[parent] === undefined || r.elementId === params[parent]);
    const sortable = rows.length ? Object.keys(this.shown(rows[0])) : ['id', 'fteName', 'createdDate'];
    return listed(rows, params, { searched: (row) => [String(this.shown(row).fteName)], shown: this.shown, sortable });
  }

  get(id: number): MockRecord {
    return this.shown(this.found(id));
  }

  /** Creates (no id) or updates a profile of the family; its fte is computed, as the server computes it. */
  save(body: Record<string, unknown>, expected?: Expected): { record: MockRecord; created: boolean } {
    const parsed = fteProfileSchema(this.family).safeParse(body);
    if (!parsed.success) throw validationRefusal(parsed.error);
    const values = stored(this.family, parsed.data as Record<string, unknown>);
    const id = typeof body.id === 'number' && body.id > 0 ? body.id : undefined;
    if (id === undefined) return { record: this.shown(this.store.insert(TABLE, values)), created: true };
    checkVersion(this.found(id), expected);
    return { record: this.shown(this.store.update(TABLE, id, values)!), created: false };
  }

  /** Deletes a profile no estimation file was made with. */
  remove(id: number, expected?: Expected): MockRecord {
    const row = this.found(id);
    checkVersion(row, expected);
    const files = this.estimation.files.filter((f) => f.fteProfileId === id).map((f) => f.fileName);
    const blocker = blockerOf('blockers.estimationFiles', files.sort());
    if (blocker) throw conflictRefusal(blocker.key, blockerParams(blocker, 'fteProfiles'));
    const record = this.shown(row);
    this.store.remove(TABLE, id);
    return record;
  }
}
