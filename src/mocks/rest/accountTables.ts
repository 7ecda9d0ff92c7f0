import { OWNER_STATUSES, ownerAccount } from '@domain/account';
import { restApi } from '@domain/api';
import { badRequestRefusal, notFoundRefusal } from '../failures';
import { listed } from '../listed';
import { OWNER_SEARCH, peopleOf } from '../peopleTable';
import type { MockRecord, MockStore } from '../store';
import type { RestTable } from './table';

/** When the mock's owners signed up: the day the demo begins. */
const SIGNED_UP = '2026-01-01T00:00:00.000Z';
const FIELDS = Object.keys(ownerAccount.shape);

/** An owner as /api/v1/accounts answers it: exactly the record's fields, an absent one null. */
const shaped = (owner: MockRecord): MockRecord => ({
  ...(Object.fromEntries(FIELDS.map((field) => [field, owner[field] ?? null])) as MockRecord),
  active: owner.status === 'active',
  createdDate: owner.createdDate ?? SIGNED_UP,
});

/** /api/v1/accounts over the mock's owners, the ones the documented approval lists answer. */
export function accountTable(store: MockStore): RestTable {
  const people = peopleOf(store);
  return {
    resource: 'accounts',
    endpoints: restApi.accounts,
    filters: { active: 'flag', status: 'value' },
    open: () => ({
      list: (params) => {
        const { active, status } = params as { active?: boolean; status?: string };
        if (status !== undefined && !(OWNER_STATUSES as readonly unknown[]).includes(status))
          throw badRequestRefusal('errors.listQuery', { field: 'status' }, 'status');
        const rows = people.owners
          .map(shaped)
          .filter((row) => (active === undefined || row.active === active) && (!status || row.status === status));
        return listed(rows, params, {
          searched: (row) => OWNER_SEARCH.map((k) => String(row[k] ?? '')),
          shown: (row) => row,
          sortable: ['id', 'email', 'userName', 'firstName', 'lastName', 'country', 'companyName', 'createdDate'],
        });
      },
      get: (id) => {
        const owner = people.owners.find((row) => row.id === id);
        if (!owner) throw notFoundRefusal();
        return shaped(owner);
      },
    }),
  };
}

/** /api/v1/organizations: the mock holds one organisation, the caller's, and lists none, as its documented list. */
export function organizationTable(): RestTable {
  return {
    resource: 'organizations',
    endpoints: restApi.organizations,
    filters: {},
    open: () => ({
      list: () => ({ records: [], total: 0 }),
      get: () => {
        throw notFoundRefusal();
      },
    }),
  };
}
