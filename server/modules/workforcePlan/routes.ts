import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { api } from '@domain/api';
import { MAPPINGS_PER_SAVE } from '@domain/workforcePlan';
import { endpoint } from '../../http/endpoint';
import { envelopeSchema, failureResponses, positiveId } from '../../http/schemas';
import { XLSX_TYPE } from '../../estimation/workbooks';
import { sendXlsx } from '../estimation/routes';
import { planWorkbook } from './export';
import { planPackWorkbook } from './planPack';
import {
  choiceInput,
  comparisonSchema,
  elementDetailSchema,
  elementParams,
  historyParams,
  historySchema,
  mappingInput,
  organisationHistoryParams,
  restoreInput,
  mappingSchema,
  planPackSchema,
  planTreeSchema,
  summarySchema,
} from './schemas';
import {
  choosePlan,
  compare,
  designations,
  elementDetail,
  planPack,
  planTree,
  restoreFromHistory,
  summary,
} from './plan';
import { planHistory } from './promotion';
import { saveMappings } from './mappings';
import { expectedVersions, VERSION_NOTE } from '../../http/versions';
import { loadPlan } from './store';

const tags = ['WorkforcePlan'];
const detailResponses = { 200: elementDetailSchema, ...failureResponses };
/** An element's detail, with the version of its plan-of-record choice as the ETag when it has one. */
const withChoiceVersion = <T extends { version: number | null }>(reply: FastifyReply, detail: T): T => {
  if (detail.version !== null) reply.header('ETag', `"${detail.version}"`);
  return detail;
};
const choiceResponses = { 200: envelopeSchema(elementDetailSchema), ...failureResponses };
/** A plan-of-record choice answered: the element's detail, the message naming the element and the file. */
const answerChoice = (reply: FastifyReply, { detail, element, file }: Awaited<ReturnType<typeof choosePlan>>) =>
  reply.success(file ? 'workforcePlan.planChosen' : 'workforcePlan.planDefault', detail, { element, file });
const answerRestore = (reply: FastifyReply, { detail, element, file }: Awaited<ReturnType<typeof choosePlan>>) =>
  reply.success('workforcePlan.planRestored', detail, { element, file });

/**
 * The workforce plan (required against actual people over the organisation tree): the tree with
 * figures, one element's detail, the plan-of-record choice, the designation mapping, the dashboard,
 * the comparison of two workbooks and the export.
 */
