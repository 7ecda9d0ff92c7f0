import type { z } from 'zod';
import { ApiError, pascal, type FieldErrors } from '../../http/errors';
import { normalizeObject } from '../../http/normalize';

/** Whether a database error is a unique violation (PostgreSQL 23505), through drizzle's wrapper. */
export const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** A foreign key still pointing at the row (23503). */
export const isReferenced = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23503' || e?.cause?.code === '23503';
};

/** Field errors of a zod failure, keyed by PascalCase field like the compatibility layer's. */
export function fieldErrorsOf(issues: z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = pascal(String(issue.path[0] ?? 'Request'));
    const key = issue.message.startsWith('validation.') ? issue.message : 'validation.invalid';
    const limits = issue as { maximum?: unknown; minimum?: unknown };
    (errors[field] ??= []).push({ key, params: { max: limits.maximum as number, min: limits.minimum as number } });
  }
  return errors;
}

/**
 * Validates a body against one of several schemas chosen in the handler (AddEdit creates or
 * updates), with the same normalisation and the same 400 envelope as a route schema.
 */
export function parseWith<T extends z.ZodType>(
  schema: T,
  shape: Record<string, z.ZodType>,
  input: unknown,
): z.output<T> {
  const parsed = schema.safeParse(normalizeObject(input ?? {}, shape));
  if (!parsed.success) throw new ApiError(400, 'errors.validation', {}, fieldErrorsOf(parsed.error.issues));
  return parsed.data;
}
