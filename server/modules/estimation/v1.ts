import type { FastifyInstance, FastifyRequest } from 'fastify';
import { restApi } from '@domain/api';
import { registerRestResource } from '../../http/restResource';
import { fileRecordSchema } from './schemas';
import { EstimationFiles, fileRecord } from './store';

/**
 * Estimation files at /api/v1/estimationFiles, read and deleted only: a file is uploaded or
 * customised through EstimationApi (a workbook, not a record).
 */
export default async function estimationRestRoutes(app: FastifyInstance) {
  const files = (request: FastifyRequest) => new EstimationFiles(request.tenant);
  registerRestResource(app, {
    name: 'estimationFiles',
    paths: restApi.estimationFiles,
    record: fileRecordSchema,
    filters: { fteProfileId: 'id', elementId: 'id', category: 'text', fileType: 'text' },
    notes: { list: 'Upload a file with EstimationApi/AddFile and customise it with EstimationApi/SaveCustomFile.' },
    list: async (request, params) => {
      const { records, total } = await files(request).page(params);
      return { records: records.map(fileRecord), total };
    },
    one: async (request, id) => fileRecord(await files(request).get(id)),
    // Deleting a file deletes its costs too, as EstimationApi/DeleteFile does.
    remove: async (request, id) => fileRecord(await files(request).remove(id)),
  });
}
