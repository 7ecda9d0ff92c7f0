import type { FastifyRequest } from 'fastify';
import { mayReadAuditOf, readableAuditResources } from '@domain/audit';
import { forbidden } from '../../http/errors';
import type { AuditScope } from './entries';

/**
 * Whose entries a caller reads, in which language: the Super Admin the platform's events, anyone
 * else their organisation's entries of the resources they may view. A resource's entries hold its
 * values: asking for a resource one may not view is a 403.
 */
export function auditScopeOf(request: FastifyRequest, resource?: string): { scope: AuditScope; language: string } {
  const platform = request.principal?.kind === 'super';
  const grants = request.grants ?? {};
  if (!platform && resource && !mayReadAuditOf(grants, resource)) throw forbidden();
  if (platform) return { scope: { platform: true }, language: 'en' };
  return {
    scope: {
      organizationId: request.tenant.organizationId,
      readable: { resources: readableAuditResources(grants), accounts: mayReadAuditOf(grants, null) },
    },
    language: request.tenant.language,
  };
}
