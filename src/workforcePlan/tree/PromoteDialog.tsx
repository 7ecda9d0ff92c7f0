import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { latinDigits } from '@domain/digits';
import { useFormat } from '../../i18n/format/useFormat';

const FIRST_YEAR = 2000;
const LAST_YEAR = 2100;

/** Asks for the plan year and an optional note before a draft becomes the element's plan of record. */
export function PromoteDialog({
  workbook,
  element,
  saving,
  onPromote,
  onClose,
}: {
  /** The workbook to promote; null: closed. */
  workbook: { fileId: number; fileName: string } | null;
  element: string;
  saving: boolean;
  onPromote: (promotion: { fileId: number; planYear: number; note: string | null }) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('workforce');
  const format = useFormat();
  const [year, setYear] = useState(() => format.plain(new Date().getFullYear()));
  const [note, setNote] = useState('');
  // Typed in either digit system: the year is read in Latin digits.
  const planYear = Number(latinDigits(year).trim());
  const valid = Number.isInteger(planYear) && planYear >= FIRST_YEAR && planYear <= LAST_YEAR;
  return (
    <Dialog
      open={workbook !== null}
      onClose={saving ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="promote-title"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (workbook && valid) onPromote({ fileId: workbook.fileId, planYear, note: note.trim() || null });
        }}
      >
        <DialogTitle id="promote-title">{t('plan.promoteTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t('plan.promoteIntro', { name: workbook?.fileName ?? '', element })}
          </DialogContentText>
          <Stack spacing={2}>
            <TextField
              autoFocus
              label={t('plan.planYear')}
              value={year}
              onChange={(e) => setYear(e.target.value)}
              error={!valid}
              helperText={t('plan.planYearHint')}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4, 'data-testid': 'promote-year' } }}
            />
            <TextField
              label={t('plan.note')}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'promote-note' } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            {t('plan.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving || !valid} data-testid="promote-confirm">
            {saving ? t('plan.promoting') : t('plan.promote')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
