import { restFteEndpoints } from '@domain/api';
import { FTE_FAMILIES, fteResource, type FteFamily } from '@domain/fteFamilies';
import type { EstimationState } from '../estimationState';
import { MockFteProfiles } from '../fteRecords';
import type { MockStore } from '../store';
import { savedStore, type RestTable } from './table';

/** /api/v1/fte.<scope>: one family's profiles, kept as its documented paths keep them. */
const fteTable = (family: FteFamily, store: MockStore, estimation: EstimationState): RestTable => ({
  resource: fteResource(family.scope),
  endpoints: restFteEndpoints(family),
  filters: family.parentKey ? { [family.parentKey]: 'id' } : {},
  open: (lng) => savedStore(new MockFteProfiles(family, store, estimation, lng)),
});

export const fteTables = (store: MockStore, estimation: EstimationState): RestTable[] =>
  FTE_FAMILIES.map((family) => fteTable(family, store, estimation));
