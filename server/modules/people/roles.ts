import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isGranted, type Requirement } from '@domain/permissions';
import { roleSchema } from '@domain/role';
import { forbidden } from '../../http/errors';
import { listParamsShape, type ListParams } from '../../http/listParams';
import { envelopeSchema, failureResponses, idParams } from '../../http/schemas';
import type { Access } from '../../auth/guard';
import { grantsOf } from '../../auth/grants';
import { actorOf } from './employees';
import { expectedVersions, IF_MATCH_NOTE, VERSION_NOTE, withETag } from '../../http/versions';
import { RoleStore, catalogue, catalogueSchema, roleRecordSchema } from './roleStore';

const tags = ['ManageApplicationUserRoles'];
const rolesDetail = (action: Requirement['action']): Requirement => ({ permission: 'Roles Detail', action });

/** Role names are also needed by whoever fills in or filters employees. */
const readRoles: Access = {
  anyOf: [
    rolesDetail('View'),
    { permission: 'Employee', action: 'Add' },
    { permission: 'Employee', action: 'Edit' },
    { permission: 'Employees Detail', action: 'View' },
  ],
};

const roles = (request: FastifyRequest) => new RoleStore(request.tenant);

/** ManageApplicationUserRoles, and the older ManageUserRolesAPI listing. */
export default async function roleRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = '/api/ManageApplicationUserRoles';
  const envelope = envelopeSchema(roleRecordSchema);

  app.get(
    `${base}/GetPermissionsAndSubPermissions`,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'The permission catalogue, for building roles',
        response: { 200: catalogueSchema, ...failureResponses },
      },
    },
    async () => catalogue(),
  );

  const listRoles = async (request: FastifyRequest, reply: { header(name: string, value: string): unknown }) => {
    const query = request.query as ListParams;
    const { records, total } = await roles(request).list(query);
    if (query._page !== undefined) reply.header('X-Total-Count', String(total));
    return records;
  };
  const listSchema = (tag: string) => ({
    tags: [tag],
    querystring: z.object(listParamsShape),
    response: { 200: z.array(roleRecordSchema), ...failureResponses },
  });

  app.get(`${base}/GetAllEmployeeRoles`, { config: { access: readRoles }, schema: listSchema(tags[0]) }, listRoles);
  app.get(
    '/api/ManageUserRolesAPI/GetRolesDetail',
    { config: { access: readRoles }, schema: listSchema('ManageUserRolesAPI') },
    listRoles,
  );

  app.get(
    `${base}/GetEmployeeRoleWithPermissions/:id`,
    {
      // Every employee reads its own role (the app loads its permissions this way); other roles need Roles Detail View.
      config: { access: 'signedIn' },
      schema: { tags, params: idParams, response: { 200: roleRecordSchema, ...failureResponses } },
    },
    async (request, reply) => {
      const principal = request.principal;
      if (!principal || principal.kind === 'super') throw forbidden();
      const own = principal.kind === 'employee' && principal.roleId === request.params.id;
      if (!own && !isGranted(await grantsOf(app.db, principal), rolesDetail('View'))) throw forbidden();
      return withETag(reply, await roles(request).get(request.params.id));
    },
  );

  app.post(
    `${base}/AddEmployeeRole`,
    {
      config: { access: rolesDetail('Add') },
      schema: { tags, body: roleSchema, response: { 200: envelope, ...failureResponses } },
    },
    async (request, reply) => {
      const saved = await roles(request).create(request.body, actorOf(request));
      return reply.success('success.roleCreated', saved);
    },
  );

  app.put(
    `${base}/UpdateEmployeeRole`,
    {
      config: { access: rolesDetail('Edit') },
      schema: { tags, description: VERSION_NOTE, body: roleSchema, response: { 200: envelope, ...failureResponses } },
    },
    async (request, reply) => {
      const saved = await roles(request).update(
        request.body,
        actorOf(request),
        expectedVersions(request, request.body.version),
      );
      return reply.success('success.roleUpdated', saved);
    },
  );

  app.delete(
    `${base}/DeleteEmployeeRole/:id`,
    {
      config: { access: rolesDetail('Delete') },
      schema: { tags, description: IF_MATCH_NOTE, params: idParams, response: { 200: envelope, ...failureResponses } },
    },
    async (request, reply) => {
      const removed = await roles(request).remove(request.params.id, expectedVersions(request, undefined));
      return reply.success('success.roleDeleted', removed);
    },
  );
}
