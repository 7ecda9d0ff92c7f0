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
export const missingOr = (otherwise: string) => (issue: { input?: unknown }) => (issue.input === undefined ? MSG.required : otherwise);

/** Ids are PostgreSQL integers: anything larger can only be a wrong id, never a database error. */
export const ID_MAX = 2147483647;

export const idSchema = z.number({ error: MSG.invalidId }).int({ error: MSG.invalidId }).min(0, { error: MSG.invalidId }).max(ID_MAX, { error: MSG.invalidId });

/** A reference to another record (`departmentId`, ...): a positive id; 0 is "required" unless told otherwise. */
export const referenceSchema = (zeroMessage: string = MSG.required) =>
  z
    .number({ error: missingOr(MSG.invalidId) })
    .int({ error: MSG.invalidId })
    .positive({ error: zeroMessage })
    .max(ID_MAX, { error: MSG.invalidId });

function fieldSchema(field: FieldSpec): z.ZodType {
  if (field.kind === 'reference') {
    const ref = referenceSchema(field.required ? MSG.required : MSG.invalidId);
    return field.required ? ref : ref.optional();
  }
  let text = z.string({ error: missingOr(MSG.invalid) }).trim();
  if (field.required) text = text.min(1, { error: MSG.required });
  if (field.max) text = text.max(field.max, { error: MSG.tooLong });
  text = visibleText(text, field.required ? MSG.required : undefined, field.kind === 'longText' ? 'multi' : 'single');
  return field.required ? text : text.optional();
}

/** The body of an AddEdit call: `id` absent or 0 creates, any other id updates. */
export function saveSchema(spec: ResourceSpec) {
  const shape: Record<string, z.ZodType> = { id: idSchema.optional() };
  for (const field of spec.fields) shape[field.source] = fieldSchema(field);
  return z.object(shape);
}

/** What every list and get answers for a record of a resource. */
export function recordSchema(spec: ResourceSpec) {
  const shape: Record<string, z.ZodType> = { id: z.number().int(), createdDate: z.string() };
  for (const field of spec.fields) {
    shape[field.source] = field.kind === 'reference' ? z.number().int().nullable() : z.string().nullable();
  }
  return z.object(shape);
}

export type SaveBody = { id?: number } & Record<string, string | number | undefined>;
