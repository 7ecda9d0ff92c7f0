import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Every API answer says `Cache-Control: no-store` (tokens, people's details, lists): nothing of it
 * is kept by a browser on a shared computer or by a proxy. Set when the request arrives, so that
 * refusals, rate-limit answers and failures carry it too; the few public answers meant to be
 * cached (the agency's contact details) set their own.
 */
async function noStoreForApi(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.slice(0, 5).toLowerCase() === '/api/') reply.header('Cache-Control', 'no-store');
  });
}

export const noStore = fp(noStoreForApi, { name: 'no-store' });
