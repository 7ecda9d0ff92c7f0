import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { api } from '@domain/api';
import type { Cell } from '@domain/estimation';
import { reportWorkbook } from '../../estimation/reportWorkbook';
import { templateWorkbook } from '../../estimation/template';
import { XLSX_TYPE } from '../../estimation/workbooks';
import { sheetGzip, unpackSheet } from '../../estimation/sheetCodec';
import { endpoint } from '../../http/endpoint';
import { sendFailure } from '../../http/compat';
import { ApiError } from '../../http/errors';
import { listParamsShape } from '../../http/listParams';
import { envelopeSchema, failureResponses, positiveId } from '../../http/schemas';
import { saveCustomBody, saveCustomFile } from './customise';
import { fileProfile, fteValue, profileOptions, subCategoryOptions } from './lookups';
import { fileFailures, listingRoutes } from './listing';
import { fileReport, reportAnswer, reportOf, reportRows } from './report';
import {
  categoryParams,
  fileQuery,
  reportCalculationQuery,
  reportQuery,
  reportSchema,
  savedFileSchema,
  sheetRowsSchema,
  workbookProblemsSchema,
} from './schemas';
import { EstimationFiles } from './store';
import { requireScope } from './target';
import { addFile, addFileBody, tooLarge } from './upload';

/** The pieces of a report answer around its rows (ReportCalculation). */
const DATA_KEY = Buffer.from('{"data":');
const NO_ROWS = Buffer.from('[]');

const tags = ['EstimationApi'];

const option = z.object({ id: z.number(), name: z.string() });
const profileOption = option.extend({ country: z.string(), currency: z.string().nullable(), fte: z.number() });

