import type { TFunction } from 'i18next';
import type { z } from 'zod';

/** One message per field, keyed by the camelCase field name of the API. */
export type FieldErrors = Record<string, string>;

const camel = (field: string): string => (field ? field[0].toLowerCase() + field.slice(1) : field);

/**
 * The first failure of each field, in the user's language. The shared rules of src/domain carry
 * translation keys of the `server` namespace, so the browser shows the very words the API answers.
 */
export function schemaErrors(issues: readonly z.core.$ZodIssue[], t: TFunction): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (errors[field]) continue;
    const limits = issue as { maximum?: unknown; minimum?: unknown };
    errors[field] = t(`server:${issue.message}`, { field: t(`server:fields.${field}`), max: limits.maximum, min: limits.minimum });
  }
  return errors;
}

export function validateWith(schema: z.ZodType, input: unknown, t: TFunction): FieldErrors {
  const result = schema.safeParse(input);
  return result.success ? {} : schemaErrors(result.error.issues, t);
}

/** The failure envelope's `errors` ({ Field: ['message'] }, already translated by the server). */
export function envelopeErrors(body: unknown): FieldErrors {
  const errors: FieldErrors = {};
  const raw = (body as { errors?: Record<string, unknown> } | null | undefined)?.errors ?? {};
  for (const [field, messages] of Object.entries(raw)) {
    const first = Array.isArray(messages) ? messages[0] : messages;
    if (typeof first === 'string' && first) errors[camel(field)] = first;
  }
  return errors;
}

/** The envelope's own message, when the answer carries one. */
export const alertMessageOf = (body: unknown): string | undefined => {
  const message = (body as { alertMessage?: unknown } | null | undefined)?.alertMessage;
  return typeof message === 'string' && message ? message : undefined;
};
