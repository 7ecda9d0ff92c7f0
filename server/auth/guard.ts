import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { admits, type Access } from '@domain/api';
import type { Grants } from '@domain/permissions';
import { Tenant } from '../db/tenant';
import { actorOf } from '../audit/recorder';
import { forbidden, unauthorized } from '../http/errors';
import { grantsOf } from './grants';
import type { Principal } from './tokens';

export type { Access, AnyOf } from '@domain/api';

/** One route as declared, for the authorisation matrix and for audits of the route table. */
export interface RouteAccess {
  method: string;
  url: string;
  /** Undefined when the route declared nothing (it is then closed to all but signed-in callers). */
  access: Access | undefined;
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    /** Every route registered after the guard, with its declared access. */
    routeTable: RouteAccess[];
  }
  interface FastifyRequest {
    principal: Principal | null;
    /** Filled for routes that need a permission. */
    grants: Grants | null;
    /** The caller's organisation scope; throws 403 for an account without one. */
    tenant: Tenant;
  }
}

const bearer = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  const match = header && /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : undefined;
};

/** The API, less its own documentation, which is public. */
export const isApiRoute = (url: string | undefined): boolean => {
  const path = url?.toLowerCase() ?? '';
  return path.startsWith('/api/') && !path.startsWith('/api/docs') && path !== '/api/openapi.json';
};

export { requirementsOf } from '@domain/api';

/**
 * Authentication and authorisation for every `/api` route. A route states its `access` in its
 * config; a route that states nothing is closed to all but signed-in callers, so forgetting it
 * never opens data (and the authorisation matrix test fails, so it is not forgotten for long).
 */
async function authorisation(app: FastifyInstance) {
  const routeTable: RouteAccess[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routeTable.push({ method, url: route.url, access: route.config?.access, schema: route.schema });
    }
  });

  app.decorateRequest('principal', null);
  app.decorateRequest('grants', null);
  app.decorateRequest('tenant', {
    getter(this: FastifyRequest) {
      const org = this.principal?.organizationId;
      if (org === null || org === undefined) throw forbidden();
      return new Tenant(app.db, org, actorOf(this), this.lang);
    },
  });

  // onRequest: refused callers are turned away before their body is even read.
  app.addHook('onRequest', async (request) => {
    if (request.is404 || !isApiRoute(request.routeOptions.url)) return;
    const access = request.routeOptions.config.access ?? 'signedIn';
    if (access === 'public') return;
    const token = bearer(request);
    const claimed = token ? await app.tokens.verify(token) : null;
    const account = claimed ? await app.sessions.live(claimed) : null;
    if (!claimed || !account) throw unauthorized();
    const principal: Principal = { ...claimed, roleId: account.roleId, email: account.email };
    request.principal = principal;
    if (access === 'signedIn') return;
    // Only a permission endpoint called by an organisation's account needs the role's grants read.
    if (access !== 'superAdmin' && principal.kind !== 'super') request.grants = await grantsOf(app.db, principal);
    if (!admits(access, { kind: principal.kind === 'super' ? 'super' : 'member', grants: request.grants ?? {} }))
      throw forbidden();
  });
}

export const guard = fp(authorisation, {
  name: 'authorisation',
  dependencies: ['database', 'authentication', 'compat'],
});
