import type { StorageError } from '../db/errors';
import type { Params } from './i18n';

/** Field errors keyed by the PascalCase field name, each a list of translation keys or texts. */
export type FieldErrors = Record<string, Array<{ key: string; params?: Params }>>;

/**
 * An expected failure with its status and a translation key. Handlers throw these; the one error
 * handler turns them into the failure envelope in the caller's language.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: string,
    readonly params: Params = {},
    readonly fieldErrors: FieldErrors = {},
  ) {
    super(key);
  }
}

export const notFound = (params: Params = {}) => new ApiError(404, 'errors.notFound', params);
export const conflict = (key: string, params: Params = {}, field?: string) =>
  new ApiError(409, key, params, field ? { [field]: [{ key, params }] } : {});
export const badRequest = (key: string, params: Params = {}, field?: string) =>
  new ApiError(400, key, params, field ? { [field]: [{ key, params }] } : {});
export const forbidden = (key = 'errors.forbidden') => new ApiError(403, key);
export const unauthorized = (key = 'errors.unauthorized') => new ApiError(401, key);

/** The answer to what storage refused (db/errors). */
export function answerTo(refusal: StorageError): ApiError {
  if (refusal.reason === 'missing') return notFound();
  if (refusal.reason === 'stale') return conflict('errors.staleRecord');
  return badRequest('errors.unknownSort', { field: refusal.field ?? '' }, '_sort');
}

export const pascal = (field: string): string => (field ? field[0].toUpperCase() + field.slice(1) : field);
