import { Alert, Stack, TextField } from '@mui/material';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../dataProvider';
import { useAppMutation } from '../../dataProvider/hooks';
import { changePasswordSchema, type ChangePasswordInput } from '@domain/profile';
import { useSchemaForm } from '../../app/useSchemaForm';
import { ProfileDialog } from './ProfileDialog';
import { fieldErrorsOf } from './profileForm';

const ORDER = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change password: the current one first; every other session of the person ends; a notice is mailed. */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('admin');
  const notify = useNotify();
  const form = useSchemaForm({ schema: changePasswordSchema, initial: EMPTY, order: ORDER });
  const dirty = ORDER.some((field) => form.values[field] !== '');
  const change = useAppMutation((provider, values: ChangePasswordInput) => provider.changePassword(values), {
    onSuccess: ({ message }) => {
      notify(message ?? t('profileMenu.passwordChanged'), { type: 'success' });
      onClose();
    },
    onError: (error) => {
      form.showServerErrors(fieldErrorsOf(error));
      notify(serverMessage(error) ?? t('common:errors.apiProblem'), { type: 'error' });
    },
  });

  return (
    <ProfileDialog
      title={t('profileMenu.changePassword')}
      dirty={dirty}
      sending={change.isPending}
      submitLabel={t('profileMenu.changePassword')}
      sendingLabel={t('profileMenu.changing')}
      onClose={onClose}
      onSubmit={() => {
        if (form.validate()) change.mutate(form.input() as ChangePasswordInput);
      }}
    >
      <Stack spacing={1} sx={{ pt: 1 }}>
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('profileMenu.passwordNote')}
        </Alert>
        <TextField
          {...form.register('currentPassword')}
          label={t('server:fields.currentPassword')}
          type="password"
          autoComplete="current-password"
          required
          fullWidth
          autoFocus
        />
        <TextField
          {...form.register('newPassword')}
          label={t('server:fields.newPassword')}
          type="password"
          autoComplete="new-password"
          required
          fullWidth
        />
        <TextField
          {...form.register('confirmPassword')}
          label={t('server:fields.confirmPassword')}
          type="password"
          autoComplete="new-password"
          required
          fullWidth
        />
      </Stack>
    </ProfileDialog>
  );
}
