import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { api } from '@domain/api';
import { endpoint } from '../../http/endpoint';
import { forbidden } from '../../http/errors';
import { envelopeSchema, failureResponses, failureSchema, positiveId } from '../../http/schemas';
import { versionSchema } from '@domain/registry/schema';
import { costBody } from '@domain/estimation/costSchema';
import { expectedVersions, IF_MATCH_NOTE, VERSION_NOTE, withETag } from '../../http/versions';
import { Costings, type CostingInput } from './store';

const tags = ['Costing'];
const editBody = costBody.extend({ id: positiveId, version: versionSchema });

export const costRecord = z.object({
  id: z.number(),
  fileId: z.number(),
  fileName: z.string(),
  fileType: z.string(),
  designationName: z.string(),
  designationID: z.number().nullable(),
  cost: z.number(),
  country: z.string(),
  currency: z.string().nullable(),
  breakdown: z
    .object({
      monthlyBasic: z.number(),
      housing: z.number(),
      otherAllowances: z.number(),
      employerContributionRate: z.number(),
    })
    .nullable(),
  createdBy: z.string().nullable(),
  createdDate: z.string(),
  version: z
    .number()
    .int()
    .describe('Sent back with EditCosting (or as If-Match): an update over a newer version is refused'),
});
const failures = { ...failureResponses, 404: failureSchema };

export const input = (body: z.output<typeof costBody> & { id?: number }): CostingInput => ({
  id: body.id,
  fileName: body.fileName,
  designationName: body.designationName,
  designationId: body.designationID,
  cost: body.cost,
  breakdown: body.breakdown,
});

export const userOf = (request: FastifyRequest): number => {
  if (!request.principal) throw forbidden();
  return request.principal.userId;
};

/** Costing (DESIGN §8): one annual cost per full-time person for each (estimation file, job title). */
export default async function costingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const costings = (request: FastifyRequest) => new Costings(request.tenant);

  app.route({
    ...endpoint(api.costing.all),
    schema: {
      tags,
      summary: 'Every cost of the organisation',
      response: { 200: z.array(costRecord), ...failureResponses },
    },
    handler: async (request) => costings(request).list(),
  });

  app.route({
    ...endpoint(api.costing.byId),
    schema: { tags, querystring: z.object({ id: positiveId }), response: { 200: costRecord, ...failures } },
    handler: async (request, reply) => withETag(reply, await costings(request).get(request.query.id)),
  });

  app.route({
    ...endpoint(api.costing.byFile),
    schema: {
      tags,
      summary: 'The costs of one file, by its name; [] when no file is named (the screen opens before one is chosen)',
      params: z.object({ file: z.string().min(1).max(300).optional() }),
      response: { 200: z.array(costRecord), ...failureResponses },
    },
    handler: async (request) =>
      request.params.file === undefined ? [] : costings(request).byFile(request.params.file),
  });

  app.route({
    ...endpoint(api.costing.add),
    schema: {
      tags,
      summary: 'Set the cost of a job title of a file (409 when it has one: use EditCosting)',
      body: costBody,
      response: { 200: envelopeSchema(costRecord), ...failures },
    },
    handler: async (request, reply) => {
      const { record: saved } = await costings(request).save(input(request.body), userOf(request));
      return reply.success('costing.added', saved, { designation: saved.designationName, file: saved.fileName });
    },
  });

  app.route({
    ...endpoint(api.costing.edit),
    schema: {
      tags,
      summary: 'Change a cost (or move it to another job title of the file)',
      description: VERSION_NOTE,
      body: editBody,
      response: { 200: envelopeSchema(costRecord), ...failures },
    },
    handler: async (request, reply) => {
      const { record: saved } = await costings(request).save(
        input(request.body),
        userOf(request),
        expectedVersions(request, request.body.version),
      );
      return reply.success('costing.updated', saved, { designation: saved.designationName, file: saved.fileName });
    },
  });

  app.route({
    ...endpoint(api.costing.remove),
    schema: {
      tags,
      description: IF_MATCH_NOTE,
      querystring: z.object({ id: positiveId }),
      response: { 200: envelopeSchema(costRecord), ...failures },
    },
    handler: async (request, reply) => {
      const removed = await costings(request).remove(request.query.id, expectedVersions(request, undefined));
      return reply.success('costing.deleted', removed, {
        designation: removed.designationName,
        file: removed.fileName,
      });
    },
  });
}
