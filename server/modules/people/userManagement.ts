import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { api } from '@domain/api';
import { employeeCreateShape, employeeFilterShape, employeeUpdateShape, type EmployeeFilters } from '@domain/employee';
import { isGranted } from '@domain/permissions';
import { endpoint } from '../../http/endpoint';
import { forbidden } from '../../http/errors';
import { type ListParams } from '../../db/lists';
import { listParamsShape } from '../../http/listParams';
import { envelopeSchema, failureResponses, idParams } from '../../http/schemas';
import { employeeListSchema } from './employeeRecords';
import { actorOf, addEmployeeBody, employeeStore, updateEmployeeBody } from './employees';
import { parseWith } from './parse';
import { profileImageOf } from './profileImages';
import { expectedVersions, IF_MATCH_NOTE } from '../../http/versions';

const tags = ['UserManagementAPI'];

/** The older user endpoints of the specification, on the same rules and store as the employee ones. */
export default async function userManagementRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const record = envelopeSchema(employeeListSchema);

  app.route({
    ...endpoint(api.employees.saveUser),
    schema: {
      tags,
      summary: 'Create a user (id absent or 0: the AddEmployee fields) or update one (the UpdateEmployee fields)',
      consumes: ['multipart/form-data', 'application/json'],
      body: z.looseObject({
        id: z
          .number({ error: 'validation.invalidId' })
          .int({ error: 'validation.invalidId' })
          .min(0, { error: 'validation.invalidId' })
          .optional(),
      }),
      response: { 200: record, ...failureResponses },
    },
    handler: async (request, reply) => {
      const updating = (request.body.id ?? 0) > 0;
      const needed = { permission: 'Employee', action: updating ? 'Edit' : 'Add' } as const;
      if (!isGranted(request.grants ?? {}, needed)) throw forbidden();
      const store = employeeStore(app, request);
      if (updating) {
        const body = parseWith(updateEmployeeBody, { ...employeeUpdateShape, profileImage: z.unknown() }, request.body);
        const saved = await store.update(
          body,
          profileImageOf(body.profileImage),
          actorOf(request),
          expectedVersions(request, body.version),
        );
        return reply.success('success.userUpdated', saved);
      }
      const body = parseWith(addEmployeeBody, { ...employeeCreateShape, profileImage: z.unknown() }, request.body);
      const saved = await store.create(body, profileImageOf(body.profileImage), actorOf(request));
      return reply.success('success.userCreated', saved);
    },
  });

  app.route({
    ...endpoint(api.employees.allUsers),
    schema: {
      tags,
      querystring: z.object({ ...listParamsShape, ...employeeFilterShape }),
      response: { 200: z.array(employeeListSchema), ...failureResponses },
    },
    handler: async (request, reply) => {
      const query = request.query as ListParams & EmployeeFilters;
      const { records, total } = await employeeStore(app, request).list(query);
      if (query._page !== undefined) reply.header('X-Total-Count', String(total));
      return records;
    },
  });

  app.route({
    ...endpoint(api.employees.deleteUser),
    schema: { tags, description: IF_MATCH_NOTE, params: idParams, response: { 200: record, ...failureResponses } },
    handler: async (request, reply) => {
      const expected = expectedVersions(request, undefined);
      const removed = await employeeStore(app, request).remove(request.params.id, actorOf(request), expected);
      return reply.success('success.userDeleted', removed);
    },
  });
}
