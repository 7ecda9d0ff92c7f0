import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FTE_SCOPES, type FteScope } from '@domain/fteScopes';

/** Organisation, department, sub-department, project, team or job title. */
export function CategoryPicker({ value, onChange }: { value: FteScope; onChange: (category: FteScope) => void }) {
  const { t } = useTranslation('estimation');
  return (
    <TextField
      select
      sx={{ minWidth: 200, flex: { md: '0 0 220px' } }}
      label={t('select.category')}
      value={value}
      onChange={(e) => onChange(e.target.value as FteScope)}
      helperText=" "
    >
      {FTE_SCOPES.map((scope) => (
        <MenuItem key={scope} value={scope}>
          {t(`category.${scope}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
