import { restResourceEndpoints } from '@domain/api';
import { registry, type ResourceSpec } from '@domain/registry';
import { MockElements } from '../elements';
import type { MockStore } from '../store';
import type { ContactInbox } from '../contact';
import type { EstimationState } from '../estimationState';
import { accountTable, organizationTable } from './accountTables';
import { costTable, estimationFileTable } from './estimationTables';
import { fteTables } from './fteTables';
import { employeeTable, roleTable } from './peopleTables';
import { auditTable, contactTable } from './platformTables';
import { savedStore, type RestTable } from './table';

/** A registry resource at /api/v1: its elements in the mock's store, filtered by their parent. */
export function elementTable(spec: ResourceSpec, store: MockStore): RestTable {
  return {
    resource: spec.name,
    endpoints: restResourceEndpoints(spec),
    filters: spec.parent ? { [spec.parent.source]: 'id' } : {},
    parentSource: spec.parent?.source,
    open: (lng) => savedStore(new MockElements(spec, store, lng)),
  };
}

/**
 * Every resource of the conventional surface the mock serves: one store adapter each. A resource
 * the API table (domain/api) gains at /api/v1 is declared here, over the mock's store.
 */
export const restTables = (store: MockStore, estimation: EstimationState, inbox: ContactInbox): RestTable[] => [
  ...registry.map((spec) => elementTable(spec, store)),
  employeeTable(store),
  roleTable(store),
  ...fteTables(store, estimation),
  costTable(estimation),
  estimationFileTable(estimation),
  contactTable(inbox),
  auditTable(),
  accountTable(store),
  organizationTable(),
];
