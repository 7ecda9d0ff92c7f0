import {
  AutocompleteInput,
  BulkDeleteWithConfirmButton,
  CreateButton,
  DataTable,
  DateField,
  DeleteWithConfirmButton,
  EditButton,
  ExportButton,
  FilterButton,
  List,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  ShowButton,
  TopToolbar,
  useCanAccess,
  useNotify,
  useResourceContext,
} from 'react-admin';
import type { ResourceSpec } from '../../domain/registry';
import { useTranslation } from 'react-i18next';

const searchToQuery = (q: string) => ({ q });

function parentFilters(spec: ResourceSpec) {
  const filters = [<SearchInput key="q" source="q" alwaysOn />];
  if (spec.parent) {
    filters.push(
      <ReferenceInput key="parent" source={spec.parent.source} reference={spec.parent.reference} sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteInput optionText="name" filterToQuery={searchToQuery} />
      </ReferenceInput>,
    );
  }
  return filters;
}

function ListActions({ spec }: { spec: ResourceSpec }) {
  return (
    <TopToolbar>
      {spec.parent ? <FilterButton /> : null}
      <CreateButton />
      <ExportButton />
    </TopToolbar>
  );
}

/** A refused delete shows the server's reason (409: what still depends on it). */
function useDeleteFeedback() {
  const notify = useNotify();
  const { t } = useTranslation();
  return {
    onError: (error: unknown) =>
      notify((error as Error | undefined)?.message || t('common:errors.deleteFailed'), { type: 'error', autoHideDuration: 2000 }),
  };
}

function RowActions() {
  const resource = useResourceContext();
  const { canAccess: canEdit } = useCanAccess({ resource, action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource, action: 'delete' });
  const deleteFeedback = useDeleteFeedback();
  return (
    <>
      <ShowButton />
      {canEdit ? <EditButton /> : null}
      {canDelete ? <DeleteWithConfirmButton mutationMode="pessimistic" mutationOptions={deleteFeedback} /> : null}
    </>
  );
}

/** The list of a registry resource: server paging, sorting, search, parent filter, export. */
export function makeList(spec: ResourceSpec) {
  return function ElementList() {
    const resource = useResourceContext() ?? spec.name;
    const { canAccess: canDelete } = useCanAccess({ resource, action: 'delete' });
    const deleteFeedback = useDeleteFeedback();
    return (
      <List filters={parentFilters(spec)} actions={<ListActions spec={spec} />} sort={{ field: 'name', order: 'ASC' }} perPage={25}>
        <DataTable
          rowClick="show"
          bulkActionButtons={canDelete ? <BulkDeleteWithConfirmButton mutationMode="pessimistic" mutationOptions={deleteFeedback} /> : false}
        >
          <DataTable.Col source="name" />
          <DataTable.Col source="description" sx={{ maxWidth: 360, overflow: 'hidden', textOverflow: 'ellipsis' }} />
          {spec.parent ? (
            <DataTable.Col source={spec.parent.source}>
              <ReferenceField source={spec.parent.source} reference={spec.parent.reference} link="show" />
            </DataTable.Col>
          ) : null}
          <DataTable.Col source="createdDate">
            <DateField source="createdDate" />
          </DataTable.Col>
          <DataTable.Col label={false} disableSort>
            <RowActions />
          </DataTable.Col>
        </DataTable>
      </List>
    );
  };
}
