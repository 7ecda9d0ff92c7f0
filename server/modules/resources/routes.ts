import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resourceEndpoints } from '@domain/api';
import { isGranted } from '@domain/permissions';
import { registry, type ResourceSpec } from '@domain/registry';
import { recordSchema, saveSchema } from '@domain/registry/schema';
import { endpoint } from '../../http/endpoint';
import { forbidden } from '../../http/errors';
import { type ListParams } from '../../db/lists';
import { listParamsShape } from '../../http/listParams';
import { envelopeSchema, failureResponses, idParams, type ZodApp } from '../../http/schemas';
import { expectedVersions, IF_MATCH_NOTE, VERSION_NOTE, withETag } from '../../http/versions';
import { choiceSchema, choosersNote } from './choices';
import { Elements } from './elements';

/** What the API reference says of a resource's field aliases and fields kept on update. */
function aliasNotes(spec: ResourceSpec): string | undefined {
  const notes = spec.fields.flatMap((f) => [
    ...(f.aliases ?? []).map((alias) => `\`${alias}\` is read as \`${f.source}\` when \`${f.source}\` is absent.`),
    ...(f.keptOnUpdate ? [`An update without \`${f.source}\` keeps the stored one.`] : []),
  ]);
  return notes.length > 0 ? notes.join(' ') : undefined;
}

/** Routes of every registry resource, at exactly the documented paths (DESIGN §8). */
export default async function resourceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  for (const spec of registry) registerResource(app, spec);
}

function registerResource(app: ZodApp, spec: ResourceSpec) {
  const paths = resourceEndpoints(spec);
  const record = recordSchema(spec);
  const tags = [spec.controller];
  const filters: Record<string, z.ZodType> = {};
  if (spec.parent) filters[spec.parent.source] = idParams.shape.id.optional();
  const elements = (request: FastifyRequest) => new Elements(spec, request.tenant);

  app.route({
    ...endpoint(paths.list),
    schema: {
      tags,
      summary: `List ${spec.name}; with _page the answer is one page and X-Total-Count the total`,
      querystring: z.object({ ...listParamsShape, ...filters }),
      response: { 200: z.array(record), ...failureResponses },
    },
    handler: async (request, reply) => {
      const query = request.query as ListParams & Record<string, unknown>;
      const { records, total } = await elements(request).list(query);
      if (query._page !== undefined) reply.header('X-Total-Count', String(total));
      return records;
    },
  });

  app.route({
    ...endpoint(paths.dropdown),
    schema: {
      tags,
      summary: `Choices of ${spec.name} for the employee form and the employee list's filters as [{id, name${spec.parent ? `, ${spec.parent.source}` : ''}}] by name; q searches the name, id=1,2 picks some`,
      description: choosersNote(spec),
      querystring: z.object({ q: listParamsShape.q, id: listParamsShape.id, ...filters }),
      response: { 200: z.array(choiceSchema(spec)), ...failureResponses },
    },
    handler: async (request) =>
      elements(request).choices(request.query as Pick<ListParams, 'q' | 'id'> & Record<string, unknown>),
  });

  app.route({
    ...endpoint(paths.one),
    schema: { tags, params: idParams, response: { 200: record, ...failureResponses } },
    handler: async (request, reply) => withETag(reply, await elements(request).get(request.params.id)),
  });

  app.route({
    ...endpoint(paths.save),
    schema: {
      tags,
      summary: 'Create (id absent or 0) or update',
      description: [aliasNotes(spec), VERSION_NOTE].filter(Boolean).join('\n\n'),
      body: saveSchema(spec),
      response: { 200: envelopeSchema(record), ...failureResponses },
    },
    handler: async (request, reply) => {
      const body = request.body as Record<string, unknown>;
      const updating = typeof body.id === 'number' && body.id > 0;
      // The route admits Add; an update needs Edit as well.
      if (updating && !isGranted(request.grants ?? {}, { permission: spec.permission, action: 'Edit' }))
        throw forbidden();
      const { record: saved, created } = await elements(request).save(
        body,
        expectedVersions(request, body.version as number | undefined),
      );
      return reply.success(created ? 'success.created' : 'success.updated', saved, {
        entity: request.t(`entities.${spec.name}`),
      });
    },
  });

  app.route({
    ...endpoint(paths.remove),
    schema: {
      tags,
      description: IF_MATCH_NOTE,
      params: idParams,
      response: { 200: envelopeSchema(record), ...failureResponses },
    },
    handler: async (request, reply) => {
      const removed = await elements(request).remove(request.params.id, expectedVersions(request, undefined));
      return reply.success('success.deleted', removed, { entity: request.t(`entities.${spec.name}`) });
    },
  });
}
