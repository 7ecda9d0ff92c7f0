import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { customisedName } from '@domain/estimation';
import { useFormat } from '../../i18n/format/useFormat';
import { OffRowsWarning, type OffRow } from '../common/OffRowsWarning';

/**
 * Names the customised copy before it is saved (the server numbers a name already taken), warning
 * of the rows whose shares do not total 100: the report would lose or add part of their hours.
 */
export function SaveCopyDialog({
  open,
  source,
  changes,
  offRows = [],
  saving,
  onSave,
  onClose,
}: {
  open: boolean;
  source: string;
  changes: number;
  offRows?: OffRow[];
  saving: boolean;
  onSave: (name: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('estimation');
  const format = useFormat();
  const [name, setName] = useState(() => customisedName(source, []));
  const blank = name.trim() === '';
  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="save-copy-title"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!blank) onSave(name.trim());
        }}
      >
        <DialogTitle id="save-copy-title">{t('customise.saveTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t('customise.saveIntro', { count: changes, shown: format.figure('count', changes), source })}
          </DialogContentText>
          <OffRowsWarning rows={offRows} testId="save-copy-off-rows" />
          <TextField
            autoFocus
            fullWidth
            label={t('customise.copyName')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={blank}
            helperText={blank ? t('customise.nameRequired') : t('customise.nameHint')}
            slotProps={{ htmlInput: { maxLength: 150 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving || blank}>
            {saving ? t('customise.saving') : t('customise.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
