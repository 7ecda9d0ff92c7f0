import { restApi } from '@domain/api';
import type { ContactInbox } from '../contact';
import { notFoundRefusal } from '../failures';
import { listed } from '../listed';
import type { MockRecord } from '../store';
import type { RestTable } from './table';

const AUDIT_TEXT_FILTERS = ['actor', 'resource', 'action', 'family', 'name', 'from', 'to'] as const;

/** /api/v1/contactMessages over the inbox the contact form fills: read, marked read, deleted. */
export function contactTable(inbox: ContactInbox): RestTable {
  const rows = () => inbox.messages as unknown as MockRecord[];
  return {
    resource: 'contactMessages',
    endpoints: restApi.contactMessages,
    filters: { unread: 'flag' },
    open: () => ({
      list: (params) =>
        listed(
          rows().filter((m) => !params.unread || !m.readDate),
          params,
          {
            searched: (m) => ['name', 'email', 'company', 'subject', 'message'].map((k) => String(m[k] ?? '')),
            shown: (m) => m,
            sortable: ['id', 'name', 'email', 'company', 'subject', 'createdDate', 'readDate'],
          },
        ),
      get: (id) => inbox.find(id) as unknown as MockRecord,
      update: (id) => inbox.markRead(id) as unknown as MockRecord,
      remove: (id) => inbox.remove(id) as unknown as MockRecord,
    }),
  };
}

/** /api/v1/auditTrail: without a server nothing is recorded, so the trail is empty. */
export function auditTable(): RestTable {
  return {
    resource: 'auditTrail',
    endpoints: restApi.auditTrail,
    filters: {
      userId: 'id',
      recordId: 'id',
      ...Object.fromEntries(AUDIT_TEXT_FILTERS.map((k) => [k, 'text' as const])),
    },
    open: () => ({ list: () => ({ records: [], total: 0 }), get: () => missing() }),
  };
}

function missing(): never {
  throw notFoundRefusal();
}
