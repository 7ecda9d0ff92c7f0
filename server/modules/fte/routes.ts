import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fteEndpoints } from '@domain/api';
import { FTE_FAMILIES, type FteFamily } from '@domain/fteFamilies';
import { fteProfileSchema, type FteProfileBody } from '@domain/fteProfileSchema';
import { isGranted } from '@domain/permissions';
import { endpoint } from '../../http/endpoint';
import { forbidden } from '../../http/errors';
import { type ListParams } from '../../db/lists';
import { listParamsShape } from '../../http/listParams';
import { envelopeSchema, failureResponses, idParams, type ZodApp } from '../../http/schemas';
import { expectedVersions, IF_MATCH_NOTE, VERSION_NOTE, withETag } from '../../http/versions';
import { FteProfiles } from './profiles';
import { fteRecordSchema } from './record';

/** The six documented families of FTE profile endpoints (spec §7), all from FTE_FAMILIES. */
export default async function fteProfileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  for (const family of FTE_FAMILIES) registerFamily(app, family);
}

function registerFamily(app: ZodApp, family: FteFamily) {
  const record = fteRecordSchema(family);
  const tags = [`FTE: ${family.scope}`];
  const filters: Record<string, z.ZodType> = family.parentKey
    ? { [family.parentKey]: idParams.shape.id.optional() }
    : {};
  const profiles = (request: FastifyRequest) => new FteProfiles(family, request.tenant);
  const paths = fteEndpoints(family);
  const entity = (request: FastifyRequest) => ({ entity: request.t(`fteEntities.${family.scope}`) });

  app.route({
    ...endpoint(paths.list),
    schema: {
      tags,
      summary: `List ${family.scope} FTE profiles; with _page the answer is one page and X-Total-Count the total`,
      querystring: z.object({ ...listParamsShape, ...filters }),
      response: { 200: z.array(record), ...failureResponses },
    },
    handler: async (request, reply) => {
      const query = request.query as ListParams & Record<string, unknown>;
      const { records, total } = await profiles(request).list(query);
      if (query._page !== undefined) reply.header('X-Total-Count', String(total));
      return records;
    },
  });

  app.route({
    ...endpoint(paths.one),
    schema: {
      tags,
      summary: 'One profile by its id',
      params: idParams,
      response: { 200: record, ...failureResponses },
    },
    handler: async (request, reply) => withETag(reply, await profiles(request).get(request.params.id)),
  });

  app.route({
    ...endpoint(paths.save),
    schema: {
      tags,
      summary: 'Create (id absent or 0) or update; fte is computed',
      description: VERSION_NOTE,
      body: fteProfileSchema(family),
      response: { 200: envelopeSchema(record), ...failureResponses },
    },
    handler: async (request, reply) => {
      const body = request.body as FteProfileBody;
      // The route admits Add; an update needs Edit as well.
      if (
        typeof body.id === 'number' &&
        body.id > 0 &&
        !isGranted(request.grants ?? {}, { permission: family.permission, action: 'Edit' })
      ) {
        throw forbidden();
      }
      const { record: saved, created } = await profiles(request).save(body, expectedVersions(request, body.version));
      return reply.success(created ? 'success.created' : 'success.updated', saved, entity(request));
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
      const removed = await profiles(request).remove(request.params.id, expectedVersions(request, undefined));
      return reply.success('success.deleted', removed, entity(request));
    },
  });
}
