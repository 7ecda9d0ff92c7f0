import type { ReactNode } from 'react';
import { Card, CardContent, Grid, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format/useFormat';
import type { ReportAnswer } from '../types';
import { Ltr } from '../../i18n/format/Ltr';

function Headline({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography
          variant="h4"
          component="p"
          sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
          data-testid={testId}
        >
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** Required resources (2 decimals), total annual cost in the FTE's currency, total hours and the FTE value. */
export function HeadlineCards({ report }: { report: ReportAnswer }) {
  const { t } = useTranslation('estimation');
  const format = useFormat();
  const total = report.reportCalculations[report.reportCalculations.length - 1];
  const cards = [
    {
      key: 'resources',
      label: t('report.requiredResources'),
      value: format.figure('resources', total?.numberOfResources ?? 0),
    },
    {
      key: 'cost',
      label: t('report.totalCost', { currency: report.file.currency ?? '' }),
      value: <Ltr>{format.money(total?.annualCost ?? 0, report.file.currency)}</Ltr>,
    },
    { key: 'hours', label: t('report.totalHoursCard'), value: format.figure('hours', total?.totalHours ?? 0) },
    { key: 'fte', label: t('report.fteValue'), value: format.figure('hours', report.file.fte) },
  ];
  return (
    <Grid container spacing={2}>
      {cards.map((card) => (
        <Grid key={card.key} size={{ xs: 12, sm: 6, lg: 3 }}>
          <Headline label={card.label} value={card.value} testId={`headline-${card.key}`} />
        </Grid>
      ))}
    </Grid>
  );
}
