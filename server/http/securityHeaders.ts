import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers on every answer, from a middleware built once. Fastify's helmet plugin builds
 * helmet's middleware again for each request (it allows a policy per route, which Tawazun has no
 * use for), parsing the content security policy every time: about 3% of the server's work on a
 * list page. The headers are the same either way.
 */
async function securityHeadersPlugin(app: FastifyInstance, options: HelmetOptions) {
  const apply = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    apply(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}

export const securityHeaders = fp(securityHeadersPlugin, { name: 'security-headers' });
