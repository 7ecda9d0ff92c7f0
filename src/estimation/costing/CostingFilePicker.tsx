import { Autocomplete, Box, Chip, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { CostingFile } from '@domain/estimation/answers';

/** The organisation's files with the country and currency their costs are in. */
export function CostingFilePicker({
  files,
  value,
  loading,
  onChange,
}: {
  files: CostingFile[];
  value: CostingFile | null;
  loading: boolean;
  onChange: (file: CostingFile | null) => void;
}) {
  const { t } = useTranslation('estimation');
  const country = (f: CostingFile) => t(`country.${f.country}`, { defaultValue: f.country });
  return (
    <Autocomplete
      sx={{ maxWidth: 640 }}
      options={files}
      value={value}
      loading={loading}
      onChange={(_, next) => onChange(next)}
      getOptionLabel={(f) => f.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={t('costing.noFiles')}
      loadingText={t('loading')}
      renderOption={({ key, ...props }, f) => (
        <Box
          component="li"
          key={key}
          {...props}
          sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Typography component="span">{f.name}</Typography>
          <Typography component="span" variant="body2" color="text.secondary">
            {country(f)}
            {f.currency ? ` · ${f.currency}` : ''}
          </Typography>
          {f.fileType === 'C' && <Chip size="small" label={t('files.customisedOne')} />}
        </Box>
      )}
      renderInput={(params) => <TextField {...params} label={t('costing.chooseFile')} />}
    />
  );
}
