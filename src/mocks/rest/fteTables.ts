import { restFteEndpoints } from '@domain/api';
import { FTE_FAMILIES, fteResource, type FteFamily } from '@domain/fteFamilies';
import { fteProfileSchema } from '@domain/fteProfileSchema';
import { checkVersion } from '../elements';
import { notFoundRefusal, validationRefusal } from '../failures';
import { answer, stored } from '../fte';
import { listed } from '../listed';
import type { MockRecord, MockStore } from '../store';
import type { RestTable } from './table';

/** /api/v1/fte.<scope>: one family's profiles in the mock's profile table, as its documented paths keep them. */
function fteTable(family: FteFamily, store: MockStore): RestTable {
  const schema = fteProfileSchema(family);
  const parent = family.parentKey;
  const mine = () => store.all('fteProfiles').filter((row) => row.scope === family.scope);
  const found = (id: number) => {
    const row = mine().find((r) => r.id === id);
    if (!row) throw notFoundRefusal();
    return row;
  };
  const values = (body: Record<string, unknown>) => {
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw validationRefusal(parsed.error);
    return stored(family, parsed.data as Record<string, unknown>);
  };
  return {
    resource: fteResource(family.scope),
    endpoints: restFteEndpoints(family),
    filters: parent ? { [parent]: 'id' } : {},
    open: (lng) => {
      const shown = (row: MockRecord) => answer(family, row, lng) as MockRecord;
      return {
        list: (params) => {
          const rows = mine().filter((r) => !parent || params[parent] === undefined || r.elementId === params[parent]);
          const sortable = rows.length ? Object.keys(shown(rows[0])) : ['id', 'fteName', 'createdDate'];
          return listed(rows, params, { searched: (row) => [String(shown(row).fteName)], shown, sortable });
        },
        get: (id) => shown(found(id)),
        create: (body) => shown(store.insert('fteProfiles', values(body))),
        update: (id, body, expected) => {
          checkVersion(found(id), expected);
          return shown(store.update('fteProfiles', id, values(body))!);
        },
        remove: (id, expected) => {
          checkVersion(found(id), expected);
          return shown(store.remove('fteProfiles', id)!);
        },
      };
    },
  };
}

export const fteTables = (store: MockStore): RestTable[] => FTE_FAMILIES.map((family) => fteTable(family, store));
