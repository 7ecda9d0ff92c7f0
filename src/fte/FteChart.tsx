import { Box, Paper, Tooltip, Typography } from '@mui/material';
import { useListContext, type RaRecord } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/format/useFormat';

interface ProfileBar {
  id: RaRecord['id'];
  name: string;
  fte: number;
  availableDays?: number;
  netDailyHours?: number;
}

/** Bars scaled to the largest value shown, so profiles compare at a glance. */
export function chartBars(records: RaRecord[]): Array<ProfileBar & { share: number }> {
  const bars = records
    .filter((r) => typeof r.fte === 'number' && Number.isFinite(r.fte))
    .map((r) => ({
      id: r.id,
      name: String(r.fteName ?? r.id),
      fte: r.fte as number,
      availableDays: r.availableDays,
      netDailyHours: r.netDailyHours,
    }));
  const max = Math.max(0, ...bars.map((b) => b.fte));
  return bars.map((bar) => ({ ...bar, share: max > 0 ? bar.fte / max : 0 }));
}

/**
 * The profiles of the page on screen compared by their FTE value (annual hours). Plain boxes rather
 * than a chart library: they mirror by themselves in Arabic and weigh nothing.
 */
export function FteChart() {
  const { data } = useListContext();
  const { t } = useTranslation();
  const format = useFormat();
  const bars = chartBars(data ?? []);
  if (bars.length === 0) return null;
  return (
    <Paper variant="outlined" component="figure" sx={{ m: 0, p: 2 }} aria-labelledby="fte-chart-title">
      <Typography id="fte-chart-title" component="figcaption" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('fte.chart.title')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {bars.map((bar) => (
          <Box
            component="li"
            key={bar.id}
            sx={{ display: 'grid', gridTemplateColumns: 'minmax(96px, 28%) 1fr auto', alignItems: 'center', gap: 1 }}
          >
            <Typography variant="body2" noWrap title={bar.name}>
              {bar.name}
            </Typography>
            <Tooltip
              title={t('fte.chart.detail', {
                days: format.figure('days', bar.availableDays ?? 0),
                hours: format.figure('hours', bar.netDailyHours ?? 0),
              })}
            >
              <Box role="img" sx={{ height: 16, bgcolor: 'action.hover', borderRadius: 1, overflow: 'hidden' }}>
                <Box
                  sx={{
                    height: '100%',
                    width: `${Math.max(bar.share * 100, 1)}%`,
                    bgcolor: 'primary.main',
                    borderRadius: 1,
                  }}
                />
              </Box>
            </Tooltip>
            <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', minWidth: 64, textAlign: 'end' }}>
              {t('fte.chart.value', { value: format.figure('hours', bar.fte) })}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
