import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { api } from '@domain/api';
import { employeeCreateShape, employeeFilterShape, employeeUpdateShape, type EmployeeFilters } from '@domain/employee';
import { isGranted, type Requirement } from '@domain/permissions';
import { confirmedPassword } from '@domain/personFields';
import { userImages, users } from '../../db/schema';
import { endpoint } from '../../http/endpoint';
import { forbidden, notFound } from '../../http/errors';
import { type ListParams } from '../../db/lists';
import { listParamsShape } from '../../http/listParams';
import { envelopeSchema, failureResponses, idParams, positiveId } from '../../http/schemas';
import { employeeDetailSchema, employeeListSchema, toDetail, toUserDetail, userDetailSchema } from './employeeRecords';
import { EmployeeStore, type Actor } from './employeeStore';
import { imageRoute, profileImageOf } from './profileImages';
import { limitingTakenEmails } from './emailProbes';
import { expectedVersions, IF_MATCH_NOTE, VERSION_NOTE, withETag } from '../../http/versions';

const tags = ['AuthenticationAPI'];
const DETAIL_VIEW: Requirement = { permission: 'Employees Detail', action: 'View' };
/** The multipart file field; anything else sent under that name (the current image's address) is no new image. */
const profileImage = z.unknown().optional();

export const addEmployeeBody = confirmedPassword(z.object({ ...employeeCreateShape, profileImage }));
export const updateEmployeeBody = z.object({ ...employeeUpdateShape, profileImage });

export const employeeStore = (app: FastifyInstance, request: FastifyRequest) =>
  new EmployeeStore(request.tenant, app.urlSigner);

export function actorOf(request: FastifyRequest): Actor {
  const principal = request.principal;
  if (!principal) throw forbidden();
  return { userId: principal.userId, owner: principal.kind === 'owner', grants: request.grants ?? {} };
}

/** Employees: accounts of an organisation, managed by its owner and authorised users. */
export default async function employeeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const record = envelopeSchema(employeeListSchema);

  app.route({
    ...endpoint(api.employees.addEmployee),
    schema: {
      tags,
      summary: 'Create an employee (multipart, spec fields); active at once',
      consumes: ['multipart/form-data', 'application/json'],
      body: addEmployeeBody,
      response: { 200: record, ...failureResponses },
    },
    handler: async (request, reply) => {
      const saved = await limitingTakenEmails(app, request, reply, () =>
        employeeStore(app, request).create(request.body, profileImageOf(request.body.profileImage), actorOf(request)),
      );
      return reply.success('success.employeeCreated', saved);
    },
  });

  app.route({
    ...endpoint(api.employees.updateEmployee),
    schema: {
      tags,
      summary: 'Update an employee (multipart with Id; passwords are not changed here)',
      description: VERSION_NOTE,
      consumes: ['multipart/form-data', 'application/json'],
      body: updateEmployeeBody,
      response: { 200: record, ...failureResponses },
    },
    handler: async (request, reply) => {
      const body = request.body;
      const saved = await limitingTakenEmails(app, request, reply, () =>
        employeeStore(app, request).update(
          body,
          profileImageOf(body.profileImage),
          actorOf(request),
          expectedVersions(request, body.version),
        ),
      );
      return reply.success('success.employeeUpdated', saved);
    },
  });

  app.route({
    ...endpoint(api.employees.allEmployees),
    schema: {
      tags,
      summary: 'Employees; with _page one page and X-Total-Count; q searches names, email and phone',
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

  const byUserId = z.object({ userId: positiveId });

  app.route({
    ...endpoint(api.employees.employeeDetail),
    schema: {
      tags,
      summary: 'The person with the ids of their structure and role (what the Edit Employee form loads)',
      description:
        'Open to holders of Employees Detail View and of Employee Edit; an Employee Edit holder without Employees Detail View reads only the employees it may update (not the owner).',
      querystring: byUserId,
      response: { 200: employeeDetailSchema, ...failureResponses },
    },
    handler: async (request, reply) => {
      const includeOwner = isGranted(request.grants ?? {}, DETAIL_VIEW);
      return withETag(
        reply,
        toDetail(await employeeStore(app, request).row(request.query.userId, includeOwner), app.urlSigner),
      );
    },
  });

  app.route({
    ...endpoint(api.employees.userDetail),
    schema: {
      tags,
      summary: 'The person with names instead of ids, who created them and when',
      querystring: byUserId,
      response: { 200: userDetailSchema, ...failureResponses },
    },
    handler: async (request, reply) =>
      withETag(reply, toUserDetail(await employeeStore(app, request).row(request.query.userId, true), app.urlSigner)),
  });

  app.route({
    ...endpoint(api.employees.deleteEmployee),
    schema: { tags, description: IF_MATCH_NOTE, params: idParams, response: { 200: record, ...failureResponses } },
    handler: async (request, reply) => {
      const expected = expectedVersions(request, undefined);
      const removed = await employeeStore(app, request).remove(request.params.id, actorOf(request), expected);
      return reply.success('success.employeeDeleted', removed);
    },
  });

  app.route({
    ...endpoint(api.employees.profileImage),
    schema: {
      tags,
      summary: 'A profile image, at the signed address found in imagePath',
      params: z.object({ id: positiveId, version: positiveId }),
      querystring: z.object({ expires: z.number().int(), signature: z.string().max(100) }),
      response: failureResponses,
    },
    handler: async (request, reply) => {
      const { id, version } = request.params;
      if (!app.urlSigner.verify(imageRoute(id, version), request.query.expires, request.query.signature))
        throw notFound();
      const [image] = await app.db
        .select({ contentType: userImages.contentType, data: userImages.data })
        .from(userImages)
        .innerJoin(users, eq(users.id, userImages.userId))
        .where(and(eq(userImages.userId, id), eq(userImages.version, version)));
      if (!image) throw notFound();
      return (
        reply
          .header('Content-Type', image.contentType)
          .header('Content-Disposition', 'inline')
          // Bytes are sent as they are (Fastify never serialises a Buffer); the typed reply only knows JSON answers.
          .send(image.data as never)
      );
    },
  });
}
