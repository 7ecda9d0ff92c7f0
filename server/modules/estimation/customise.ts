import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { applyShareEdits, checkTable, customisedName, readActivities, type Cell } from '@domain/estimation';
import { activityCache } from '../../estimation/recentFiles';
import { packSheet } from '../../estimation/sheetCodec';
import { sheetWorkbook } from '../../estimation/workbooks';
import { visibleText } from '@domain/text';
import { ApiError, forbidden } from '../../http/errors';
import { sendWorkbookProblems } from './issues';
import { fileTypeSchema } from './schemas';
import { EstimationFiles } from './store';
import { savedFile } from './upload';

export const saveCustomBody = z.object({
  fileName: z
    .string()
    .trim()
    .min(1, { error: 'validation.required' })
    .max(300)
    .describe('The file the copy is made from'),
  fileType: fileTypeSchema.optional().describe('Type of that file (any when absent)'),
  newFileName: visibleText(z.string().trim().max(150))
    .optional()
    .describe("Name of the copy; '<file> - customised.xlsx' when absent, numbered when taken"),
  edits: z
    .array(
      z.object({
        row: z
          .number()
          .int()
          .describe('1 = the first activity row (index in GetExcelFileData, whose row 0 is the header)'),
        designation: z.string().max(200).describe('The job title of a JD | column'),
        share: z.number().describe('The new share, 0-100'),
      }),
    )
    .max(200_000)
    .describe('Only job title shares can change'),
});

/**
 * SaveCustomFile: a customised (C) copy of a stored file with some job title shares changed. The
 * copy is a new file (its own sheet, a generated .xlsx, the source's FTE value and country); the
 * source is never modified.
 */
export async function saveCustomFile(request: FastifyRequest, reply: FastifyReply) {
  const body = request.body as z.output<typeof saveCustomBody>;
  const principal = request.principal;
  if (!principal) throw forbidden();
  const files = new EstimationFiles(request.tenant);
  const source = await files.byName(body.fileName, body.fileType);
  const table = JSON.parse(await files.sheet(source.id)) as Cell[][];
  const edited = applyShareEdits(table, body.edits);
  if ('problems' in edited) {
    const errors = edited.problems.map((p) => {
      const edit = body.edits[p.edit];
      return {
        key: `estimation.edit.${p.reason}`,
        params: { index: p.edit + 1, row: edit.row, designation: edit.designation, share: edit.share },
      };
    });
    throw new ApiError(400, 'errors.validation', {}, { Edits: errors });
  }
  const check = checkTable(edited.table);
  if (check.errors.length > 0 || !check.table || !check.header)
    return sendWorkbookProblems(request, reply, check.errors, 'Edits');
  const meta = await files.create({
    fileName: body.newFileName || customisedName(source.fileName, []),
    fileType: 'C',
    profileId: source.fteProfileId,
    fte: source.fte,
    country: source.country,
    sourceFileId: source.id,
    uploadedBy: principal.userId,
    bytes: await sheetWorkbook(check.table, 'Estimation'),
    rowCount: check.table.length - 1,
    designations: check.header.designations.map((d) => d.name),
    storedSheet: await packSheet(JSON.stringify(check.table)),
    warnings: check.warnings,
  });
  const activities = readActivities(check.table);
  if (activities) activityCache.set(request.tenant.db, request.tenant.organizationId, meta.id, activities);
  return reply.success('estimation.copySaved', savedFile(request, meta), {
    name: meta.fileName,
    source: source.fileName,
  });
}
