import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import secureJson from 'secure-json-parse';
import { REST_PREFIX } from '@domain/api';
import { normalizeAgainst } from './normalize';
import { flattenMultipart } from './multipart';
import { refuseNul } from './nulCharacters';
import { StorageError } from '../db/errors';
import { ApiError, answerTo, pascal, type FieldErrors } from './errors';
import { pickDigits, pickLanguage, translate, type Language, type Params } from './i18n';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language;
    t(key: string, params?: Params): string;
    /** Set once the body was read and parsed (multipart included), before validation. */
    bodyRead: boolean;
  }
  interface FastifyReply {
    /** The mutation envelope of DESIGN §3. */
    success(key: string, data?: unknown, params?: Params): FastifyReply;
  }
}

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { maximum?: unknown; minimum?: unknown };
}

/**
 * Field name of a validation issue: the first path segment, PascalCase, as the spec shows
 * `Username`; in a body that is a list, the field of its entry (`/3/designation` is `Designation`).
 */
function issueField(issue: ValidationIssue): string {
  const first = issue.instancePath?.split('/').find((segment) => segment && !/^\d+$/.test(segment)) ?? '';
  return pascal(first) || 'Request';
}

function validationErrors(issues: ValidationIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issueField(issue);
    const raw = issue.params;
    const key = issue.message && issue.message.startsWith('validation.') ? issue.message : 'validation.invalid';
    (errors[field] ??= []).push({ key, params: { max: raw?.maximum as number, min: raw?.minimum as number } });
  }
  return errors;
}

/** The failure envelope in the caller's language. */
export function sendFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  key: string,
  params: Params = {},
  fieldErrors: FieldErrors = {},
) {
  const errors: Record<string, string[]> = {};
  for (const [field, list] of Object.entries(fieldErrors)) {
    const label = request.t(`fields.${field.charAt(0).toLowerCase()}${field.slice(1)}`);
    errors[field] = list.map((e) =>
      request.t(e.key, { field: label.startsWith('fields.') ? field : label, ...e.params }),
    );
  }
  const first = Object.values(errors)[0]?.[0];
  const alertMessage = key === 'errors.validation' && first ? first : request.t(key, params);
  // react-admin's HTTP client shows an error's `message`; the documented paths keep their envelope as it is.
  const message = request.url.startsWith(`/api/${REST_PREFIX}/`) ? { message: alertMessage } : {};
  return reply.code(status).send({ isSuccess: false, alertMessage, errors, ...message });
}

const FASTIFY_STATUS: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'errors.malformedJson'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'errors.malformedJson'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'errors.unsupportedMediaType'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'errors.tooLarge'],
  FST_REQ_FILE_TOO_LARGE: [413, 'errors.tooLarge'],
  FST_PARTS_LIMIT: [413, 'errors.tooLarge'],
  FST_FILES_LIMIT: [413, 'errors.tooLarge'],
  FST_FIELDS_LIMIT: [413, 'errors.tooLarge'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'errors.unsupportedMediaType'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'errors.malformedJson'],
};

/**
 * What of an unexpected error may go to the log: database errors carry the statement's parameters
 * (a password hash, a token) in their message, so only the first line and the codes are kept.
 */
export function loggable(error: FastifyError) {
  const cause = error.cause as { code?: string; message?: string } | undefined;
  const firstLine = (text: string | undefined) =>
    (text ?? '')
      .split('\n')[0]
      .replace(/params:.*$/i, 'params: [hidden]')
      .slice(0, 300);
  return {
    type: error.name,
    code: error.code,
    causeCode: cause?.code,
    message: firstLine(error.message),
    cause: cause ? firstLine(cause.message) : undefined,
    stack: error.stack
      ?.split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .slice(0, 5)
      .join('\n'),
  };
}

/**
 * The compatibility layer of DESIGN §3: request normalisation before validation, the success and
 * failure envelopes, and the one error handler. It never answers 500 for bad input and never
 * sends a stack trace.
 */
async function compatibilityLayer(app: FastifyInstance) {
  app.decorateRequest('lang', 'en');
  app.decorateRequest('bodyRead', false);
  app.decorateRequest('t', function (this: FastifyRequest, key: string, params?: Params) {
    return translate(this.lang, key, params, pickDigits(this.headers['accept-language'], this.lang));
  });
  app.decorateReply('success', function (this: FastifyReply, key: string, data?: unknown, params?: Params) {
    return this.send({ isSuccess: true, alertMessage: this.request.t(key, params), data: data ?? null });
  });

  app.addHook('onRequest', async (request) => {
    request.lang = pickLanguage(request.headers['accept-language']);
  });

  // An empty JSON body is "no body" (the documented sign-out posts none), not an error.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, secureJson.parse(text, undefined, { protoAction: 'remove', constructorAction: 'remove' }));
    } catch {
      done(
        Object.assign(new Error('malformed JSON'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' }),
        undefined,
      );
    }
  });

  // Runs after the multipart plugin's own preValidation hook, which reads the parts.
  app.addHook('preValidation', async (request) => {
    request.bodyRead = true;
    flattenMultipart(request);
    refuseNul(request.params, request.query, request.body);
    const schema = request.routeOptions.schema;
    if (!schema) return;
    if (schema.body) request.body = normalizeAgainst(request.body, schema.body);
    if (schema.querystring) request.query = normalizeAgainst(request.query, schema.querystring);
    if (schema.params) request.params = normalizeAgainst(request.params, schema.params);
  });

  app.setErrorHandler((thrown: FastifyError, request, reply) => {
    const error = thrown instanceof StorageError ? answerTo(thrown) : thrown;
    if (error instanceof ApiError) {
      return sendFailure(request, reply, error.statusCode, error.key, error.params, error.fieldErrors);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendFailure(request, reply, 400, 'errors.validation', {}, validationErrors(error.validation));
    }
    if (error.validation) {
      return sendFailure(
        request,
        reply,
        400,
        'errors.validation',
        {},
        validationErrors(error.validation as ValidationIssue[]),
      );
    }
    const known = error.code ? FASTIFY_STATUS[error.code] : undefined;
    if (known) return sendFailure(request, reply, known[0], known[1]);
    if (error.statusCode === 429) return sendFailure(request, reply, 429, 'errors.rateLimited');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendFailure(request, reply, error.statusCode, 'errors.badRequest');
    }
    // The multipart parser throws plain errors for a body cut short or without its boundary.
    if (request.isMultipart() && !request.bodyRead) return sendFailure(request, reply, 400, 'errors.badRequest');
    request.log.error({ err: loggable(error) }, 'unexpected failure');
    return sendFailure(request, reply, 500, 'errors.unexpected');
  });
}

export const compat = fp(compatibilityLayer, { name: 'compat', dependencies: ['@fastify/multipart'] });
