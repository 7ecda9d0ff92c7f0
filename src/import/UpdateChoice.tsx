import { Checkbox, FormControlLabel, FormHelperText, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ImportKind, ImportMode } from '@domain/import/kinds';

/**
 * The dry run's explicit choice: rows naming a record already there (an employee by email, a
 * structure element by name under its parent) update it, or are refused as taken.
 */
export function UpdateChoice({
  kind,
  mode,
  onChange,
  disabled,
}: {
  kind: ImportKind;
  mode: ImportMode;
  onChange: (mode: ImportMode) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('import');
  const which = kind === 'employees' ? 'employees' : 'structure';
  return (
    <Stack>
      <FormControlLabel
        control={
          <Checkbox
            checked={mode === 'update'}
            disabled={disabled}
            onChange={(event) => onChange(event.target.checked ? 'update' : 'create')}
            slotProps={{ input: { 'aria-describedby': 'import-update-hint' } }}
          />
        }
        label={t(`updateExisting.${which}`)}
      />
      <FormHelperText id="import-update-hint" sx={{ mt: 0 }}>
        {t(`updateHint.${which}`)}
      </FormHelperText>
    </Stack>
  );
}
