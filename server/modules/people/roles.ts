import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { api } from '@domain/api';
import { isGranted, type Requirement } from '@domain/permissions';
import { roleSchema } from '@domain/role';
import { endpoint } from '../../http/endpoint';
import { forbidden } from '../../http/errors';
import { type ListParams } from '../../db/lists';
import { listParamsShape } from '../../http/listParams';
import { envelopeSchema, failureResponses, idParams } from '../../http/schemas';
import { grantsOf } from '../../auth/grants';
import { actorOf } from './employees';
import { expectedVersions, IF_MATCH_NOTE, VERSION_NOTE, withETag } from '../../http/versions';
import { RoleStore, catalogue, catalogueSchema, roleRecordSchema } from './roleStore';

const tags = ['ManageApplicationUserRoles'];
const rolesDetail = (action: Requirement['action']): Requirement => ({ permission: 'Roles Detail', action });

const roles = (request: FastifyRequest) => new RoleStore(request.tenant);

/** ManageApplicationUserRoles, and the older ManageUserRolesAPI listing. */
export default async function roleRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const envelope = envelopeSchema(roleRecordSchema);

  app.route({
    ...endpoint(api.roles.permissionsAndSubPermissions),
    schema: {
      tags,
      summary: 'The permission catalogue, for building roles',
      response: { 200: catalogueSchema, ...failureResponses },
    },
    handler: async () => catalogue(),
  });

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

  app.route({
    ...endpoint(api.roles.allEmployeeRoles),
    schema: listSchema(tags[0]),
    handler: listRoles,
  });
  app.route({
    ...endpoint(api.roles.rolesDetail),
    schema: listSchema('ManageUserRolesAPI'),
    handler: listRoles,
  });

  app.route({
    ...endpoint(api.roles.roleWithPermissions),
    schema: { tags, params: idParams, response: { 200: roleRecordSchema, ...failureResponses } },
    handler: async (request, reply) => {
      const principal = request.principal;
      if (!principal || principal.kind === 'super') throw forbidden();
      const own = principal.kind === 'employee' && principal.roleId === request.params.id;
      if (!own && !isGranted(await grantsOf(app.db, principal), rolesDetail('View'))) throw forbidden();
      return withETag(reply, await roles(request).get(request.params.id));
    },
  });

  app.route({
    ...endpoint(api.roles.addRole),
    schema: { tags, body: roleSchema, response: { 200: envelope, ...failureResponses } },
    handler: async (request, reply) => {
      const saved = await roles(request).create(request.body, actorOf(request));
      return reply.success('success.roleCreated', saved);
    },
  });

  app.route({
    ...endpoint(api.roles.updateRole),
    schema: { tags, description: VERSION_NOTE, body: roleSchema, response: { 200: envelope, ...failureResponses } },
    handler: async (request, reply) => {
      const saved = await roles(request).update(
        request.body,
        actorOf(request),
        expectedVersions(request, request.body.version),
      );
      return reply.success('success.roleUpdated', saved);
    },
  });

  app.route({
    ...endpoint(api.roles.deleteRole),
    schema: { tags, description: IF_MATCH_NOTE, params: idParams, response: { 200: envelope, ...failureResponses } },
    handler: async (request, reply) => {
      const removed = await roles(request).remove(request.params.id, expectedVersions(request, undefined));
      return reply.success('success.roleDeleted', removed);
    },
  });
}
