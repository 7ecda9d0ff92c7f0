import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { importEndpoints } from '@domain/api';
import { IMPORT_KINDS, IMPORT_MODES, type ImportKind, type ImportMode } from '@domain/import/kinds';
import { importReportSchema as reportSchema, type ImportReport } from '@domain/import/report';
import { getResource } from '@domain/registry';
import { audit } from '../../auth/audit';
import { endpoint } from '../../http/endpoint';
import { sendFailure } from '../../http/compat';
import { ApiError, badRequest } from '../../http/errors';
import type { Language } from '../../http/i18n';
import type { UploadedFile } from '../../http/multipart';
import { envelopeSchema, failureResponses, failureSchema } from '../../http/schemas';
import type { MailMessage } from '../../mail/mailer';
import { takenEmailLimit } from '../people/emailProbes';
import { actorOf } from '../people/employees';
import { checkEmployeeRows, type EmployeeValues } from './employeeRows';
import { problemMessages, type Problems } from './problems';
import { readTable } from './readTable';
import { readSheet } from './sheet';
import { checkStructureRows, type ElementValues, type Planned } from './structureRows';
import type { ImportTable } from '../../estimation/tableCollector';
import { csvTemplate, xlsxTemplate } from './template';
import { failingRows } from './failingRows';
import { isWorkbook } from '../../estimation/importTable';
import { CHANGED_MEANWHILE, writeElements, writeEmployees } from './store';
import { EMPLOYEES } from '@domain/audit';

const tags = ['ImportAPI'];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// A file that cannot be read at all is refused before any row is checked: no report then.
const refusedReport = failureSchema.extend({ data: reportSchema.optional() });

const modeQuery = z.object({
  mode: z
    .enum(IMPORT_MODES)
    .default('create')
    .describe(
      '`update`: a row naming a record already there (an employee by email, a structure element by name under the same parent) is written over it; `create`: such a row is a problem',
    ),
});

const uploadBody = z.object({
  uploadedFile: z.unknown().optional().describe('The file: .xlsx or CSV (UTF-8), at most 10 MB, as a multipart file'),
});

const isUploadedFile = (value: unknown): value is UploadedFile =>
  typeof value === 'object' && value !== null && Buffer.isBuffer((value as UploadedFile).data);

/** What a file would write, after every row has been checked. */
interface Checked {
  /** Whether the file came as a workbook (read before the reader takes its bytes away). */
  workbook: boolean;
  table?: ImportTable;
  rows: number;
  problems: Problems;
  elements?: Planned<ElementValues>;
  employees?: Planned<EmployeeValues>;
}

/**
 * Reads and checks the uploaded file. An employee file's emails that have an account in another
 * organisation tell where people have accounts: like AddEmployee's answers, each counts against
 * the caller, and a caller past the limit is refused (429), before the file is read too.
 */
async function checkFile(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  kind: ImportKind,
  mode: ImportMode,
) {
  const file = uploaded(request);
  const limit = kind === 'employees' ? takenEmailLimit(app, request, reply) : undefined;
  await limit?.check();
  const workbook = isWorkbook(file.data);
  const table = await readTable(file.data, kind);
  const { rows, problems } = readSheet(table);
  const checked: Checked = { workbook, table, rows: rows.length, problems };
  if (problems.list.length > 0) return checked;
  if (limit)
    checked.employees = await checkEmployeeRows(request.tenant, actorOf(request), rows, problems, limit.count, mode);
  else checked.elements = await checkStructureRows(request.tenant, getResource(kind), rows, problems, mode);
  return checked;
}

function uploaded(request: FastifyRequest): UploadedFile {
  const file = (request.body as { uploadedFile?: unknown }).uploadedFile;
  if (!isUploadedFile(file) || file.data.length === 0) throw badRequest('import.fileRequired', {}, 'UploadedFile');
  return file;
}

const report = (request: FastifyRequest, kind: ImportKind, checked: Checked, written: boolean): ImportReport => {
  const planned = checked.elements ?? checked.employees;
  const toCreate = planned?.creates.length ?? 0;
  const toUpdate = planned?.updates.length ?? 0;
  return {
    kind,
    rows: checked.rows,
    created: written ? toCreate : 0,
    updated: written ? toUpdate : 0,
    toCreate,
    toUpdate,
    problemCount: checked.problems.list.length,
    problems: problemMessages(request, checked.problems.list, checked.table),
  };
};

const emptyTable: ImportTable = { headers: {}, missing: [], rows: [] };

