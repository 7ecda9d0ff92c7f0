import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { api } from '@domain/api';
import { endpoint } from '../../http/endpoint';
import { envelopeSchema, failureResponses, idParams } from '../../http/schemas';
import { expectedVersions, IF_MATCH_NOTE, VERSION_NOTE } from '../../http/versions';
import { compareScenarioIds } from './scenarioCompare';
import { scenarioElements } from '@domain/workforcePlan';
import { deleteScenario, listScenarios, saveScenario } from './scenarioStore';
import {
  comparisonQuery,
  scenarioComparisonSchema,
  scenarioElementsSchema,
  scenarioInput,
  scenarioSchema,
} from './scenarioSchemas';
import { loadPlan } from './store';

const tags = ['WorkforcePlan'];
const saved = { 200: envelopeSchema(scenarioSchema), ...failureResponses };

/** Organisation-wide scenarios: named sets of drafts, their elements' choices and their comparison. */
export default async function scenarioRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...endpoint(api.workforcePlan.scenarios),
    schema: {
      tags,
      summary: "The organisation's scenarios: named sets of drafts, one per element, over the plan of record",
      response: { 200: z.array(scenarioSchema), ...failureResponses },
    },
    handler: async (request) => listScenarios(request),
  });

  app.route({
    ...endpoint(api.workforcePlan.scenarioDrafts),
    schema: {
      tags,
      summary: 'The elements a scenario can pick a draft for: each with its plan of record and its workbooks',
      response: { 200: scenarioElementsSchema, ...failureResponses },
    },
    handler: async (request) => scenarioElements(await loadPlan(request.tenant)),
  });

  app.route({
    ...endpoint(api.workforcePlan.compareScenarios),
    schema: {
      tags,
      summary: 'Two to four scenarios and the plan of record side by side, per department and job title',
      description:
        'Hours, resources, people to hire and cost of each, with each scenario’s differences from the plan of record taken between the values as shown.',
      querystring: comparisonQuery,
      response: { 200: scenarioComparisonSchema, ...failureResponses },
    },
    handler: async (request) => compareScenarioIds(request, request.query.ids),
  });

  app.route({
    ...endpoint(api.workforcePlan.createScenario),
    schema: { tags, summary: 'Name a set of drafts as a scenario', body: scenarioInput, response: saved },
    handler: async (request, reply) => {
      const scenario = await saveScenario(request, null, request.body, undefined);
      return reply.success('workforcePlan.scenarioSaved', scenario, { name: scenario.name });
    },
  });

  app.route({
    ...endpoint(api.workforcePlan.updateScenario),
    schema: {
      tags,
      summary: "Rename a scenario or change its drafts (the picks sent replace the scenario's)",
      description: VERSION_NOTE,
      params: idParams,
      body: scenarioInput,
      response: saved,
    },
    handler: async (request, reply) => {
      const expected = expectedVersions(request, request.body.version);
      const scenario = await saveScenario(request, request.params.id, request.body, expected);
      return reply.success('workforcePlan.scenarioSaved', scenario, { name: scenario.name });
    },
  });

  app.route({
    ...endpoint(api.workforcePlan.deleteScenario),
    schema: { tags, summary: 'Delete a scenario', description: IF_MATCH_NOTE, params: idParams, response: saved },
    handler: async (request, reply) => {
      const removed = await deleteScenario(request, request.params.id, expectedVersions(request, undefined));
      return reply.success('workforcePlan.scenarioDeleted', removed, { name: removed.name });
    },
  });
}
