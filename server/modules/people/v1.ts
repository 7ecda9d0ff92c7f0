import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { restApi } from '@domain/api';
import { employeeFilterShape, type EmployeeCreate, type EmployeeUpdate } from '@domain/employee';
import { isGranted, type Requirement } from '@domain/permissions';
import { roleSchema, type RoleInput } from '@domain/role';
import { registerRestResource, type RestResource } from '../../http/restResource';
import { badRequest } from '../../http/errors';
import { employeeDetailSchema, employeeListSchema, toDetail } from './employeeRecords';
import { actorOf, addEmployeeBody, employeeStore, updateEmployeeBody } from './employees';
import { limitingTakenEmails } from './emailProbes';
import { profileImageOf } from './profileImages';
import { RoleStore, roleRecordSchema } from './roleStore';

const DETAIL_VIEW: Requirement = { permission: 'Employees Detail', action: 'View' };
const DATA_URL = /^data:[\w/+.-]+;base64,([A-Za-z0-9+/=\s]*)$/;

/**
 * On /api/v1 the body is JSON, so a new profile image comes as a data URL (what react-admin's
 * ImageInput reads a file into); its bytes then pass the documented form's checks.
 */
function imageOfJson(value: unknown) {
  if (value === undefined || value === null || value === '') return undefined;
  const match = typeof value === 'string' ? DATA_URL.exec(value) : null;
  if (!match) throw badRequest('errors.imageType', {}, 'ProfileImage');
  return profileImageOf({ filename: 'profileImage', data: Buffer.from(match[1], 'base64') });
}
const IMAGE_NOTE =
  'JSON, not multipart: a new profile image is sent as `profileImage`, a data URL (`data:image/png;base64,...`); without it the image stays.';

function employees(app: FastifyInstance): RestResource {
  const store = (request: FastifyRequest) => employeeStore(app, request);
  return {
    name: 'employees',
    paths: restApi.employees,
    // One person answers what ViewEmployeeDetail answers, a list what GetAllEmployees answers.
    record: employeeDetailSchema,
    listRecord: employeeListSchema,
    filters: {
      ...Object.fromEntries(Object.keys(employeeFilterShape).map((key) => [key, 'id' as const])),
      // A job title's id, or `none` for the people without one.
      designationId: 'value',
      status: 'text',
    },
    filterShape: z.object(employeeFilterShape),
    notes: { create: IMAGE_NOTE, update: IMAGE_NOTE },
    list: (request, params) => store(request).list(params),
    one: async (request, id) =>
      toDetail(await store(request).row(id, isGranted(request.grants ?? {}, DETAIL_VIEW)), app.urlSigner),
    create: {
      body: addEmployeeBody,
      save: (request, body, reply) =>
        limitingTakenEmails(app, request, reply, () =>
          store(request).create(body as EmployeeCreate, imageOfJson(body.profileImage), actorOf(request)),
        ),
    },
    update: {
      body: updateEmployeeBody,
      save: (request, body, expected, reply) =>
        limitingTakenEmails(app, request, reply, () =>
          store(request).update(body as EmployeeUpdate, imageOfJson(body.profileImage), actorOf(request), expected),
        ),
    },
    remove: (request, id, expected) => store(request).remove(id, actorOf(request), expected),
  };
}

function roles(): RestResource {
  const store = (request: FastifyRequest) => new RoleStore(request.tenant);
  return {
    name: 'roles',
    paths: restApi.roles,
    record: roleRecordSchema,
    list: (request, params) => store(request).list(params),
    one: (request, id) => store(request).get(id),
    create: { body: roleSchema, save: (request, body) => store(request).create(body as RoleInput, actorOf(request)) },
    update: {
      body: roleSchema,
      save: (request, body, expected) => store(request).update(body as RoleInput, actorOf(request), expected),
    },
    remove: (request, id, expected) => store(request).remove(id, expected),
  };
}

/** Employees and roles at /api/v1, over the stores of their documented paths. */
export default async function peopleRestRoutes(app: FastifyInstance) {
  registerRestResource(app, employees(app));
  registerRestResource(app, roles());
}