export default async function workforcePlanRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...endpoint(api.workforcePlan.tree),
    schema: {
      tags,
      summary: 'The organisation tree with actual, required, gap and gap cost per element',
      description:
        'Actual: active employees of the element and below it. Required: the element’s plan of record for its whole subtree, else the sum of its children. Costs per currency.',
      response: { 200: planTreeSchema, ...failureResponses },
    },
    handler: async (request) => planTree(request),
  });

  // The organisation is one element without an id: its own address rather than a sentinel id
  // (an id of 0 means "none" throughout the API, DESIGN §3).
  const elementSummary = 'One element: its figures per job title, plan of record, workbooks and people';
  app.route({
    ...endpoint(api.workforcePlan.organisationElement),
    schema: { tags, summary: elementSummary, response: detailResponses },
    handler: async (request, reply) => withChoiceVersion(reply, await elementDetail(request, 'organisation', null)),
  });
  app.route({
    ...endpoint(api.workforcePlan.element),
    schema: { tags, summary: elementSummary, params: elementParams, response: detailResponses },
    handler: async (request, reply) =>
      withChoiceVersion(reply, await elementDetail(request, request.params.kind, request.params.id)),
  });

  const choiceSummary =
    "Promote one of an element's workbooks (an original or a customised copy, a draft until then) to its plan of record for a plan year, with an optional note (fileId null or left out: back to the default, its latest original)";
  const choiceSchema = {
    tags,
    summary: choiceSummary,
    description: VERSION_NOTE,
    body: choiceInput,
    response: choiceResponses,
  };
  app.route({
    ...endpoint(api.workforcePlan.saveOrganisationPlan),
    schema: choiceSchema,
    handler: async (request, reply) => {
      const { fileId, version, planYear, note } = request.body;
      const expected = expectedVersions(request, version);
      const input = { fileId: fileId ?? null, planYear, note };
      return answerChoice(reply, await choosePlan(request, 'organisation', null, input, expected));
    },
  });
  app.route({
    ...endpoint(api.workforcePlan.savePlan),
    schema: { ...choiceSchema, params: elementParams },
    handler: async (request, reply) => {
      const { kind, id } = request.params;
      const { fileId, version, planYear, note } = request.body;
      const expected = expectedVersions(request, version);
      return answerChoice(
        reply,
        await choosePlan(request, kind, id, { fileId: fileId ?? null, planYear, note }, expected),
      );
    },
  });

  const historySummary = 'The plans an element has had on record, newest first: who promoted each, for which year, why';
  const historyResponses = { 200: historySchema, ...failureResponses };
  app.route({
    ...endpoint(api.workforcePlan.organisationHistory),
    schema: { tags, summary: historySummary, response: historyResponses },
    handler: async (request) => planHistory(request, 'organisation', null),
  });
  app.route({
    ...endpoint(api.workforcePlan.history),
    schema: { tags, summary: historySummary, params: elementParams, response: historyResponses },
    handler: async (request) => planHistory(request, request.params.kind, request.params.id),
  });
  const restoreSchema = {
    tags,
    summary: "Restore a plan of the element's history as its plan of record, with its plan year and note",
    description: VERSION_NOTE,
    body: restoreInput,
    response: choiceResponses,
  };
  app.route({
    ...endpoint(api.workforcePlan.restoreOrganisationPlan),
    schema: { ...restoreSchema, params: organisationHistoryParams },
    handler: async (request, reply) => {
      const expected = expectedVersions(request, request.body.version);
      const restored = await restoreFromHistory(request, 'organisation', null, request.params.historyId, expected);
      return answerRestore(reply, restored);
    },
  });
  app.route({
    ...endpoint(api.workforcePlan.restorePlan),
    schema: { ...restoreSchema, params: historyParams },
    handler: async (request, reply) => {
      const { kind, id, historyId } = request.params;
      const expected = expectedVersions(request, request.body.version);
      return answerRestore(reply, await restoreFromHistory(request, kind, id, historyId, expected));
    },
  });

  app.route({
    ...endpoint(api.workforcePlan.designations),
    schema: {
      tags,
      summary: "Every job title of the organisation's workbooks and the job title it counts as",
      response: { 200: z.array(mappingSchema), ...failureResponses },
    },
    handler: async (request) => designations(request),
  });

  app.route({
    ...endpoint(api.workforcePlan.saveDesignations),
    schema: {
      tags,
      summary: 'Map workbook job titles to job titles of the organisation (null: match by name again)',
      description: `At most ${MAPPINGS_PER_SAVE} in one save, each a job title of the organisation's workbooks. Send back each mapping's \`version\` as read: if one changed since, nothing is saved and the answer is 409. Without it, the last save wins.`,
      body: mappingInput,
      response: { 200: envelopeSchema(z.array(mappingSchema)), ...failureResponses },
    },
    handler: async (request, reply) =>
      reply.success('workforcePlan.mappingSaved', await saveMappings(request, request.body), {
        count: request.body.length,
      }),
  });

  app.route({
    ...endpoint(api.workforcePlan.summary),
    schema: {
      tags,
      summary: 'The dashboard: headcount, required, gap and costs per currency, by department and job title',
      response: { 200: summarySchema, ...failureResponses },
    },
    handler: async (request) => summary(request),
  });

  app.route({
    ...endpoint(api.workforcePlan.compare),
    schema: {
      tags,
      summary: 'Two workbooks of one FTE profile side by side per job title and category',
      querystring: z.object({ left: positiveId, right: positiveId }),
      response: { 200: comparisonSchema, ...failureResponses },
    },
    handler: async (request) => compare(request, request.query.left, request.query.right),
  });

  app.route({
    ...endpoint(api.workforcePlan.export),
    schema: {
      tags,
      summary: "The tree's figures as an .xlsx, one row per element and job title",
      produces: [XLSX_TYPE],
      response: failureResponses,
    },
    handler: async (request, reply) =>
      sendXlsx(
        reply,
        `${request.t('workforcePlan.export.fileName')}.xlsx`,
        await planWorkbook(request, await loadPlan(request.tenant)),
      ),
  });

  app.route({
    ...endpoint(api.workforcePlan.planPack),
    schema: {
      tags,
      summary: 'The plan pack: summary, tree to department level and gaps by job title as an .xlsx',
      description:
        "Sheets Summary (organisation, plan year, date, required, actual, gap, people to hire and over the plan, costs per currency), Tree and Gaps by job title, headed in the caller's language and right to left in Arabic. Its figures are the summary's.",
      produces: [XLSX_TYPE],
      response: failureResponses,
    },
    handler: async (request, reply) =>
      sendXlsx(
        reply,
        `${request.t('workforcePlan.pack.fileName')}.xlsx`,
        await planPackWorkbook(request, await planPack(request)),
      ),
  });

  app.route({
    ...endpoint(api.workforcePlan.planPackFigures),
    schema: {
      tags,
      summary: "The plan pack's figures, as the print view shows them: the .xlsx pack's content",
      response: { 200: planPackSchema, ...failureResponses },
    },
    handler: async (request) => planPack(request),
  });
}
