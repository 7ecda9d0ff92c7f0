import { useState } from 'react';
import { Button } from '@mui/material';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../dataProvider';
import { useAppMutation } from '../../dataProvider/hooks';
import { TypedConfirmDialog } from './TypedConfirmDialog';

/**
 * Erases a person once the reader typed the confirmation word of their language: their name,
 * email, phone, address and picture give way to a pseudonym and they can no longer sign in.
 */
export function ErasePersonButton({ userId, name, onErased }: { userId: number; name: string; onErased(): void }) {
  const { t } = useTranslation('people');
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const erase = useAppMutation((provider) => provider.erasePerson(userId), {
    onSuccess: ({ message }) => {
      notify(message ?? t('personalData.erased'), { type: 'success', autoHideDuration: 3000 });
      setOpen(false);
      onErased();
    },
    onError: (error) => {
      notify(serverMessage(error) ?? t('common:errors.apiProblem'), { type: 'error', autoHideDuration: 3000 });
      setOpen(false);
    },
  });
  return (
    <>
      <Button color="error" variant="outlined" startIcon={<PersonOffIcon />} onClick={() => setOpen(true)}>
        {t('personalData.erase')}
      </Button>
      <TypedConfirmDialog
        open={open}
        title={t('personalData.eraseTitle', { name })}
        content={t('personalData.eraseContent', { name })}
        expected={t('personalData.eraseWord')}
        prompt={t('personalData.erasePrompt', { word: t('personalData.eraseWord') })}
        confirmLabel={t('personalData.eraseConfirm')}
        busy={erase.isPending}
        onConfirm={() => erase.mutate()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
