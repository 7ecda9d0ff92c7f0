import { useState } from 'react';
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useTranslation } from 'react-i18next';

interface Props {
  open: boolean;
  title: string;
  content: string;
  /** What the reader must type, exactly, before the button works (a word of their language, a name). */
  expected: string;
  /** The field's label: which text to type. */
  prompt: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** A confirmation for what cannot be undone: the button works once the reader typed the expected text. */
export function TypedConfirmDialog({
  open,
  title,
  content,
  expected,
  prompt,
  confirmLabel,
  busy,
  onConfirm,
  onClose,
}: Props) {
  const { t } = useTranslation('people');
  const [typed, setTyped] = useState('');
  const matches = typed.trim() === expected.trim();
  const close = () => {
    if (busy) return;
    setTyped('');
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby="typed-confirm-title" fullWidth maxWidth="sm">
      <DialogTitle id="typed-confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{content}</DialogContentText>
        <TextField
          autoFocus
          fullWidth
          label={prompt}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && matches && !busy) onConfirm();
          }}
          autoComplete="off"
          slotProps={{ htmlInput: { 'data-testid': 'typed-confirm-input' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          {t('personalData.cancel')}
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={onConfirm}
          disabled={!matches || busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          data-testid="typed-confirm-button"
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
