import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { api } from '@domain/api';
import { endpoint } from '../http/endpoint';

export default async function healthRoutes(fastify: FastifyInstance) {
  fastify.withTypeProvider<ZodTypeProvider>().route({
    ...endpoint(api.platform.health),
    schema: {
      tags: ['Health'],
      response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }) },
    },
    handler: async () => {
      await fastify.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: fastify.database.kind };
    },
  });
}
