import { ReferenceField, TextField, useTranslate } from 'react-admin';
import { getResource, type ResourceSpec } from '@domain/registry';

/**
 * The names above a record, its parent last: a team reads "Department › Sub-department › Project",
 * so two projects of the same name under different departments can be told apart. Each level is a
 * ReferenceField, so react-admin fetches every level of a page in one call.
 */
function Above({ spec }: { spec: ResourceSpec }) {
  const translate = useTranslate();
  if (!spec.parent) return null;
  const parent = getResource(spec.parent.reference);
  return (
    <ReferenceField source={spec.parent.source} reference={spec.parent.reference} link={false}>
      <Above spec={parent} />
      {parent.parent ? translate('resourceScreens.pathSeparator') : null}
      <TextField source="name" />
    </ReferenceField>
  );
}

/** The parent column of a list: the parent linked to its page, and the path above it when there is one. */
export function ParentPath({ spec }: { spec: ResourceSpec }) {
  const translate = useTranslate();
  if (!spec.parent) return null;
  const parent = getResource(spec.parent.reference);
  return (
    <ReferenceField source={spec.parent.source} reference={spec.parent.reference} link="show">
      {parent.parent ? (
        <>
          <Above spec={parent} />
          {translate('resourceScreens.pathSeparator')}
        </>
      ) : null}
      <TextField source="name" />
    </ReferenceField>
  );
}
