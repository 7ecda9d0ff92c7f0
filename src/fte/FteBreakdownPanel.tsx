import type { ReactNode } from 'react';
import { Alert, Box, Divider, Paper, Stack, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { computeFte, WEEKS_PER_YEAR, type BreakdownLine, type FteBreakdown } from '@domain/fte';
import { toFteInput, type FteFormValues } from './formValues';
import { useFormat } from '../i18n/format/useFormat';
import { Ltr } from '../i18n/format/Ltr';
import { hoursAsTime } from './format';

function Line({
  label,
  value,
  testId,
  strong,
}: {
  label: string;
  value: ReactNode;
  testId?: string;
  strong?: boolean;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }}>
      <Typography variant="body2" sx={{ fontWeight: strong ? 600 : undefined }}>
        {label}
      </Typography>
      <Typography
        variant="body2"
        data-testid={testId}
        sx={{ fontWeight: strong ? 600 : undefined, fontVariantNumeric: 'tabular-nums' }}
      >
        {value}
      </Typography>
    </Box>
  );
}

function Totals({ breakdown }: { breakdown: FteBreakdown }) {
  const { t } = useTranslation();
  const format = useFormat();
  const days = (value: number) => format.figure('days', value);
  const hours = (value: number) => format.figure('hours', value);
  const lineLabel = (line: BreakdownLine) => line.name || t(`fte.fields.${line.field}`);
  return (
    <>
      <Line
        label={t('fte.breakdown.workingDaysPerYear', { days: days(breakdown.workingDaysPerYear / WEEKS_PER_YEAR) })}
        value={days(breakdown.workingDaysPerYear)}
      />
      {breakdown.absences.map((line, i) => (
        <Line key={`a${i}`} label={`− ${lineLabel(line)}`} value={days(line.value)} />
      ))}
      <Line
        label={t('fte.breakdown.availableDays')}
        value={days(breakdown.availableDays)}
        testId="fte-available-days"
        strong
      />
      <Divider sx={{ my: 1 }} />
      <Line label={t('fte.breakdown.workingHours')} value={hours(breakdown.workingHours)} />
      {breakdown.breaks.map((line, i) => (
        <Line
          key={`b${i}`}
          label={`− ${lineLabel(line)}`}
          value={<Ltr>{hoursAsTime(line.value, format.digits)}</Ltr>}
        />
      ))}
      <Line
        label={t('fte.breakdown.netDailyHours')}
        value={hours(breakdown.netDailyHours)}
        testId="fte-net-daily-hours"
        strong
      />
      <Divider sx={{ my: 1 }} />
      <Line
        label={t('fte.breakdown.fte', {
          days: days(breakdown.availableDays),
          hours: hours(breakdown.netDailyHours),
        })}
        value={hours(breakdown.fte)}
        testId="fte-annual-hours"
        strong
      />
    </>
  );
}

/**
 * The FTE value and how it comes about, recomputed by the shared FTE function on every keystroke,
 * with the rules the profile still breaks.
 */
export function FteBreakdownPanel() {
  const { t } = useTranslation();
  const values = useWatch() as FteFormValues;
  const { breakdown, issues } = computeFte(toFteInput(values));
  const wholeProfile = issues.filter((issue) => issue.field === 'netDailyHours' || issue.field === 'availableDays');
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, position: { md: 'sticky' }, top: { md: 0 } }}
      aria-live="polite"
      aria-label={t('fte.breakdown.title')}
    >
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {t('fte.breakdown.title')}
      </Typography>
      {breakdown ? (
        <Totals breakdown={breakdown} />
      ) : (
        <Typography color="text.secondary">{t('fte.breakdown.incomplete')}</Typography>
      )}
      <Stack spacing={1} sx={{ mt: 1 }}>
        {wholeProfile.map((issue) => (
          <Alert key={issue.field} severity="warning">
            {t(`server:${issue.key}`)}
          </Alert>
        ))}
      </Stack>
    </Paper>
  );
}
