import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { restResourceEndpoints } from '@domain/api';
import { registry, type ResourceSpec } from '@domain/registry';
import { recordSchema, saveSchema } from '@domain/registry/schema';
import { endpoint } from '../../http/endpoint';
import { failureResponses, idParams, type ZodApp } from '../../http/schemas';
import { readSimpleRestList, sendContentRange, simpleRestQuery, type FilterKind } from '../../http/simpleRest';
import { expectedVersions, IF_MATCH_NOTE, VERSION_NOTE, withETag } from '../../http/versions';
import { Elements } from './elements';

/**
 * Every registry resource at `/api/v1/<name>` in ra-data-simple-rest's dialect, over the same
 * store as its documented paths: the same tenancy, checks, messages, versions and audit entries.
 */
export default async function simpleRestResourceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  for (const spec of registry) registerSimpleRest(app, spec);
}

function registerSimpleRest(app: ZodApp, spec: ResourceSpec) {
  const paths = restResourceEndpoints(spec);
  const record = recordSchema(spec);
  const tags = [`v1 ${spec.name}`];
  const filters: Record<string, FilterKind> = spec.parent ? { [spec.parent.source]: 'id' } : {};
  const elements = (request: FastifyRequest) => new Elements(spec, request.tenant);

  app.route({
    ...endpoint(paths.list),
    schema: {
      tags,
      summary: `List ${spec.name}: sort=["name","ASC"], range=[0,24], filter={"q":"…"${spec.parent ? `,"${spec.parent.source}":3` : ''}} or {"id":[1,2]}; the total in Content-Range`,
      querystring: simpleRestQuery,
      response: { 200: record.array(), ...failureResponses },
    },
    handler: async (request, reply) => {
      const { params, start } = readSimpleRestList(request.query, filters);
      const { records, total } = await elements(request).list(params);
      sendContentRange(reply, spec.name, start, records.length, total);
      return records;
    },
  });

  app.route({
    ...endpoint(paths.one),
    schema: { tags, params: idParams, response: { 200: record, ...failureResponses } },
    handler: async (request, reply) => withETag(reply, await elements(request).get(request.params.id)),
  });

  app.route({
    ...endpoint(paths.create),
    schema: { tags, body: saveSchema(spec), response: { 201: record, ...failureResponses } },
    handler: async (request, reply) => {
      // A create never overwrites: an id in the body is not a record to update here.
      const body: Record<string, unknown> = {
        ...(request.body as Record<string, unknown>),
        id: undefined,
        version: undefined,
      };
      const { record: saved } = await elements(request).save(body);
      return reply.code(201).send(withETag(reply, { ...saved, version: Number(saved.version) }));
    },
  });

  app.route({
    ...endpoint(paths.update),
    schema: {
      tags,
      description: VERSION_NOTE,
      params: idParams,
      body: saveSchema(spec),
      response: { 200: record, ...failureResponses },
    },
    handler: async (request, reply) => {
      // The address names the record; an id in the body cannot redirect the update.
      const body: Record<string, unknown> = { ...(request.body as Record<string, unknown>), id: request.params.id };
      const expected = expectedVersions(request, body.version as number | undefined);
      const { record: saved } = await elements(request).save(body, expected);
      return withETag(reply, { ...saved, version: Number(saved.version) });
    },
  });

  app.route({
    ...endpoint(paths.remove),
    schema: { tags, description: IF_MATCH_NOTE, params: idParams, response: { 200: record, ...failureResponses } },
    handler: async (request) => elements(request).remove(request.params.id, expectedVersions(request, undefined)),
  });
}
