import { Create, Edit, SimpleForm, useNotify, useRedirect, useResourceContext } from 'react-admin';
import { useTranslation } from 'react-i18next';
import type { ResourceSpec } from '../../domain/registry';
import { FieldInput } from './inputs';
import { schemaValidator } from './validate';

function ElementForm({ spec }: { spec: ResourceSpec }) {
  const { t } = useTranslation();
  return (
    <SimpleForm validate={schemaValidator(spec, t)} sx={{ maxWidth: 640 }}>
      {spec.fields.map((field) => (
        <FieldInput key={field.source} field={field} />
      ))}
    </SimpleForm>
  );
}

/** The server's own words on success and failure (spec §8: alertMessage, 2000 ms). */
function useSaveFeedback(spec: ResourceSpec, key: 'created' | 'updated') {
  const notify = useNotify();
  const redirect = useRedirect();
  const resource = useResourceContext() ?? spec.name;
  const { t } = useTranslation();
  return {
    onSuccess: () => {
      notify(t(`server:success.${key}`, { entity: t(`server:entities.${spec.name}`) }), { type: 'success', autoHideDuration: 2000 });
      redirect('list', resource);
    },
    onError: (error: unknown) => notify((error as Error).message, { type: 'error', autoHideDuration: 2000 }),
  };
}

export function makeCreate(spec: ResourceSpec) {
  return function ElementCreate() {
    const feedback = useSaveFeedback(spec, 'created');
    return (
      <Create mutationOptions={feedback}>
        <ElementForm spec={spec} />
      </Create>
    );
  };
}

export function makeEdit(spec: ResourceSpec) {
  return function ElementEdit() {
    const feedback = useSaveFeedback(spec, 'updated');
    return (
      <Edit mutationMode="pessimistic" mutationOptions={feedback}>
        <ElementForm spec={spec} />
      </Edit>
    );
  };
}
