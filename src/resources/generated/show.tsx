import { DateField, EditButton, ReferenceField, Show, SimpleShowLayout, TextField, TopToolbar, useCanAccess, useResourceContext } from 'react-admin';
import type { ResourceSpec } from '../../domain/registry';

function ShowActions() {
  const resource = useResourceContext();
  const { canAccess } = useCanAccess({ resource, action: 'edit' });
  return <TopToolbar>{canAccess ? <EditButton /> : null}</TopToolbar>;
}

export function makeShow(spec: ResourceSpec) {
  return function ElementShow() {
    return (
      <Show actions={<ShowActions />}>
        <SimpleShowLayout>
          <TextField source="name" />
          <TextField source="description" emptyText="—" />
          {spec.parent ? <ReferenceField source={spec.parent.source} reference={spec.parent.reference} link="show" /> : null}
          <DateField source="createdDate" showTime />
        </SimpleShowLayout>
      </Show>
    );
  };
}
