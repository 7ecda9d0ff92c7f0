import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * While developing, the browser posts translation keys it did not find to
 * `/locales/add/{lng}/{ns}` (i18next's saveMissing); they are logged for whoever adds them to
 * public/locales. Registered only outside production, where the address answers 404.
 */
export default async function missingKeyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/locales/add/:lng/:ns',
    {
      config: { access: 'public' },
      schema: {
        hide: true,
        params: z.object({ lng: z.enum(['en', 'ar']), ns: z.string().regex(/^[a-zA-Z]{1,40}$/) }),
        body: z.record(z.string().max(300), z.unknown()).refine((keys) => Object.keys(keys).length <= 200),
      },
    },
    async (request, reply) => {
      const { lng, ns } = request.params;
      request.log.warn({ lng, ns, keys: Object.keys(request.body) }, 'missing translation keys');
      return reply.code(204).send();
    },
  );
}
