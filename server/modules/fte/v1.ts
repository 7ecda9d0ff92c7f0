import type { FastifyInstance, FastifyRequest } from 'fastify';
import { restFteEndpoints } from '@domain/api';
import { FTE_FAMILIES, fteResource, type FteFamily } from '@domain/fteFamilies';
import { fteProfileSchema, type FteProfileBody } from '@domain/fteProfileSchema';
import { registerRestResource, type RestResource } from '../../http/restResource';
import type { ExpectedVersions } from '../../db/versions';
import { FteProfiles } from './profiles';
import { fteRecordSchema } from './record';

/** The FTE profiles of one family at /api/v1/fte.<scope>, over the store of its documented paths. */
function fteProfiles(family: FteFamily): RestResource {
  const profiles = (request: FastifyRequest) => new FteProfiles(family, request.tenant);
  const body = fteProfileSchema(family);
  const save = async (request: FastifyRequest, profile: Record<string, unknown>, expected?: ExpectedVersions) =>
    (await profiles(request).save(profile as FteProfileBody, expected)).record;
  return {
    name: fteResource(family.scope),
    paths: restFteEndpoints(family),
    record: fteRecordSchema(family),
    filters: family.parentKey ? { [family.parentKey]: 'id' } : {},
    list: (request, params) => profiles(request).list(params),
    one: (request, id) => profiles(request).get(id),
    create: { body, save: (request, profile) => save(request, profile) },
    update: { body, save: (request, profile, expected) => save(request, profile, expected) },
    remove: (request, id, expected) => profiles(request).remove(id, expected),
  };
}

export default async function fteRestRoutes(app: FastifyInstance) {
  for (const family of FTE_FAMILIES) registerRestResource(app, fteProfiles(family));
}
