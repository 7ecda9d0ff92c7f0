import type { FastifyRequest } from 'fastify';

/**
 * A request address as it may be logged: the token of a password reset link (a page the app
 * serves) and the signature of a signed image address are blanked, so no log line carries a key.
 */
export const redactUrl = (url: string): string =>
  url.replace(/(\/resetforgetpassword\/)[^?#]+/i, '$1[redacted]').replace(/([?&]signature=)[^&#]*/gi, '$1[redacted]');

/** Pino serializers for the server's logger. */
export const logSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  }),
};
