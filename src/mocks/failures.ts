import { HttpResponse } from 'msw';
import { z } from 'zod';
import { chosenId } from '@domain/personFields';
import { MSG } from '@domain/registry/schema';
import { languageOf, words, type MockLanguage } from './words';

/** A field's messages by translation key, as the server keeps them before it words them. */
export type FieldErrors = Record<string, Array<{ key: string; params?: Record<string, unknown> }>>;

/** What the mock refuses, as the server's ApiError: a status, a translation key and field errors. */
export class MockRefusal extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    readonly params: Record<string, unknown> = {},
    readonly fieldErrors: FieldErrors = {},
  ) {
    super(key);
  }
}

export const notFoundRefusal = () => new MockRefusal(404, 'errors.notFound');
export const conflictRefusal = (key: string, params: Record<string, unknown> = {}, field?: string) =>
  new MockRefusal(409, key, params, field ? { [field]: [{ key, params }] } : {});
export const badRequestRefusal = (key: string, params: Record<string, unknown> = {}, field?: string) =>
  new MockRefusal(400, key, params, field ? { [field]: [{ key, params }] } : {});

const pascal = (field: string) => (field ? field[0].toUpperCase() + field.slice(1) : 'Request');

/** A schema's failure as the server's validation refusal: each issue's key under its PascalCase field. */
export function validationRefusal(error: z.ZodError): MockRefusal {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.message.startsWith('validation.') ? issue.message : 'validation.invalid';
    const limits = issue as { maximum?: unknown; minimum?: unknown };
    (fieldErrors[pascal(String(issue.path[0] ?? ''))] ??= []).push({
      key,
      params: { max: limits.maximum, min: limits.minimum },
    });
  }
  return new MockRefusal(400, 'errors.validation', {}, fieldErrors);
}

/**
 * The server's failure envelope in the reader's language (server/http/compat.ts sendFailure): a
 * validation refusal says its first field message; the conventional surface adds `message`.
 */
export function failure(refusal: MockRefusal, lng: MockLanguage, conventional: boolean) {
  const errors: Record<string, string[]> = {};
  for (const [field, list] of Object.entries(refusal.fieldErrors)) {
    const label = words(lng, `fields.${field[0].toLowerCase()}${field.slice(1)}`);
    errors[field] = list.map((e) =>
      words(lng, e.key, { field: label.startsWith('fields.') ? field : label, ...e.params }),
    );
  }
  const first = Object.values(errors)[0]?.[0];
  const alertMessage = refusal.key === 'errors.validation' && first ? first : words(lng, refusal.key, refusal.params);
  const message = conventional ? { message: alertMessage } : {};
  return HttpResponse.json({ isSuccess: false, alertMessage, errors, ...message }, { status: refusal.status });
}

const idParams = z.object({ id: chosenId(MSG.invalidId) });

/** A path's `:id` as the server reads it: a positive number, anything else the 400 of an invalid id. */
export function pathId(params: Record<string, string | readonly string[] | undefined>): number {
  const raw = String(params.id ?? '').trim();
  const parsed = idParams.safeParse({ id: /^[+-]?\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw });
  if (!parsed.success) throw validationRefusal(parsed.error);
  return parsed.data.id;
}

type Resolver = (info: {
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
}) => Response | Promise<Response>;

/** A documented path's resolver whose MockRefusal is answered as the server's envelope, in the reader's language. */
export const answering =
  (resolve: Resolver): Resolver =>
  async (info) => {
    try {
      return await resolve(info);
    } catch (error) {
      if (error instanceof MockRefusal) return failure(error, languageOf(info.request), false);
      throw error;
    }
  };
