import { z } from 'zod';
import { visibleText } from '../text';
import type { FieldSpec, ResourceSpec } from './types';

/**
 * Validation messages are translation keys of the `server` namespace; `{{field}}` and `{{max}}`
 * are filled in by whoever shows them (the server's envelope or the browser's form).
 */
export const MSG = {
  required: 'validation.required',
  tooLong: 'validation.tooLong',
  notNumber: 'validation.notNumber',
  invalidId: 'validation.invalidId',
  invalid: 'validation.invalid',
} as const;

/** "required" when the value is missing, "not valid" when it is there but of the wrong kind. */
export const missingOr = (otherwise: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? MSG.required : otherwise;

/** Ids are PostgreSQL integers: anything larger can only be a wrong id, never a database error. */
export const ID_MAX = 2147483647;

export const idSchema = z
  .number({ error: MSG.invalidId })
  .int({ error: MSG.invalidId })
  .min(0, { error: MSG.invalidId })
  .max(ID_MAX, { error: MSG.invalidId });

/** An optional id-sized number where absent, null and 0 all mean "none" (DESIGN §3). */
export const noneOrPositive = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(0, { error: message })
    .max(ID_MAX, { error: message })
    .nullish()
    .transform((v) => v || undefined);

/**
 * The version of a record its client read (`version` of every single-record answer), sent back
 * with a save: a save over a newer version is refused (409). None: no check, as for a client that
 * never read one.
 */
export const versionSchema = noneOrPositive(MSG.invalid);

/** A reference to another record (`departmentId`, ...): a positive id; 0 is "required" unless told otherwise. */
export const referenceSchema = (zeroMessage: string = MSG.required) =>
  z
    .number({ error: missingOr(MSG.invalidId) })
    .int({ error: MSG.invalidId })
    .positive({ error: zeroMessage })
    .max(ID_MAX, { error: MSG.invalidId });

/**
 * Other names a client gives some fields (`departmentId` for a team's project), read by the
 * server's request normalisation when the field itself is absent; declared with the schema.
 */
export const fieldAliases = z.registry<{ aliases: Record<string, string> }>();

function fieldSchema(field: FieldSpec): z.ZodType {
  if (field.kind === 'reference') {
    const ref = referenceSchema(field.required ? MSG.required : MSG.invalidId);
    return field.required && !field.keptOnUpdate ? ref : ref.optional();
  }
  let text = z.string({ error: missingOr(MSG.invalid) }).trim();
  if (field.required) text = text.min(1, { error: MSG.required });
  if (field.max) text = text.max(field.max, { error: MSG.tooLong });
  text = visibleText(text, field.required ? MSG.required : undefined, field.kind === 'longText' ? 'multi' : 'single');
  return field.required ? text : text.optional();
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The body of an AddEdit call: `id` absent or 0 creates, any other id updates. A required field
 * `keptOnUpdate` is required on create only; an update without it keeps the stored value.
 */
export function saveSchema(spec: ResourceSpec) {
  const shape: Record<string, z.ZodType> = { id: idSchema.optional(), version: versionSchema };
  for (const field of spec.fields) shape[field.source] = fieldSchema(field);
  let schema = z.object(shape);
  for (const field of spec.fields.filter((f) => f.required && f.keptOnUpdate)) {
    // Checked even when other fields failed (any object will do), so that every missing field is listed at once.
    schema = schema.refine(
      (value) => (typeof value.id === 'number' && value.id > 0) || value[field.source] !== undefined,
      {
        path: [field.source],
        error: MSG.required,
        when: (payload) => isRecord(payload.value),
      },
    );
  }
  const aliases = Object.fromEntries(spec.fields.flatMap((f) => (f.aliases ?? []).map((alias) => [alias, f.source])));
  if (Object.keys(aliases).length > 0) fieldAliases.add(schema, { aliases });
  return schema;
}

/** What every list and get answers for a record of a resource. */
export function recordSchema(spec: ResourceSpec) {
  const shape: Record<string, z.ZodType> = { id: z.number().int(), createdDate: z.string(), version: z.number().int() };
  for (const field of spec.fields) {
    shape[field.source] = field.kind === 'reference' ? z.number().int().nullable() : z.string().nullable();
  }
  return z.object(shape);
}

export type SaveBody = { id?: number; version?: number } & Record<string, string | number | undefined>;
