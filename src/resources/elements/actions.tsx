import {
  BulkDeleteWithConfirmButton,
  DeleteButton,
  EditButton,
  ShowButton,
  useCanAccess,
  useResourceContext,
  type RedirectionSideEffect,
} from 'react-admin';
import { useDeleteOptions } from './mutations';

/**
 * Delete at once, undoable for a few seconds (react-admin's undoable mode): the server is asked only
 * when the notice closes, so Undo brings the record back untouched. A refusal (409: what still
 * depends on it, named) shows the server's reason and the record comes back in the list.
 */
export function UndoableDelete({ redirect = false }: { redirect?: RedirectionSideEffect }) {
  const resource = useResourceContext();
  const { canAccess } = useCanAccess({ resource, action: 'delete' });
  const { onError } = useDeleteOptions(redirect);
  return canAccess ? <DeleteButton mutationMode="undoable" mutationOptions={{ onError }} redirect={redirect} /> : null;
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
      <UndoableDelete />
    </>
  );
}
