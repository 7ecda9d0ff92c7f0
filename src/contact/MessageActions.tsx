import { useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import DoneIcon from '@mui/icons-material/Done';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Confirm, useDelete, useNotify, useRecordContext } from 'react-admin';
import { useTranslation } from 'react-i18next';
import type { ContactMessage } from '@domain/contact';
import { CONTACT_INBOX } from '@domain/access';
import { savedMessageOf } from '../dataProvider';
import { isUnread } from './MessageCells';
import { useMarkRead, useMessageFailure } from './useMarkRead';

/** Mark an unread message read; delete one after the Super Admin confirms. */
export function MessageActions() {
  const { t } = useTranslation('contact');
  const message = useRecordContext<ContactMessage>();
  const notify = useNotify();
  const failed = useMessageFailure();
  const markRead = useMarkRead();
  const [deleteOne] = useDelete<ContactMessage>();
  const [confirming, setConfirming] = useState(false);
  if (!message) return null;
  const remove = () => {
    setConfirming(false);
    void deleteOne(
      CONTACT_INBOX,
      { id: message.id, previousData: message },
      {
        mutationMode: 'pessimistic',
        onSuccess: (deleted) => {
          const text = savedMessageOf(deleted);
          if (text) notify(text, { type: 'success', autoHideDuration: 2000, messageArgs: { _: text } });
        },
        onError: failed,
      },
    );
  };
  return (
    <>
      {isUnread(message) ? (
        <Tooltip title={t('markRead')}>
          <IconButton size="small" aria-label={t('markRead')} onClick={() => markRead(message)}>
            <DoneIcon />
          </IconButton>
        </Tooltip>
      ) : null}
      <Tooltip title={t('delete')}>
        <IconButton size="small" color="error" aria-label={t('delete')} onClick={() => setConfirming(true)}>
          <DeleteIcon />
        </IconButton>
      </Tooltip>
      <Confirm
        isOpen={confirming}
        title={t('confirmDeleteTitle')}
        content={t('confirmDeleteContent', { name: message.name })}
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
