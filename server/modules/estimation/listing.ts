import { z } from 'zod';
import { api } from '@domain/api';
import { endpoint } from '../../http/endpoint';
import { failureResponses, failureSchema, positiveId, type ZodApp } from '../../http/schemas';
import { categoryParams, fileRecordSchema, fileTypeSchema } from './schemas';
import { EstimationFiles, currencyOf, fileRecord, filesOf } from './store';
import { scopeOf } from '@domain/fteScopes';
import { requireScope } from './target';

export const fileFailures = { ...failureResponses, 404: failureSchema };

/** The file lists: by FTE profile and type, the report's file dropdown and the costing file dropdown. */
export function listingRoutes(app: ZodApp, tags: string[]) {
  app.route({
    ...endpoint(api.estimation.filesByFte),
    schema: {
      tags,
      summary: 'Files uploaded (O) or customised (C) for an FTE profile',
      params: categoryParams.extend({ fteId: positiveId, fileType: fileTypeSchema }),
      response: { 200: z.array(fileRecordSchema), ...failureResponses },
    },
    handler: async (request) => {
      const scope = requireScope(request.params.category);
      const files = await new EstimationFiles(request.tenant).list(
        filesOf(request.params.fteId, request.params.fileType, scope),
      );
      return files.map(fileRecord);
    },
  });

  app.route({
    ...endpoint(api.estimation.reportFiles),
    schema: {
      tags,
      summary: 'Files of an FTE profile for the report, as [{id, name}]',
      querystring: z.object({
        fteId: positiveId,
        fileType: fileTypeSchema.optional(),
        categoryName: z.string().max(40).optional(),
      }),
      response: {
        200: z.array(
          z.object({
            id: z.number(),
            name: z.string(),
            fileType: z.string(),
            fte: z.number(),
            country: z.string(),
            currency: z.string().nullable(),
          }),
        ),
        ...failureResponses,
      },
    },
    handler: async (request) => {
      const { fteId, fileType, categoryName } = request.query;
      const scope = categoryName ? (scopeOf(categoryName) ?? requireScope(categoryName)) : undefined;
      const files = await new EstimationFiles(request.tenant).list(filesOf(fteId, fileType, scope));
      return files.map((f) => ({
        id: f.id,
        name: f.fileName,
        fileType: f.fileType,
        fte: f.fte,
        country: f.country,
        currency: currencyOf(f.country),
      }));
    },
  });

  app.route({
    ...endpoint(api.estimation.costingFilesDropdown),
    schema: {
      tags,
      summary: 'Every file of the organisation for the costing screen, as [{name, country}] with its currency',
      response: {
        200: z.array(
          z.object({
            id: z.number(),
            name: z.string(),
            fileType: z.string(),
            country: z.string(),
            currency: z.string().nullable(),
            designations: z.array(z.string()),
          }),
        ),
        ...failureResponses,
      },
    },
    handler: async (request) => {
      const files = await new EstimationFiles(request.tenant).list([]);
      return files.map((f) => ({
        id: f.id,
        name: f.fileName,
        fileType: f.fileType,
        country: f.country,
        currency: currencyOf(f.country),
        designations: f.designations,
      }));
    },
  });
}
