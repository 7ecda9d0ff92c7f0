import { useState, type MouseEvent } from 'react';
import ActionDelete from '@mui/icons-material/Delete';
import {
  Button,
  Confirm,
  useCanAccess,
  useDelete,
  useRecordContext,
  useResourceContext,
  type RaRecord,
} from 'react-admin';
import { useDeleteOptions } from './mutations';

interface Texts {
  confirmTitle: string;
  confirmContent: string;
  titleTranslateOptions?: object;
  contentTranslateOptions?: object;
}

/**
 * <ConfirmDelete> for a list row whose screen words the question itself: the same button, dialog
 * and feedback, without react-admin's delete button, which imports the form library (to reset a
 * form it may sit in) into a screen that has no form, such as the dashboard.
 */
export function DeleteAfterConfirm({
  confirmTitle,
  confirmContent,
  titleTranslateOptions,
  contentTranslateOptions,
}: Texts) {
  const resource = useResourceContext();
  const record = useRecordContext();
  const { canAccess } = useCanAccess({ resource, action: 'delete' });
  const options = useDeleteOptions();
  const [deleteOne, { isPending }] = useDelete();
  const [open, setOpen] = useState(false);
  if (!canAccess || !record || !resource) return null;
  const confirm = () =>
    deleteOne(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: (deleted: RaRecord) => {
          setOpen(false);
          options.onSuccess(deleted);
        },
        onError: (error: unknown) => {
          setOpen(false);
          options.onError(error);
        },
      },
    );
  const ask = (event: MouseEvent) => {
    event.stopPropagation();
    setOpen(true);
  };
  return (
    <>
      <Button label="ra.action.delete" color="error" className="ra-delete-button" onClick={ask}>
        <ActionDelete />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={confirmTitle}
        content={confirmContent}
        titleTranslateOptions={titleTranslateOptions}
        contentTranslateOptions={contentTranslateOptions}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
