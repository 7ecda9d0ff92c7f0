import { useState } from 'react';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { useDelete, useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../dataProvider';
import { useAppMutation } from '../../dataProvider/hooks';
import { TypedConfirmField, useTypedConfirm } from './TypedConfirmDialog';

/** What can happen to a person's account, from the mildest; `activate` takes the place of `deactivate` for an inactive one. */
export type AccountOutcome = 'deactivate' | 'activate' | 'erase' | 'delete';

/** The word to type before what cannot be undone. */
const TYPED: Partial<Record<AccountOutcome, string>> = {
  erase: 'personalData.eraseWord',
  delete: 'personalData.choice.delete.word',
};

interface Props {
  userId: number;
  name: string;
  active: boolean;
  /** Deactivate (or activate) needs Employee Edit; erase and delete need Employee Delete. */
  canEdit: boolean;
  canDelete: boolean;
  /** Once done: the page reloads the person, or leaves it after a delete. */
  onDone(outcome: AccountOutcome): void;
}

/**
 * One explained choice between deactivating, erasing the personal data of and deleting a person:
 * each option says what it does and what Tawazun keeps, and what cannot be undone asks for the
 * word of the reader's language first.
 */
export function AccountChoice({ userId, name, active, canEdit, canDelete, onDone }: Props) {
  const { t } = useTranslation('people');
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<AccountOutcome | null>(null);
  const word = chosen && TYPED[chosen] ? t(TYPED[chosen]) : '';
  const typed = useTypedConfirm(word);
  const [remove, removal] = useDelete();
  const options: AccountOutcome[] = [
    ...(canEdit ? [active ? ('deactivate' as const) : ('activate' as const)] : []),
    ...(canDelete ? (['erase', 'delete'] as const) : []),
  ];

  const finish = (outcome: AccountOutcome, message: string | undefined) => {
    notify(message ?? t(outcome === 'erase' ? 'personalData.erased' : `personalData.choice.${outcome}.done`), {
      type: 'success',
      autoHideDuration: 3000,
    });
    close(true);
    onDone(outcome);
  };
  const failed = (error: unknown) => {
    notify(serverMessage(error) ?? t('common:errors.apiProblem'), { type: 'error', autoHideDuration: 3000 });
  };
  const change = useAppMutation(
    (provider, outcome: Exclude<AccountOutcome, 'delete'>) =>
      outcome === 'erase'
        ? provider.erasePerson(userId)
        : outcome === 'activate'
          ? provider.approveAccounts([userId])
          : provider.deactivateAccounts([userId]),
    { onSuccess: ({ message }, outcome) => finish(outcome, message), onError: failed },
  );
  const busy = change.isPending || removal.isPending;
  const ready = chosen !== null && (!TYPED[chosen] || typed.matches) && !busy;

  function close(force = false) {
    if (busy && !force) return;
    setOpen(false);
    setChosen(null);
    typed.reset();
  }
  const confirm = () => {
    if (!ready || !chosen) return;
    if (chosen !== 'delete') return change.mutate(chosen);
    remove('employees', { id: userId }, { onSuccess: () => finish('delete', t('list.deleted')), onError: failed });
  };

  if (!options.length) return null;
  return (
    <>
      <Button variant="outlined" color="warning" startIcon={<ManageAccountsIcon />} onClick={() => setOpen(true)}>
        {t('personalData.choice.open')}
      </Button>
      <Dialog open={open} onClose={() => close()} aria-labelledby="account-choice-title" fullWidth maxWidth="sm">
        <DialogTitle id="account-choice-title">{t('personalData.choice.title', { name })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('personalData.choice.intro')}</DialogContentText>
          <RadioGroup
            aria-labelledby="account-choice-title"
            value={chosen ?? ''}
            onChange={(event) => {
              setChosen(event.target.value as AccountOutcome);
              typed.reset();
            }}
          >
            {options.map((outcome) => (
              <Box
                key={outcome}
                sx={{
                  border: 1,
                  borderColor: chosen === outcome ? 'primary.main' : 'divider',
                  borderRadius: 1,
                  p: 1.5,
                  mb: 1,
                }}
              >
                <FormControlLabel
                  value={outcome}
                  control={<Radio slotProps={{ input: { 'aria-describedby': `account-choice-${outcome}` } }} />}
                  label={<Typography sx={{ fontWeight: 600 }}>{t(`personalData.choice.${outcome}.title`)}</Typography>}
                />
                <Box id={`account-choice-${outcome}`} sx={{ paddingInlineStart: 4 }}>
                  <Typography variant="body2">{t(`personalData.choice.${outcome}.does`, { name })}</Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                    {t(`personalData.choice.${outcome}.keeps`)}
                  </Typography>
                </Box>
              </Box>
            ))}
          </RadioGroup>
          {chosen && TYPED[chosen] ? (
            <Box sx={{ mt: 2 }}>
              <TypedConfirmField
                key={chosen}
                prompt={t('personalData.erasePrompt', { word })}
                typed={typed.typed}
                onType={typed.setTyped}
                onEnter={confirm}
              />
            </Box>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => close()} disabled={busy}>
            {t('personalData.cancel')}
          </Button>
          <Button
            color={chosen === 'activate' ? 'primary' : 'error'}
            variant="contained"
            onClick={confirm}
            disabled={!ready}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
            data-testid="typed-confirm-button"
          >
            {t(chosen ? `personalData.choice.${chosen}.confirm` : 'personalData.choice.choose')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
