import {
  AutocompleteInput,
  CreateButton,
  DataTable,
  ExportButton,
  List,
  ReferenceInput,
  SearchInput,
  TopToolbar,
  useCanAccess,
  useResourceContext,
  useCreatePath,
  useTranslate,
} from 'react-admin';
import { Typography } from '@mui/material';
import type { ResourceSpec } from '@domain/registry';
import { BulkConfirmDelete, RowActions } from './actions';
import { ElementEmpty } from './empty';
import { ParentPath } from './ParentPath';
import { useElementExporter } from './exporter';
import { searchToQuery } from './search';
import { RecordCards } from '../../ui/RecordCards';
import { isImportKind } from '@domain/import/kinds';
import { ImportButton } from '../../import/ImportButton';
import { useSmallScreen } from '../../ui/useSmallScreen';
import { SavedQueriesAside } from '../../ui/SavedQueriesAside';
import { DateValueField } from '../../i18n/format/fields';

function listFilters(spec: ResourceSpec) {
  const filters = [<SearchInput key="q" source="q" alwaysOn />];
  if (spec.parent) {
    filters.push(
      <ReferenceInput
        key="parent"
        source={spec.parent.source}
        reference={spec.parent.reference}
        sort={{ field: 'name', order: 'ASC' }}
        alwaysOn
      >
        <AutocompleteInput optionText="name" filterToQuery={searchToQuery} sx={{ minWidth: 240 }} />
      </ReferenceInput>,
    );
  }
  return filters;
}

function ListActions() {
  const resource = useResourceContext();
  const { canAccess } = useCanAccess({ resource, action: 'create' });
  return (
    <TopToolbar>
      {canAccess ? <CreateButton /> : null}
      {isImportKind(resource) ? <ImportButton kind={resource} /> : null}
      {/* The API answers at most 1000 records a page (DESIGN §3 list extension). */}
      <ExportButton maxResults={1000} />
    </TopToolbar>
  );
}

/** The list of a registry resource: server paging, sorting, search, parent filter, CSV export. */
export function makeList(spec: ResourceSpec) {
  return function ElementList() {
    const resource = useResourceContext() ?? spec.name;
    const { canAccess: canDelete } = useCanAccess({ resource, action: 'delete' });
    const exporter = useElementExporter(spec);
    const small = useSmallScreen();
    const createPath = useCreatePath();
    const translate = useTranslate();
    const field = (source: string) => translate(`resources.${spec.name}.fields.${source}`);
    return (
      <List
        exporter={exporter}
        filters={listFilters(spec)}
        actions={<ListActions />}
        empty={<ElementEmpty spec={spec} />}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={25}
        aside={<SavedQueriesAside />}
      >
        {small ? (
          <RecordCards
            label={translate(`resources.${spec.name}.name`, { smart_count: 2 })}
            primary={(record) => String(record.name ?? '')}
            secondary={(record) => (record.description ? String(record.description) : null)}
            link={(record) => createPath({ resource, id: record.id, type: 'show' })}
            details={[
              ...(spec.parent
                ? [
                    {
                      label: field(spec.parent.source),
                      render: () => <ParentPath spec={spec} />,
                    },
                  ]
                : []),
              { label: field('createdDate'), render: () => <DateValueField source="createdDate" /> },
            ]}
            actions={<RowActions />}
            empty={<Typography sx={{ p: 2 }}>{translate('ra.navigation.no_results')}</Typography>}
          />
        ) : (
          <DataTable rowClick="show" bulkActionButtons={canDelete ? <BulkConfirmDelete /> : false}>
            <DataTable.Col source="name" />
            {spec.parent ? (
              <DataTable.Col source={spec.parent.source}>
                <ParentPath spec={spec} />
              </DataTable.Col>
            ) : null}
            <DataTable.Col
              source="description"
              sx={{ maxWidth: 360, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
            />
            <DataTable.Col source="createdDate">
              <DateValueField source="createdDate" />
            </DataTable.Col>
            <DataTable.Col label={translate('resourceScreens.actions')} disableSort sx={{ whiteSpace: 'nowrap' }}>
              <RowActions />
            </DataTable.Col>
          </DataTable>
        )}
      </List>
    );
  };
}