/** `filename*` keeps non-ASCII (Arabic) names; the plain one is an ASCII fallback. */
export function sendXlsx(reply: FastifyReply, fileName: string, data: Buffer) {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .type(XLSX_TYPE)
    .header('Content-Disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`)
    .send(data);
}

/** EstimationApi (DESIGN §8): dropdowns, upload, files, sheet data, customised copies, reports. */
export default async function estimationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...endpoint(api.estimation.subCategoryDropdown),
    schema: {
      tags,
      summary:
        'Elements of a category as [{id, name}]; for organization its FTE profiles [{id, name, country}]; q searches the name',
      params: categoryParams,
      querystring: z.object({ q: listParamsShape.q }),
      response: {
        200: z.array(
          option.extend({
            country: z.string().optional(),
            currency: z.string().nullable().optional(),
            fte: z.number().optional(),
          }),
        ),
        ...failureResponses,
      },
    },
    handler: async (request) => subCategoryOptions(request, requireScope(request.params.category), request.query.q),
  });

  app.route({
    ...endpoint(api.estimation.subCategoryFteDropdown),
    schema: {
      tags,
      summary:
        'FTE profiles of an element of a category (for organization: all its profiles) by name; q searches the name',
      params: categoryParams.extend({ id: positiveId }),
      querystring: z.object({ q: listParamsShape.q }),
      response: { 200: z.array(profileOption), ...failureResponses },
    },
    handler: async (request) =>
      profileOptions(request, requireScope(request.params.category), request.params.id, request.query.q),
  });

  app.route({
    ...endpoint(api.estimation.fteValueById),
    schema: {
      tags,
      summary: 'The FTE value of a profile, as a bare number',
      params: categoryParams.extend({ fteId: positiveId }),
      response: { 200: z.number(), ...failureResponses },
    },
    handler: async (request) => fteValue(request, requireScope(request.params.category), request.params.fteId),
  });

  app.route({
    ...endpoint(api.estimation.addFile),
    schema: {
      tags,
      summary:
        'Upload a workbook (multipart: UploadedFile, FileType, <Category>Id, <Category>FteId; FTE and Country are taken from the profile)',
      description:
        'The file is recognised by its content (.xlsx), at most 10 MB, 100,000 activity rows and 256 MB unpacked. 413 when too large; 422 with every problem (row and column) when the workbook cannot be used. Rows whose shares do not total 100 are kept and listed as warnings.',
      consumes: ['multipart/form-data'],
      body: addFileBody,
      response: {
        200: envelopeSchema(savedFileSchema),
        ...failureResponses,
        413: workbookProblemsSchema,
        422: workbookProblemsSchema,
      },
    },
    errorHandler: (error: FastifyError, request, reply) => {
      // The multipart reader stops a file at 10 MB; say so in this route's words.
      if (!(error instanceof ApiError) && (error.code === 'FST_REQ_FILE_TOO_LARGE' || error.statusCode === 413)) {
        const rejection = tooLarge();
        return sendFailure(request, reply, 413, rejection.key, rejection.params, rejection.fieldErrors);
      }
      throw error;
    },
    handler: addFile,
  });

  app.route({
    ...endpoint(api.estimation.saveCustomFile),
    schema: {
      tags,
      summary: "Save a customised copy ('C') of a file with some job title shares changed; the original never changes",
      body: saveCustomBody,
      response: { 200: envelopeSchema(savedFileSchema), ...failureResponses, 422: workbookProblemsSchema },
    },
    handler: saveCustomFile,
  });

  listingRoutes(app, tags);

  app.route({
    ...endpoint(api.estimation.excelFileData),
    schema: {
      tags,
      summary:
        'The stored sheet as JSON rows, header first (derived figures filled in); with _page one page of rows under the header and X-Total-Count',
      querystring: fileQuery.extend({
        _page: z.number().int().min(1).optional(),
        _perPage: z.number().int().min(1).max(5000).optional(),
      }),
      response: { 200: sheetRowsSchema, ...fileFailures },
    },
    handler: async (request, reply) => {
      const files = new EstimationFiles(request.tenant);
      const meta = await files.byName(request.query.fileName, request.query.fileType);
      const stored = await files.storedSheet(meta.id);
      reply.header('Vary', 'Accept-Encoding');
      const { _page: page, _perPage: perPage = 100 } = request.query;
      if (page === undefined) {
        reply.type('application/json; charset=utf-8');
        // The stored gzip is sent as it is to clients that accept it (a 50,000-row sheet: ~1 MB, not ~11).
        const gz = sheetGzip(stored);
        if (gz && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? '')))
          return reply.header('Content-Encoding', 'gzip').send(gz as unknown as Cell[][]);
        // Already this JSON: a string is sent as it is, not serialised again.
        return reply.send((await unpackSheet(stored)) as unknown as Cell[][]);
      }
      const sheet = await unpackSheet(stored);
      const table = JSON.parse(sheet) as Cell[][];
      reply.header('X-Total-Count', String(table.length - 1));
      return [table[0], ...table.slice(1 + (page - 1) * perPage, 1 + page * perPage)];
    },
  });

  app.route({
    ...endpoint(api.estimation.downloadFile),
    schema: {
      tags,
      summary: 'The workbook as uploaded (a customised copy as generated)',
      querystring: fileQuery,
      produces: [XLSX_TYPE],
      response: fileFailures,
    },
    handler: async (request, reply) => {
      const files = new EstimationFiles(request.tenant);
      const meta = await files.byName(request.query.fileName, request.query.fileType);
      return sendXlsx(reply, meta.fileName, await files.bytes(meta.id));
    },
  });

  app.route({
    ...endpoint(api.estimation.reportCalculation),
    schema: {
      tags,
      summary:
        'The report of a file (DESIGN §5), optionally for one category: the sheet rows under data, the figures beside them',
      querystring: reportCalculationQuery,
      response: { 200: reportSchema, ...fileFailures },
    },
    handler: async (request, reply) => {
      const { fileName, fileType, category, rows } = request.query;
      const files = new EstimationFiles(request.tenant);
      const meta = await files.byName(fileName, fileType);
      // The sheet is unpacked on the thread pool while the report is calculated here.
      const [found, data, profile] = await Promise.all([
        reportOf(request, files, meta, category),
        rows === false ? NO_ROWS : reportRows(files, meta.id, category),
        fileProfile(request, meta),
      ]);
      // The rows are spliced in as JSON bytes: a 50,000-row sheet is not parsed, checked or even
      // decoded again.
      const figures = Buffer.from(`,${JSON.stringify(reportAnswer(found, category, profile)).slice(1)}`, 'utf8');
      return reply
        .type('application/json; charset=utf-8')
        .send(Buffer.concat([DATA_KEY, data, figures]) as unknown as z.output<typeof reportSchema>);
    },
  });

  app.route({
    ...endpoint(api.estimation.reportWorkbook),
    schema: {
      tags,
      summary: 'The report as a formatted .xlsx: report, grouping table, source rows',
      querystring: reportQuery,
      produces: [XLSX_TYPE],
      response: fileFailures,
    },
    handler: async (request, reply) => {
      const found = await fileReport(request, request.query.fileName, request.query.fileType, request.query.category);
      const context = {
        fileName: found.meta.fileName,
        fileType: found.meta.fileType,
        fte: found.meta.fte,
        country: found.meta.country,
        currency: found.currency,
        category: request.query.category,
      };
      const table = JSON.parse(await new EstimationFiles(request.tenant).sheet(found.meta.id)) as Cell[][];
      const data = await reportWorkbook(found.report, context, table, request.lang);
      return sendXlsx(
        reply,
        `${found.meta.fileName.replace(/\.xlsx$/i, '')} - ${request.t('reportWorkbook.reportSheet')}.xlsx`,
        data,
      );
    },
  });

  app.route({
    ...endpoint(api.estimation.template),
    schema: {
      tags,
      summary: 'An empty estimation workbook: header, one example row, instructions in English and Arabic',
      produces: [XLSX_TYPE],
      response: failureResponses,
    },
    handler: async (_request, reply) => sendXlsx(reply, 'estimation-template.xlsx', await templateWorkbook()),
  });

  app.route({
    ...endpoint(api.estimation.deleteFile),
    schema: {
      tags,
      summary: 'Delete a file (and its costs)',
      params: z.object({ id: positiveId }),
      response: { 200: envelopeSchema(z.object({ id: z.number(), fileName: z.string() })), ...failureResponses },
    },
    handler: async (request, reply) => {
      const removed = await new EstimationFiles(request.tenant).remove(request.params.id);
      return reply.success(
        'estimation.deleted',
        { id: removed.id, fileName: removed.fileName },
        { name: removed.fileName },
      );
    },
  });
}
