import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format/useFormat';
import type { ReportLine } from '@domain/estimation';

/**
 * Resources per job title as horizontal bars. Plain boxes rather than a chart library: they
 * mirror in right-to-left, print, and read out as text (each bar carries its figure).
 */
export function ResourcesChart({ lines }: { lines: ReportLine[] }) {
  const { t } = useTranslation('estimation');
  const format = useFormat();
  const max = Math.max(0, ...lines.map((l) => l.numberOfResources));
  return (
    <Box component="figure" sx={{ m: 0 }} aria-labelledby="resources-chart-caption">
      <Typography
        id="resources-chart-caption"
        component="figcaption"
        variant="subtitle1"
        sx={{ mb: 1, fontWeight: 600 }}
      >
        {t('report.chartTitle')}
      </Typography>
      {lines.length === 0 && <Typography color="text.secondary">{t('report.noLines')}</Typography>}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}>
        {lines.map((line) => (
          <Box
            component="li"
            key={line.resourcesName}
            sx={{ display: 'grid', gridTemplateColumns: 'minmax(120px, 30%) 1fr auto', gap: 1, alignItems: 'center' }}
          >
            {/* The whole name, wrapped over lines: an ellipsis cut the wrong end of a Latin name in Arabic. */}
            <Typography variant="body2" sx={{ overflowWrap: 'break-word', minWidth: 0 }}>
              <bdi>{line.resourcesName}</bdi>
            </Typography>
            <Box sx={{ bgcolor: 'action.hover', borderRadius: 1, height: 18 }} aria-hidden>
              <Box
                sx={{
                  height: '100%',
                  width: `${max > 0 ? (line.numberOfResources / max) * 100 : 0}%`,
                  minWidth: line.numberOfResources > 0 ? 2 : 0,
                  bgcolor: 'primary.main',
                  borderRadius: 1,
                  printColorAdjust: 'exact',
                  WebkitPrintColorAdjust: 'exact',
                }}
              />
            </Box>
            <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', minWidth: 56, textAlign: 'end' }}>
              {format.figure('resources', line.numberOfResources)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
