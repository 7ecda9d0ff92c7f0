import { Box, Stack, Typography, type Theme } from '@mui/material';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import DragHandleIcon from '@mui/icons-material/DragHandle';
import { useTranslation } from 'react-i18next';
import type { Money, PlanNode } from '@domain/workforcePlan/types';
import { hasRequirement } from '@domain/workforcePlan/wholePeople';
import { useFormat } from '../i18n/format/useFormat';

/** Below this a gap is rounding, not a person. */
const BALANCED = 0.005;

export type GapState = 'shortage' | 'surplus' | 'balanced';

export const gapState = (gap: number): GapState =>
  gap > BALANCED ? 'shortage' : gap < -BALANCED ? 'surplus' : 'balanced';

const PALETTE = { shortage: 'error', surplus: 'info', balanced: 'success' } as const;
// The darker shade on light paper, the lighter on dark: small text keeps its contrast in both themes.
const colourOf = (state: GapState) => (theme: Theme) =>
  theme.palette[PALETTE[state]][theme.palette.mode === 'dark' ? 'light' : 'dark'];
const ICON = { shortage: ArrowUpwardIcon, surplus: ArrowDownwardIcon, balanced: DragHandleIcon };

/**
 * A gap read three ways: its colour, an arrow, and the word (short / surplus / balanced), so colour
 * is never the only cue.
 */
export function GapFigure({ gap, variant = 'body2' }: { gap: number; variant?: 'body2' | 'h5' }) {
  const { t } = useTranslation('workforce');
  const format = useFormat();
  const state = gapState(gap);
  const Icon = ICON[state];
  const size = variant === 'h5' ? 'medium' : 'small';
  return (
    <Stack
      component="span"
      direction="row"
      spacing={0.5}
      sx={{ alignItems: 'center', color: colourOf(state), display: 'inline-flex' }}
      data-gap-state={state}
    >
      <Icon fontSize={size} aria-hidden />
      <Typography component="span" variant={variant} sx={{ fontWeight: 600 }}>
        {state === 'balanced'
          ? t('gap.balanced')
          : t(`gap.${state}`, { value: format.figure('resources', Math.abs(gap)) })}
      </Typography>
    </Stack>
  );
}

/** Amounts per currency, one under the other: never added across currencies. */
export function MoneyList({ amounts, empty = '—' }: { amounts: Money[]; empty?: string }) {
  const format = useFormat();
  if (amounts.length === 0) return <span>{empty}</span>;
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column' }}>
      {amounts.map((money) => (
        <bdi key={money.currency}>{format.money(money.amount, money.currency)}</bdi>
      ))}
    </Box>
  );
}

/**
 * An element's gap where it has a requirement; where an ancestor's plan holds it or no plan applies,
 * the words that say so instead (a gap there would read as a surplus that is not one).
 */
export function StatusFigure({ status, gap, coveredBy }: Pick<PlanNode, 'status' | 'gap' | 'coveredBy'>) {
  const { t } = useTranslation('workforce');
  if (hasRequirement(status)) return <GapFigure gap={gap} />;
  return (
    <Typography component="span" variant="body2" data-gap-state={status} sx={{ fontStyle: 'italic' }}>
      {status === 'covered' && coveredBy ? t('tree.covered', { name: coveredBy.name }) : t('tree.noPlan')}
    </Typography>
  );
}

/** Whole people to hire and over the plan, side by side (never netted). */
export function WholePeople({ toHire, surplus }: { toHire: number; surplus: number }) {
  const { t } = useTranslation('workforce');
  const format = useFormat();
  return (
    <>
      <span data-testid="to-hire">{t('figures.toHireValue', { value: format.figure('count', toHire) })}</span>
      <span data-testid="over-plan">{t('figures.overPlanValue', { value: format.figure('count', surplus) })}</span>
    </>
  );
}
