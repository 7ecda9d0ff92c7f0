import { HttpError } from 'react-admin';
import { alertMessageOf, envelopeErrors } from '../http/envelope';

/** Status of a call that got no answer at all (network down, server gone, request blocked). */
export const NO_ANSWER = 0;

interface FailureBody {
  alertMessage?: string;
  errors?: Record<string, string[] | string>;
  noAnswer?: boolean;
}

/**
 * Every failure of the data provider as one react-admin HttpError: the server's alertMessage as the
 * message, its field errors under the inputs' names, and status 0 when nothing answered, so that
 * the screens can tell "the server refused" from "the server never answered" (spec §8).
 */
export function toFailure(error: unknown): unknown {
  if (error instanceof HttpError) {
    const body = (error.body ?? {}) as FailureBody;
    return new HttpError(alertMessageOf(body) ?? error.message, error.status, {
      ...body,
      errors: envelopeErrors(body),
    });
  }
  // fetch rejects (TypeError) only when no response arrived.
  if (error instanceof TypeError)
    return new HttpError('common:errors.apiProblem', NO_ANSWER, { noAnswer: true, errors: {} });
  return error;
}

/** The server's own words about a failure, when it sent any. */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof HttpError ? alertMessageOf(error.body) : undefined;
}

/** Whether a call failed without any answer from the server. */
export const gotNoAnswer = (error: unknown): boolean => error instanceof HttpError && error.status === NO_ANSWER;

/**
 * Success envelopes carry the server's alertMessage; react-admin hands screens only the record, so
 * the message travels beside it, keyed by the very record object the mutation resolves with.
 */
const alerts = new WeakMap<object, string>();

export function rememberAlert<T extends object>(record: T, message: unknown): T {
  if (record && typeof message === 'string' && message.trim()) alerts.set(record, message);
  return record;
}

export const savedMessageOf = (record: unknown): string | undefined =>
  record && typeof record === 'object' ? alerts.get(record) : undefined;