/** A file as an attachment, its name in ASCII and in UTF-8 (RFC 6266). */
function sendFile(reply: FastifyReply, type: string, fileName: string, data: Buffer) {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return (
    reply
      .type(type)
      .header(
        'Content-Disposition',
        `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      )
      // Bytes go out as they are (Fastify never serialises a Buffer); the typed reply only knows JSON answers.
      .send(data as never)
  );
}

/** The multipart reader stops a file at 10 MB: say so in the import's words. */
function tooLargeHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (!(error instanceof ApiError) && (error.code === 'FST_REQ_FILE_TOO_LARGE' || error.statusCode === 413))
    return sendFailure(
      request,
      reply,
      413,
      'import.tooLarge',
      { max: 10 },
      { UploadedFile: [{ key: 'import.tooLarge', params: { max: 10 } }] },
    );
  throw error;
}

/**
 * ImportAPI: per kind (a structure resource of the registry, or employees) its template, a check
 * of a file that writes nothing (the dry run), and the import itself, all or nothing. Each needs
 * the Add permission of its kind.
 */
export default async function importRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  for (const kind of IMPORT_KINDS) {
    const paths = importEndpoints(kind);
    const entity = (request: FastifyRequest) =>
      request.t(kind === 'employees' ? 'import.employees' : `entities.${kind}`);

    app.route({
      ...endpoint(paths.template),
      schema: {
        tags,
        summary: `An empty ${kind} file to fill in: the header row in English or Arabic (either is read back)`,
        querystring: z.object({
          format: z.enum(['xlsx', 'csv']).default('xlsx'),
          language: z.enum(['en', 'ar']).optional(),
        }),
        produces: [XLSX_TYPE, 'text/csv'],
        response: failureResponses,
      },
      handler: async (request, reply) => {
        const language: Language = request.query.language ?? request.lang;
        const name = `${request.t(`import.templateName`, { entity: entity(request) })}`;
        const csv = request.query.format === 'csv';
        const data = csv ? csvTemplate(kind, language) : await xlsxTemplate(kind, language, entity(request));
        return sendFile(reply, csv ? 'text/csv; charset=utf-8' : XLSX_TYPE, `${name}.${csv ? 'csv' : 'xlsx'}`, data);
      },
    });

    app.route({
      ...endpoint(paths.check),
      errorHandler: tooLargeHandler,
      schema: {
        tags,
        summary: `Check a ${kind} file row by row with the rules of the screens; nothing is written`,
        consumes: ['multipart/form-data'],
        querystring: modeQuery,
        body: uploadBody,
        response: { 200: envelopeSchema(reportSchema), ...failureResponses, 413: failureSchema, 422: failureSchema },
      },
      handler: async (request, reply) => {
        const checked = await checkFile(app, request, reply, kind, request.query.mode);
        const data = report(request, kind, checked, false);
        const key = data.problemCount > 0 ? 'import.problemsFound' : 'import.readyToImport';
        return reply.success(key, data, { count: data.problemCount || data.rows, rows: data.rows });
      },
    });

    app.route({
      ...endpoint(paths.failingRows),
      errorHandler: tooLargeHandler,
      schema: {
        tags,
        summary: `The rows of a ${kind} file that have problems, in the file's format, with a column saying what is wrong`,
        description: 'The same check as `Check`; the answer is a file to fix and upload again.',
        consumes: ['multipart/form-data'],
        produces: [XLSX_TYPE, 'text/csv'],
        querystring: modeQuery,
        body: uploadBody,
        response: { ...failureResponses, 413: failureSchema, 422: failureSchema },
      },
      handler: async (request, reply) => {
        const checked = await checkFile(app, request, reply, kind, request.query.mode);
        const file = await failingRows(request, kind, checked.table ?? emptyTable, checked.problems, checked.workbook);
        const fileName = `${request.t('import.failingRowsName', { entity: entity(request) })}.${file.format}`;
        return sendFile(reply, file.format === 'csv' ? 'text/csv; charset=utf-8' : XLSX_TYPE, fileName, file.data);
      },
    });

    app.route({
      ...endpoint(paths.import),
      errorHandler: tooLargeHandler,
      schema: {
        tags,
        summary: `Import a ${kind} file: every row or, when any row has a problem, none (422 with the problems)`,
        description:
          kind === 'employees'
            ? 'New employees are active; each is mailed a single-use link to choose a password (valid 7 days).'
            : undefined,
        consumes: ['multipart/form-data'],
        querystring: modeQuery,
        body: uploadBody,
        response: {
          200: envelopeSchema(reportSchema),
          ...failureResponses,
          413: failureSchema,
          422: refusedReport,
        },
      },
      handler: async (request, reply) => {
        const checked = await checkFile(app, request, reply, kind, request.query.mode);
        if (checked.problems.list.length > 0) {
          const data = report(request, kind, checked, false);
          const alertMessage = request.t('import.nothingImported', { count: data.problemCount });
          return reply.code(422).send({
            isSuccess: false,
            alertMessage,
            errors: { UploadedFile: data.problems.slice(0, 10).map((p) => `${p.row} · ${p.column}: ${p.message}`) },
            data,
          });
        }
        const writer = { organizationId: request.tenant.organizationId, actor: request.tenant.actor };
        const written = checked.employees
          ? await writeEmployees(
              app,
              request,
              {
                ...writer,
                userId: actorOf(request).userId,
                record: (tx, count) => audit(tx, request, 'import.employees', {}, { count }, { resource: EMPLOYEES }),
              },
              checked.employees,
            )
          : await writeElements(
              app.db,
              {
                ...writer,
                record: (tx, count) =>
                  audit(tx, request, 'import.structure', {}, { resource: kind, count }, { resource: kind }),
              },
              getResource(kind),
              checked.elements ?? { creates: [], updates: [] },
            );
        // Another request wrote the same name or email after the check.
        if (written === CHANGED_MEANWHILE)
          throw new ApiError(409, kind === 'employees' ? 'errors.emailTaken' : 'import.changedMeanwhile');
        const later: MailMessage[] = Array.isArray(written) ? written : [];
        for (const message of later) await app.mailer.send(message, request.log);
        const data = report(request, kind, checked, true);
        return reply.success('import.imported', data, { count: data.created + data.updated, entity: entity(request) });
      },
    });
  }
}
