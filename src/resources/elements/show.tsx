import { ReferenceField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { registry, type ResourceSpec } from '@domain/registry';
import { UndoableDelete, EditIfAllowed } from './actions';
import { ChildElements, ElementFteProfiles } from './related';
import { useLoadOneOptions } from './mutations';
import { DateValueField } from '../../i18n/format/fields';
import { HistoryButton } from '../../audit/HistoryButton';

function ShowActions() {
  return (
    <TopToolbar>
      <HistoryButton />
      <EditIfAllowed />
      <UndoableDelete redirect="list" />
    </TopToolbar>
  );
}

/** One element with what hangs under it: its children (with a way to add one) and its FTE profiles. */
export function makeShow(spec: ResourceSpec) {
  const children = registry.filter((r) => r.parent?.reference === spec.name);
  return function ElementShow() {
    const loadOptions = useLoadOneOptions();
    return (
      <Show actions={<ShowActions />} queryOptions={loadOptions}>
        <SimpleShowLayout>
          <TextField source="name" />
          <TextField source="description" emptyText="—" />
          {spec.parent ? (
            <ReferenceField source={spec.parent.source} reference={spec.parent.reference} link="show" />
          ) : null}
          <DateValueField source="createdDate" withTime />
        </SimpleShowLayout>
        {children.map((child) => (
          <ChildElements key={child.name} child={child} />
        ))}
        <ElementFteProfiles resource={spec.name} />
      </Show>
    );
  };
}
