import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { restApi } from '@domain/api';
import { registerRestResource } from '../../http/restResource';
import { OWNER_STATUSES, ownerAccount } from '@domain/account';
import { OwnerAccounts } from './owners';

/**
 * The organisations' owners at /api/v1/accounts, read only: the Super Admin approves and
 * deactivates them through AuthenticationAPI (ApproveUser, DeactivateUser), many at once.
 */
export default async function accountRestRoutes(app: FastifyInstance) {
  const owners = new OwnerAccounts(app.db);
  registerRestResource(app, {
    name: 'accounts',
    paths: restApi.accounts,
    record: ownerAccount,
    filters: { active: 'flag', status: 'value' },
    filterShape: z.object({ status: z.enum(OWNER_STATUSES) }),
    notes: {
      list: 'Approve or deactivate accounts with AuthenticationAPI/ApproveUser and AuthenticationAPI/DeactivateUser.',
    },
    list: (_request, params) => owners.page(params),
    one: (_request, id) => owners.get(id),
  });
}
