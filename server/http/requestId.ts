import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** What an id set by a proxy in front looks like (nginx's $request_id, a UUID, a trace id). */
const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The id of a request, in every log line of it (Fastify's `reqId`) and in its `X-Request-Id`
 * answer header. An id a proxy in front already gave the request is kept, so one id follows it
 * through the proxy's log and ours; it is only a correlation id, never trusted for anything
 * else, and one with other characters or over 128 of them (a forged log line, a flood) is
 * replaced by a new UUID.
 */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers['x-request-id'];
  return typeof sent === 'string' && SANE_ID.test(sent) ? sent : randomUUID();
}

async function requestIdAnswerHeader(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
}

export const requestIdHeader = fp(requestIdAnswerHeader, { name: 'request-id' });
