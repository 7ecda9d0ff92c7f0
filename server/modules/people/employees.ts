import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { employeeCreateShape, employeeFilterShape, employeeUpdateShape, type EmployeeFilters } from '@domain/employee';
import { isGranted, type Requirement } from '@domain/permissions';
import { confirmedPassword } from '@domain/personFields';
import { userImages, users } from '../../db/schema';
import { forbidden, notFound } from '../../http/errors';
import { listParamsShape, type ListParams } from '../../http/listParams';
import { envelopeSchema, failureResponses, idParams, positiveId } from '../../http/schemas';
import { employeeDetailSchema, employeeListSchema, toDetail, toUserDetail, userDetailSchema } from './employeeRecords';
import { EmployeeStore, type Actor } from './employeeStore';
import { profileImageOf } from './profileImages';
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

  app.post(
    '/api/AuthenticationAPI/AddEmployee',
    {
      config: { access: { permission: 'Employee', action: 'Add' } },
      schema: {
        tags,
        summary: 'Create an employee (multipart, spec fields); active at once',
        consumes: ['multipart/form-data', 'application/json'],
        body: addEmployeeBody,
        response: { 200: record, ...failureResponses },
      },
    },
    async (request, reply) => {
      const saved = await limitingTakenEmails(app, request, reply, () =>
        employeeStore(app, request).create(request.body, profileImageOf(request.body.profileImage), actorOf(request)),
      );
      return reply.success('success.employeeCreated', saved);
    },
  );

  app.patch(
    '/api/AuthenticationAPI/UpdateEmployee',
    {
      config: { access: { permission: 'Employee', action: 'Edit' } },
      schema: {
        tags,
        summary: 'Update an employee (multipart with Id; passwords are not changed here)',
        description: VERSION_NOTE,
        consumes: ['multipart/form-data', 'application/json'],
        body: updateEmployeeBody,
        response: { 200: record, ...failureResponses },
      },
    },
    async (request, reply) => {
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
  );

  app.get(
    '/api/AuthenticationAPI/GetAllEmployees',
    {
      config: { access: { permission: 'Employees Detail', action: 'View' } },
      schema: {
        tags,
        summary: 'Employees; with _page one page and X-Total-Count; q searches names, email and phone',
        querystring: z.object({ ...listParamsShape, ...employeeFilterShape }),
        response: { 200: z.array(employeeListSchema), ...failureResponses },
      },
    },
    async (request, reply) => {
      const query = request.query as ListParams & EmployeeFilters;
      const { records, total } = await employeeStore(app, request).list(query);
      if (query._page !== undefined) reply.header('X-Total-Count', String(total));
      return records;
    },
  );

  const byUserId = z.object({ userId: positiveId });

  app.get(
    '/api/AuthenticationAPI/ViewEmployeeDetail',
    {
      // The Edit Employee form opens on this record: Employee Edit reads it without the employee list.
      config: { access: { anyOf: [DETAIL_VIEW, { permission: 'Employee', action: 'Edit' }] } },
      schema: {
        tags,
        summary: 'The person with the ids of their structure and role (what the Edit Employee form loads)',
        description:
          'Open to holders of Employees Detail View and of Employee Edit; an Employee Edit holder without Employees Detail View reads only the employees it may update (not the owner).',
        querystring: byUserId,
        response: { 200: employeeDetailSchema, ...failureResponses },
      },
    },
    async (request, reply) => {
      const includeOwner = isGranted(request.grants ?? {}, DETAIL_VIEW);
      return withETag(
        reply,
        toDetail(await employeeStore(app, request).row(request.query.userId, includeOwner), app.urlSigner),
      );
    },
  );

  app.get(
    '/api/AuthenticationAPI/ViewUserDetail',
    {
      config: { access: { permission: 'Employees Detail', action: 'View' } },
      schema: {
        tags,
        summary: 'The person with names instead of ids, who created them and when',
        querystring: byUserId,
        response: { 200: userDetailSchema, ...failureResponses },
      },
    },
    async (request, reply) =>
      withETag(reply, toUserDetail(await employeeStore(app, request).row(request.query.userId, true), app.urlSigner)),
  );

  app.delete(
    '/api/AuthenticationAPI/DeleteEmployee/:id',
    {
      config: { access: { permission: 'Employee', action: 'Delete' } },
      schema: { tags, description: IF_MATCH_NOTE, params: idParams, response: { 200: record, ...failureResponses } },
    },
    async (request, reply) => {
      const expected = expectedVersions(request, undefined);
      const removed = await employeeStore(app, request).remove(request.params.id, actorOf(request), expected);
      return reply.success('success.employeeDeleted', removed);
    },
  );

  app.get(
    '/api/AuthenticationAPI/ProfileImage/:id/:version',
    {
      // The signed address is the authorisation: only callers allowed to see the person get it.
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A profile image, at the signed address found in imagePath',
        params: z.object({ id: positiveId, version: positiveId }),
        querystring: z.object({ expires: z.number().int(), signature: z.string().max(100) }),
        response: failureResponses,
      },
    },
    async (request, reply) => {
      const { id, version } = request.params;
      const path = `/api/AuthenticationAPI/ProfileImage/${id}/${version}`;
      if (!app.urlSigner.verify(path, request.query.expires, request.query.signature)) throw notFound();
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
  );
}
