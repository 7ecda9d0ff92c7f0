import { Card, CardActionArea, CardContent, Grid, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format/useFormat';
import type { ReportAnswer } from '@domain/estimation/answers';
import { Ltr } from '../../i18n/format/Ltr';
import { useHeadlineLinks, type HeadlineKey } from './headlineLinks';

/** h4's size, when the card is wide enough for the figure. */
const FIGURE_SIZE = '2.125rem';
/** A bold tabular digit's width in em (Inter, Noto Kufi Arabic), with room to spare. */
const GLYPH_EM = 0.66;
/** The largest size at which `text` fits the card's width on one line (cqi: a hundredth of that width). */
const fitting = (text: string) => `min(${FIGURE_SIZE}, ${(100 / (Math.max(text.length, 1) * GLYPH_EM)).toFixed(2)}cqi)`;

function Headline({
  label,
  text,
  ltr = false,
  testId,
  to,
}: {
  label: string;
  text: string;
  ltr?: boolean;
  testId: string;
  /** What the figure is made of: the whole card opens it. */
  to?: string;
}) {
  // The card's own width sets the figure's size (a container query): four cards in a row leave
  // each a quarter of whatever the screen gives, and a nine-digit amount with its currency still
  // fits on one line.
  const content = (
    <CardContent sx={{ containerType: 'inline-size' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        variant="h4"
        component="p"
        sx={{
          fontWeight: 600,
          fontVariantNumeric: 'tabular-nums',
          whiteSpace: 'nowrap',
          fontSize: fitting(text),
        }}
        data-testid={testId}
      >
        {ltr ? <Ltr>{text}</Ltr> : text}
      </Typography>
    </CardContent>
  );
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      {to ? (
        <CardActionArea component={Link} to={to} sx={{ height: '100%' }} data-testid={`${testId}-link`}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
}

/** Required resources (2 decimals), total annual cost in the FTE's currency, total hours and the FTE value. */
export function HeadlineCards({ report }: { report: ReportAnswer }) {
  const { t } = useTranslation('estimation');
  const format = useFormat();
  const links = useHeadlineLinks(report);
  const total = report.reportCalculations[report.reportCalculations.length - 1];
  const cards: Array<{ key: HeadlineKey; label: string; text: string; ltr?: boolean }> = [
    {
      key: 'resources',
      label: t('report.requiredResources'),
      text: format.figure('resources', total?.numberOfResources ?? 0),
    },
    {
      key: 'cost',
      label: t('report.totalCost', { currency: report.file.currency ?? '' }),
      text: format.money(total?.annualCost ?? 0, report.file.currency),
      ltr: true,
    },
    { key: 'hours', label: t('report.totalHoursCard'), text: format.figure('hours', total?.totalHours ?? 0) },
    { key: 'fte', label: t('report.fteValue'), text: format.figure('hours', report.file.fte) },
  ];
  return (
    <Grid container spacing={2}>
      {cards.map((card) => (
        <Grid key={card.key} size={{ xs: 12, sm: 6, lg: 3 }}>
          <Headline
            label={card.label}
            text={card.text}
            ltr={card.ltr}
            testId={`headline-${card.key}`}
            to={links[card.key]}
          />
        </Grid>
      ))}
    </Grid>
  );
}
