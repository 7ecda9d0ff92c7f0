import type { FastifyInstance, FastifyRequest } from 'fastify';
import { restResourceEndpoints } from '@domain/api';
import { registry, type ResourceSpec } from '@domain/registry';
import { recordSchema, saveSchema } from '@domain/registry/schema';
import { registerRestResource, type RestResource } from '../../http/restResource';
import { choiceSchema, choosersNote } from './choices';
import { Elements } from './elements';

/**
 * Every registry resource at `/api/v1/<name>` in ra-data-simple-rest's dialect, over the same
 * store as its documented paths: the same tenancy, checks, messages, versions and audit entries.
 */
export default async function simpleRestResourceRoutes(app: FastifyInstance) {
  for (const spec of registry) registerRestResource(app, restResource(spec));
}

/** A saved record's version as a number, as the documented reads answer it. */
const answered = ({ record }: { record: Record<string, unknown> }) => ({ ...record, version: Number(record.version) });

function restResource(spec: ResourceSpec): RestResource {
  const elements = (request: FastifyRequest) => new Elements(spec, request.tenant);
  return {
    name: spec.name,
    paths: restResourceEndpoints(spec),
    record: recordSchema(spec),
    filters: spec.parent ? { [spec.parent.source]: 'id' } : {},
    list: (request, params) => elements(request).list(params),
    one: (request, id) => elements(request).get(id),
    create: { body: saveSchema(spec), save: async (request, body) => answered(await elements(request).save(body)) },
    update: {
      body: saveSchema(spec),
      save: async (request, body, expected) => answered(await elements(request).save(body, expected)),
    },
    remove: (request, id, expected) => elements(request).remove(id, expected),
    // The documented dropdown's store: the same choices, tenancy and search behind both paths.
    choices: {
      record: choiceSchema(spec),
      parentSource: spec.parent?.source,
      note: choosersNote(spec),
      read: (request, params) => elements(request).choices(params),
    },
  };
}
