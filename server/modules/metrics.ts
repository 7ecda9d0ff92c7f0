import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { api } from '@domain/api';
import { endpoint } from '../http/endpoint';
import { RequestMetrics } from '../http/metrics';
import { unauthorized } from '../http/errors';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * GET /api/metrics for a Prometheus scraper, answered only with `Authorization: Bearer
 * <METRICS_TOKEN>`; without a token configured the route does not exist (404). Requests are
 * counted whether or not it exists, in one hook for every route.
 */
async function metricsRoute(app: FastifyInstance, { token }: { token?: string }) {
  const metrics = new RequestMetrics();
  app.addHook('onResponse', async (request, reply) => {
    metrics.observe(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
  if (!token) return;
  const expected = digest(token);
  app.route({
    ...endpoint(api.platform.metrics),
    schema: { hide: true },
    handler: async (request, reply) => {
      const sent = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      // Digests of equal length, so the comparison takes the same time whatever was sent.
      if (!sent || !timingSafeEqual(digest(sent), expected)) {
        reply.header('WWW-Authenticate', 'Bearer');
        throw unauthorized();
      }
      return reply
        .type('text/plain; version=0.0.4; charset=utf-8')
        .send(metrics.text({ kind: app.database.kind, figures: app.database.figures() }));
    },
  });
}

export const metricsModule = fp(metricsRoute, { name: 'metrics', dependencies: ['database'] });
