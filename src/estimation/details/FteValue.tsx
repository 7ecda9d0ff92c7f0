import { Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAppQuery } from '../../dataProvider/hooks';
import { useFormat } from '../../i18n/format/useFormat';
import type { FteScope } from '@domain/fteScopes';

/** The chosen profile's FTE value (annual available hours of one person) with its country and currency. */
export function FteValue({
  fteId,
  category,
  country,
  currency,
}: {
  fteId: number;
  category: FteScope;
  country: string | null;
  currency: string | null;
}) {
  const { t } = useTranslation('estimation');
  const format = useFormat();
  const { data, isLoading, isError } = useAppQuery(['estimation', 'fte', fteId, category], (provider) =>
    provider.fteValue(fteId, category),
  );
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      data-testid="fte-value"
    >
      <Typography variant="body2" color="text.secondary">
        {t('fte.label')}
      </Typography>
      <Typography variant="subtitle1" component="span" sx={{ fontWeight: 600 }}>
        {isLoading
          ? t('loading')
          : isError || data === undefined
            ? t('fte.unknown')
            : t('fte.hours', { value: format.figure('hours', data) })}
      </Typography>
      {country && <Chip size="small" label={t(`country.${country}`, { defaultValue: country })} />}
      {currency && <Chip size="small" variant="outlined" label={currency} />}
    </Stack>
  );
}
