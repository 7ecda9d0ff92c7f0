import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isGranted } from '../../../src/domain/permissions';
import { registry, type ResourceSpec } from '../../../src/domain/registry';
import { recordSchema, saveSchema } from '../../../src/domain/registry/schema';
import { forbidden } from '../../http/errors';
import { listQueryShape, type ListQuery } from '../../http/listQuery';
import { envelopeSchema, failureResponses, idParams, type ZodApp } from '../../http/schemas';
import { Elements } from './elements';

/** Routes of every registry resource, at exactly the documented paths (DESIGN §8). */
export default async function resourceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  for (const spec of registry) registerResource(app, spec);
}

function registerResource(app: ZodApp, spec: ResourceSpec) {
  const base = `/api/${spec.controller}`;
  const record = recordSchema(spec);
  const tags = [spec.controller];
  const filters: Record<string, z.ZodType> = {};
  if (spec.parent) filters[spec.parent.source] = idParams.shape.id.optional();
  const elements = (request: FastifyRequest) => new Elements(spec, request.tenant);

  app.get(
    `${base}/${spec.routes.list}`,
    {
      config: { access: { permission: spec.permission, action: 'View' } },
      schema: {
        tags,
        summary: `List ${spec.name}; with _page the answer is one page and X-Total-Count the total`,
        querystring: z.object({ ...listQueryShape, ...filters }),
        response: { 200: z.array(record), ...failureResponses },
      },
    },
    async (request, reply) => {
      const query = request.query as ListQuery & Record<string, unknown>;
      const { records, total } = await elements(request).list(query);
      if (query._page !== undefined) reply.header('X-Total-Count', String(total));
      return records;
    },
  );

  app.get(
    `${base}/${spec.routes.one}/:id`,
    {
      config: { access: { permission: spec.permission, action: 'View' } },
      schema: { tags, params: idParams, response: { 200: record, ...failureResponses } },
    },
    async (request) => elements(request).get(request.params.id),
  );

  app.post(
    `${base}/${spec.routes.save}`,
    {
      config: { access: { permission: spec.permission, action: 'Add' } },
      schema: {
        tags,
        summary: 'Create (id absent or 0) or update',
        body: saveSchema(spec),
        response: { 200: envelopeSchema(record), ...failureResponses },
      },
    },
    async (request, reply) => {
      const body = request.body as Record<string, unknown>;
      const updating = typeof body.id === 'number' && body.id > 0;
      // The route admits Add; an update needs Edit as well.
      if (updating && !isGranted(request.grants ?? {}, { permission: spec.permission, action: 'Edit' })) throw forbidden();
      const { record: saved, created } = await elements(request).save(body);
      return reply.success(created ? 'success.created' : 'success.updated', saved, { entity: request.t(`entities.${spec.name}`) });
    },
  );

  app.delete(
    `${base}/${spec.routes.remove}/:id`,
    {
      config: { access: { permission: spec.permission, action: 'Delete' } },
      schema: { tags, params: idParams, response: { 200: envelopeSchema(record), ...failureResponses } },
    },
    async (request, reply) => {
      const removed = await elements(request).remove(request.params.id);
      return reply.success('success.deleted', removed, { entity: request.t(`entities.${spec.name}`) });
    },
  );
}
