import { z } from 'zod';
import { computeFte, FTE_MSG } from './fte';
import type { FteFamily } from './fteFamilies';
import { idSchema, missingOr, MSG, referenceSchema, versionSchema } from './registry/schema';
import { NAME_MAX } from './registry/structure';
import { visibleText } from './text';

export const FTE_NAME_MAX = NAME_MAX;
export const CUSTOM_ROWS_MAX = 20;

const number = () => z.number({ error: missingOr(MSG.notNumber) });
const time = z.union([z.number(), z.string().max(10)], { error: missingOr(FTE_MSG.time) });
/** An FTE profile's name and the names of its custom rows. */
const name = () =>
  visibleText(
    z
      .string({ error: missingOr(MSG.invalid) })
      .trim()
      .min(1, { error: MSG.required })
      .max(FTE_NAME_MAX, { error: MSG.tooLong }),
    MSG.required,
  );
const rowName = name();
const rows = <T extends z.ZodType>(value: T) =>
  z
    .array(z.object({ fieldName: rowName, fieldValue: value }), { error: MSG.invalid })
    .max(CUSTOM_ROWS_MAX, { error: MSG.invalid })
    .optional();

/**
 * The fields of an FTE profile as a form or an AddEdit body sends them. Types are checked here;
 * ranges and the cross-field rules belong to `computeFte`, which the refinement below runs, so the
 * browser form and the server refuse exactly the same things with the same message keys.
 */
export const fteProfileFields = {
  id: idSchema.optional(),
  version: versionSchema,
  fteName: name(),
  workingHours: number(),
  workingDays: number(),
  breakHours: time.optional(),
  breakCustomFields: rows(time),
  gazettedHolidays: number().optional(),
  annualLeaves: number().optional(),
  sickLeaves: number().optional(),
  casualLeaves: number().optional(),
  totalAwayDays: number().optional(),
  leavesCustomFields: rows(number()),
  country: z
    .string({ error: missingOr(FTE_MSG.country) })
    .trim()
    .min(1, { error: MSG.required }),
};

/** A valid body; the element's id, when the family has one, is under its `parentKey`. */
export type FteProfileBody = z.infer<z.ZodObject<typeof fteProfileFields>> & Partial<Record<string, unknown>>;

/** The body of a family's AddEdit: the profile fields and, below the organisation, the element's id. */
export function fteProfileSchema(family: Pick<FteFamily, 'parentKey'>) {
  const shape: Record<string, z.ZodType> = { ...fteProfileFields };
  if (family.parentKey) {
    shape[family.parentKey] = referenceSchema();
  }
  return z.object(shape).superRefine((value, ctx) => {
    for (const issue of computeFte(value as FteProfileBody).issues) {
      ctx.addIssue({
        code: 'custom',
        message: issue.key,
        path: issue.field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
      });
    }
  });
}
