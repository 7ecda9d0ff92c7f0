import {
  BulkDeleteWithConfirmButton,
  DeleteWithConfirmButton,
  EditButton,
  ShowButton,
  useCanAccess,
  useResourceContext,
  type DeleteWithConfirmButtonProps,
  type RedirectionSideEffect,
} from 'react-admin';
import { useDeleteOptions } from './mutations';

/** Delete after a confirmation; a refusal shows the server's reason (409: what still depends on it). */
export function ConfirmDelete({
  redirect = false,
  ...rest
}: { redirect?: RedirectionSideEffect } & Pick<
  DeleteWithConfirmButtonProps,
  'confirmTitle' | 'confirmContent' | 'titleTranslateOptions'
>) {
  const resource = useResourceContext();
  const { canAccess } = useCanAccess({ resource, action: 'delete' });
  const options = useDeleteOptions(redirect);
  return canAccess ? (
    <DeleteWithConfirmButton mutationMode="pessimistic" mutationOptions={options} redirect={redirect} {...rest} />
  ) : null;
}

export function BulkConfirmDelete() {
  const options = useDeleteOptions();
  return <BulkDeleteWithConfirmButton mutationMode="pessimistic" mutationOptions={{ onError: options.onError }} />;
}

export function EditIfAllowed() {
  const resource = useResourceContext();
  const { canAccess } = useCanAccess({ resource, action: 'edit' });
  return canAccess ? <EditButton /> : null;
}

export function RowActions() {
  return (
    <>
      <ShowButton />
      <EditIfAllowed />
      <ConfirmDelete />
    </>
  );
}
