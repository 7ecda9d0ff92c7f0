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

/** What the reader typed to confirm, and whether it is the expected text. */
export function useTypedConfirm(expected: string) {
  const [typed, setTyped] = useState('');
  return { typed, setTyped, matches: typed.trim() === expected.trim(), reset: () => setTyped('') };
}

/** The field in which the reader types the expected text; Enter confirms once it matches. */
export function TypedConfirmField({
  prompt,
  typed,
  onType,
  onEnter,
  autoFocus = true,
}: {
  prompt: string;
  typed: string;
  onType(value: string): void;
  onEnter(): void;
  autoFocus?: boolean;
}) {
  return (
    <TextField
      autoFocus={autoFocus}
      fullWidth
      label={prompt}
      value={typed}
      onChange={(event) => onType(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onEnter();
      }}
      autoComplete="off"
      slotProps={{ htmlInput: { 'data-testid': 'typed-confirm-input' } }}
    />
  );
}

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
  const { typed, setTyped, matches, reset } = useTypedConfirm(expected);
  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby="typed-confirm-title" fullWidth maxWidth="sm">
      <DialogTitle id="typed-confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{content}</DialogContentText>
        <TypedConfirmField
          prompt={prompt}
          typed={typed}
          onType={setTyped}
          onEnter={() => {
            if (matches && !busy) onConfirm();
          }}
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
