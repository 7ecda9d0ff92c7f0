import type { FormEvent, ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, type Theme } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface Props {
  title: string;
  /** Whether something typed would be lost: then only Cancel closes, not a click beside the dialog. */
  dirty: boolean;
  sending: boolean;
  submitLabel: string;
  sendingLabel: string;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** The frame of the profile menu's forms: full screen on a phone, Cancel and the form's button. */
export function ProfileDialog({
  title,
  dirty,
  sending,
  submitLabel,
  sendingLabel,
  onSubmit,
  onClose,
  children,
}: Props) {
  const { t } = useTranslation('admin');
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!sending) onSubmit();
  };
  return (
    <Dialog
      open
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="profile-dialog-title"
      onClose={(_, reason) => {
        if (sending || (dirty && reason === 'backdropClick')) return;
        onClose();
      }}
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: submit } as object }}
    >
      <DialogTitle id="profile-dialog-title">{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={sending}>
          {t('profileMenu.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={sending}>
          {sending ? sendingLabel : submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
