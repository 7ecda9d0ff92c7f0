import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { FieldErrors } from '../http/envelope';

export type { FieldErrors };

/**
 * The first failure of each field, in the user's language. The shared rules of domain carry
 * translation keys of the `server` namespace, so the browser shows the very words the API answers.
 */
export function schemaErrors(issues: readonly z.core.$ZodIssue[], t: TFunction): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (errors[field]) continue;
    const limits = issue as { maximum?: unknown; minimum?: unknown };
    errors[field] = t(`server:${issue.message}`, {
      field: t(`server:fields.${field}`),
      max: limits.maximum,
      min: limits.minimum,
    });
  }
  return errors;
}

export function validateWith(schema: z.ZodType, input: unknown, t: TFunction): FieldErrors {
  const result = schema.safeParse(input);
  return result.success ? {} : schemaErrors(result.error.issues, t);
}
