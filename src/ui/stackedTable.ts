import type { SxProps, Theme } from '@mui/material/styles';

/**
 * What a body cell of a stacked table carries: its column's name, written beside its value once
 * the row is a card; `lead` moves it to the top of the card, under the row's name (money first).
 */
export const stackedCell = (label: string, { lead = false } = {}) => ({
  'data-label': label,
  ...(lead ? { 'data-lead': 'true' } : {}),
});

/** The cell of a row's actions: at the card's foot, its buttons at the end of the line. */
export const actionsCell = { 'data-actions': 'true' } as const;

/**
 * A table's `sx` that turns each body row into a card on a phone: the row's name (its `th`) first,
 * then the leading cells, then every other value under its column's name, the actions last; the
 * header row is left to screen readers. Nothing scrolls sideways, so no action or amount is out of
 * reach. The table keeps its markup: a screen reader still reads a table.
 */
export const stackedOnPhone: SxProps<Theme> = (theme) => ({
  [theme.breakpoints.down('sm')]: {
    display: 'block',
    '& thead': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
    '& tbody': { display: 'block' },
    '& tbody tr': {
      display: 'flex',
      flexDirection: 'column',
      border: 1,
      borderColor: 'divider',
      borderRadius: 1,
      mb: 1,
      px: 1.5,
      py: 1,
    },
    '& tbody td, & tbody th': {
      display: 'flex',
      justifyContent: 'space-between',
      alignItems: 'baseline',
      flexWrap: 'wrap',
      columnGap: 2,
      border: 0,
      p: 0,
      py: 0.25,
      textAlign: 'end',
      overflowWrap: 'anywhere',
    },
    '& tbody th': { order: -2, fontWeight: 600, justifyContent: 'flex-start', textAlign: 'start' },
    '& tbody [data-lead]': { order: -1, fontWeight: 600 },
    '& tbody [data-label]::before': {
      content: 'attr(data-label)',
      color: 'text.secondary',
      fontWeight: 400,
      textAlign: 'start',
    },
    '& tbody [data-actions]': { justifyContent: 'flex-end', pt: 0.5 },
  },
});
