import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { restApi } from '@domain/api';
import { versionSchema } from '@domain/registry/schema';
import { registerRestResource, type RestResource } from '../../http/restResource';
import type { ExpectedVersions } from '../../db/versions';
import { costBody } from '@domain/estimation/costSchema';
import { costRecord, input, userOf } from './routes';
import { Costings } from './store';

type CostBody = z.output<typeof costBody> & { id?: number };

/** Costs at /api/v1/costs, over the store of the documented Costing paths. */
function costs(): RestResource {
  const costings = (request: FastifyRequest) => new Costings(request.tenant);
  const save = async (request: FastifyRequest, body: Record<string, unknown>, expected?: ExpectedVersions) =>
    (await costings(request).save(input(body as CostBody), userOf(request), expected)).record;
  return {
    name: 'costs',
    paths: restApi.costs,
    record: costRecord,
    filters: { fileId: 'id' },
    list: (request, params) => costings(request).page(params),
    one: (request, id) => costings(request).get(id),
    create: { body: costBody, save: (request, body) => save(request, body) },
    update: { body: costBody.extend({ version: versionSchema }), save },
    remove: (request, id, expected) => costings(request).remove(id, expected),
  };
}

export default async function costingRestRoutes(app: FastifyInstance) {
  registerRestResource(app, costs());
}
