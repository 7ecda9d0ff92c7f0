import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { isGranted, type Grants, type Requirement } from '../../src/domain/permissions';
import { Tenant } from '../db/tenant';
import { forbidden, unauthorized } from '../http/errors';
import { grantsOf } from './grants';
import type { Principal } from './tokens';

/** Who may call a route: anyone, any signed-in account, the Super Admin, or holders of a permission. */
export type Access = 'public' | 'signedIn' | 'superAdmin' | Requirement;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
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
const isApiRoute = (url: string | undefined): boolean => {
  const path = url?.toLowerCase() ?? '';
  return path.startsWith('/api/') && !path.startsWith('/api/docs') && path !== '/api/openapi.json';
};

/**
 * Authentication and authorisation for every `/api` route. A route states its `access` in its
 * config; a route that states nothing is closed to all but signed-in callers, so forgetting it
 * never opens data.
 */
export const guard = fp(async (app) => {
  app.decorateRequest('principal', null);
  app.decorateRequest('grants', null);
  app.decorateRequest('tenant', {
    getter(this: FastifyRequest) {
      const org = this.principal?.organizationId;
      if (org === null || org === undefined) throw forbidden();
      return new Tenant(app.db, org);
    },
  });

  // onRequest: refused callers are turned away before their body is even read.
  app.addHook('onRequest', async (request) => {
    if (request.is404 || !isApiRoute(request.routeOptions.url)) return;
    const access = request.routeOptions.config.access ?? 'signedIn';
    if (access === 'public') return;
    const token = bearer(request);
    const principal = token ? await app.tokens.verify(token) : null;
    if (!principal || !(await app.sessions.isLive(principal))) throw unauthorized();
    request.principal = principal;
    if (access === 'signedIn') return;
    if (access === 'superAdmin') {
      if (principal.kind !== 'super') throw forbidden();
      return;
    }
    request.grants = await grantsOf(app.db, principal);
    if (principal.kind === 'super' || !isGranted(request.grants, access)) throw forbidden();
  });
});
