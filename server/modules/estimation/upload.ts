import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FteScope } from '@domain/fteScopes';
import { type SheetIssue } from '@domain/estimation';
import { readerPool } from '../../estimation/readerPool';
import { activityCache, sheetJsonCache } from '../../estimation/recentFiles';
import { WORKBOOK_LIMITS, WorkbookRejected } from '../../estimation/limits';
import { ApiError, badRequest, forbidden } from '../../http/errors';
import type { UploadedFile } from '../../http/multipart';
import { issueMessage, sendWorkbookProblems } from './issues';
import { fileTypeSchema } from './schemas';
import { positiveId } from '../../http/schemas';
import { EstimationFiles, fileRecord, type FileMeta, type ProfileRow } from './store';
import { Originals } from './originals';
import { TARGET_FIELDS, uploadTarget } from './target';

export const addFileBody = z.object({
  uploadedFile: z.unknown().optional().describe('The workbook (.xlsx, at most 10 MB), as a multipart file'),
  fte: z.number().optional().describe('Ignored: the FTE value is taken from the FTE profile'),
  fileType: fileTypeSchema.optional(),
  category: z
    .string()
    .max(40)
    .optional()
    .describe(
      'organization, department, subdepartment, project, team or jobtitle; inferred from the <Category>FteId sent when absent',
    ),
  country: z.string().max(60).optional().describe("Ignored: the country is the FTE profile's"),
  fteId: positiveId.optional(),
  ...Object.fromEntries(TARGET_FIELDS.map((key) => [key, positiveId.optional()])),
});

const isUploadedFile = (value: unknown): value is UploadedFile =>
  typeof value === 'object' &&
  value !== null &&
  Buffer.isBuffer((value as UploadedFile).data) &&
  typeof (value as UploadedFile).filename === 'string';

/** The warnings of a stored file as the client shows them. */
export const savedFile = (request: FastifyRequest, meta: FileMeta) => {
  const warnings = (meta.warnings as SheetIssue[]).map((w) => issueMessage(request, w));
  return { ...fileRecord(meta), warnings, warningCount: warnings.length };
};

/** The profile must be of the chosen category and, when the client named one, of the chosen element. */
export const profileCheck = (scope: FteScope, elementId: number | undefined) => (profile: ProfileRow) => {
  if (profile.scope !== scope || (elementId !== undefined && profile.elementId !== elementId)) {
    throw badRequest('estimation.profileMismatch', {}, 'FteId');
  }
};

/**
 * AddFile: the workbook is recognised by its content, unpacked under limits, read and checked; a
 * usable one is stored with its parsed sheet and the FTE profile's value and country, in one
 * transaction. A refused one answers 413 or 422 with what to fix.
 */
export async function addFile(request: FastifyRequest, reply: FastifyReply) {
  const body = request.body as z.output<typeof addFileBody>;
  const file = body.uploadedFile;
  if (!isUploadedFile(file) || file.data.length === 0) throw badRequest('estimation.fileRequired', {}, 'UploadedFile');
  if (file.data.length > WORKBOOK_LIMITS.maxBytes) throw tooLarge();
  const target = uploadTarget(body as Record<string, unknown>);
  const principal = request.principal;
  if (!principal) throw forbidden();

  const tenant = request.tenant;
  const originals = new Originals(tenant);
  // The file is stored while the worker reads it (megabytes written then, not after); a refused
  // upload discards it. A handler is attached at once: a failed store is reported by the create.
  const original = originals.store(file.data);
  original.catch(() => undefined);
  let linked = false;
  try {
    const { check, storedSheet, rowCount, activities, sheetJson } = await readWorkbook(file.data);
    if (check.errors.length > 0 || !check.header) return sendWorkbookProblems(request, reply, check.errors);
    const meta = await new EstimationFiles(tenant).create(
      {
        fileName: file.filename || 'workbook.xlsx',
        fileType: body.fileType ?? 'O',
        profileId: target.profileId,
        uploadedBy: principal.userId,
        bytes: file.data,
        originalId: await original,
        rowCount,
        designations: check.header.designations.map((d) => d.name),
        storedSheet,
        warnings: check.warnings,
      },
      profileCheck(target.scope, target.elementId),
    );
    linked = true;
    if (activities) activityCache.set(tenant.db, tenant.organizationId, meta.id, activities);
    if (sheetJson) sheetJsonCache.set(tenant.db, tenant.organizationId, meta.id, asBuffer(sheetJson));
    const data = savedFile(request, meta);
    const key = data.warningCount > 0 ? 'estimation.uploadedWithWarnings' : 'estimation.uploaded';
    return reply.success(key, data, { name: meta.fileName, rows: meta.rowCount, count: data.warningCount });
  } finally {
    if (!linked) await original.then((id) => originals.discard(id)).catch(() => undefined);
  }
}

/** The workbook read in a worker; one refused while unpacking answers 413 or 422 with what to fix. */
async function readWorkbook(data: Buffer) {
  try {
    return await readerPool.read(data);
  } catch (error) {
    if (error instanceof WorkbookRejected) {
      throw new ApiError(error.status, error.key, error.params, {
        UploadedFile: [{ key: error.key, params: error.params }],
      });
    }
    throw error;
  }
}

/** The bytes as a Buffer without copying them (a Uint8Array once it has crossed from the reader thread). */
const asBuffer = (bytes: Uint8Array): Buffer =>
  Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export const tooLarge = () => {
  const params = { max: WORKBOOK_LIMITS.maxBytes / 1024 / 1024 };
  return new ApiError(413, 'upload.tooLarge', params, { UploadedFile: [{ key: 'upload.tooLarge', params }] });
};
