import { z } from 'zod';
import { computeFte, currencyOf, type FteInput, type NamedValue } from '@domain/fte';
import type { FteFamily } from '@domain/fteFamilies';
import type { fteProfiles } from '../../db/schema';
import { isoDate } from '../resources/elements';
import type { Language } from '../../http/i18n';

type Row = typeof fteProfiles.$inferSelect;
export type FteRecord = Record<string, unknown> & { id: number; fte: number; version: number };

/**
 * The shape of DESIGN §8: the profile fields, `id`, `fte`, `createdDate` and the element's id under
 * the family's key; with the currency of its country and the two factors of `fte`, so a client can
 * explain the value without recomputing it.
 */
export function toFteRecord(family: FteFamily, row: Row, language: Language = 'en'): FteRecord {
  const record: FteRecord = {
    id: row.id,
    // A demo profile's Arabic name for an Arabic reader (Tenant.shown).
    fteName: (language === 'ar' && row.fteNameAr) || row.fteName,
    workingHours: row.workingHours,
    workingDays: row.workingDays,
    breakHours: row.breakHours,
    breakCustomFields: row.breakCustomFields as Array<NamedValue<string>>,
    gazettedHolidays: row.gazettedHolidays,
    annualLeaves: row.annualLeaves,
    sickLeaves: row.sickLeaves,
    casualLeaves: row.casualLeaves,
    totalAwayDays: row.totalAwayDays,
    leavesCustomFields: row.leavesCustomFields as Array<NamedValue<number>>,
    country: row.country,
    currency: currencyOf(row.country),
    fte: row.fte,
    createdDate: isoDate(row.createdDate),
    version: row.version,
  };
  const { breakdown } = computeFte(record as FteInput);
  record.availableDays = breakdown?.availableDays ?? null;
  record.netDailyHours = breakdown?.netDailyHours ?? null;
  if (family.parentKey) record[family.parentKey] = row.elementId;
  return record;
}

const named = <T extends z.ZodType>(value: T) => z.array(z.object({ fieldName: z.string(), fieldValue: value }));

export function fteRecordSchema(family: FteFamily) {
  const shape: Record<string, z.ZodType> = {
    id: z.number().int(),
    fteName: z.string(),
    workingHours: z.number(),
    workingDays: z.number(),
    breakHours: z.string().describe('"HH:mm"'),
    breakCustomFields: named(z.string().describe('"HH:mm"')),
    gazettedHolidays: z.number(),
    annualLeaves: z.number(),
    sickLeaves: z.number(),
    casualLeaves: z.number(),
    totalAwayDays: z.number(),
    leavesCustomFields: named(z.number().describe('days')),
    country: z.string(),
    currency: z.string().nullable(),
    availableDays: z.number().nullable(),
    netDailyHours: z.number().nullable(),
    fte: z.number().describe('Annual available hours of one full-time person'),
    createdDate: z.string(),
    version: z
      .number()
      .int()
      .describe('Sent back with a save (or as If-Match): a save over a newer version is refused'),
  };
  if (family.parentKey) shape[family.parentKey] = z.number().int().nullable();
  return z.object(shape);
}
