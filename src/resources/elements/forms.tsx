import { Create, Edit, SimpleForm, TopToolbar } from 'react-admin';
import { HistoryButton } from '../../audit/HistoryButton';
import { useTranslation } from 'react-i18next';
import type { ResourceSpec } from '@domain/registry';
import { FieldInput } from './inputs';
import { useLoadOneOptions, useSaveOptions } from './mutations';
import { schemaValidator } from './validate';

function ElementForm({ spec }: { spec: ResourceSpec }) {
  const { t } = useTranslation();
  return (
    <SimpleForm validate={schemaValidator(spec, t)} sx={{ maxWidth: 640 }} warnWhenUnsavedChanges>
      {spec.fields.map((field) => (
        <FieldInput key={field.source} field={field} />
      ))}
    </SimpleForm>
  );
}

/** A parent chosen elsewhere (a show page's "Add sub-department") arrives as the record's default. */
export function makeCreate(spec: ResourceSpec) {
  return function ElementCreate() {
    const saveOptions = useSaveOptions('created');
    return (
      <Create mutationOptions={saveOptions}>
        <ElementForm spec={spec} />
      </Create>
    );
  };
}

export function makeEdit(spec: ResourceSpec) {
  return function ElementEdit() {
    const saveOptions = useSaveOptions('updated');
    const loadOptions = useLoadOneOptions();
    return (
      <Edit
        // The toolbar's Delete in the darker red: its grey background leaves the main one under 4.5:1.
        sx={{ '& .ra-delete-button': { color: 'error.dark' } }}
        mutationMode="pessimistic"
        mutationOptions={saveOptions}
        queryOptions={loadOptions}
        actions={
          <TopToolbar>
            <HistoryButton />
          </TopToolbar>
        }
      >
        <ElementForm spec={spec} />
      </Edit>
    );
  };
}
