import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  Tooltip,
} from '@mui/material';
import { alpha, type Theme } from '@mui/material/styles';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format/useFormat';
import { ShareInput } from './ShareInput';
import { editKey, offHundred, type EditMap, type GridColumn, type GridRow, type GridSort } from './grid';
import type { Cell } from '@domain/estimation';

interface Props {
  columns: GridColumn[];
  rows: GridRow[];
  sort: GridSort | null;
  onSort: (column: number) => void;
  percentageAt: number;
  /** When given, the job title shares are editable. */
  edits?: EditMap;
  originals?: Cell[][];
  onEdit?: (row: number, designation: string, share: number) => void;
}

const jdTint = (theme: { palette: { primary: { main: string } } }) => alpha(theme.palette.primary.main, 0.08);

/**
 * Long texts get room to read (and wrap at spaces); figures stay narrow. At 1440 px the HR sample's
 * columns before its four job titles (number, type, category, activity, description) leave all four
 * in view. On a phone the activity takes less.
 */
const WIDE: Record<string, number> = { description: 180 };
const minWidth = (column: GridColumn) =>
  column.activity ? { xs: 140, sm: 160 } : column.designation ? 88 : (WIDE[column.label.toLowerCase()] ?? 64);

/** Narrower than MUI's small cell: a dozen columns share the screen. */
const CELL_PADDING = { px: 1 };

/**
 * The activity (which names the row) stays at the start and the row's total (Percentage) at the end
 * while the job title shares between them scroll: every share can be compared with both.
 */
const pinned = (
  column: GridColumn,
  theme: Theme,
  { tint, header = false }: { tint?: string; header?: boolean } = {},
) =>
  column.activity || column.percentage
    ? {
        // On a phone only the activity is pinned: the total too would leave the shares no room.
        // (Header cells stay sticky: the header is frozen.)
        position: column.activity || header ? 'sticky' : { xs: 'static', sm: 'sticky' },
        ...(column.activity ? { insetInlineStart: 0 } : { insetInlineEnd: { xs: 'auto', sm: 0 } }),
        zIndex: 1,
        // Opaque, so the scrolling shares pass under it; a warning row's tint laid over the paper.
        bgcolor: 'background.paper',
        ...(tint ? { backgroundImage: `linear-gradient(${tint}, ${tint})` } : {}),
        boxShadow: `inset ${column.activity ? '-1px' : '1px'} 0 ${theme.palette.divider}`,
      }
    : {};

/** The sheet as a table with a frozen header; job title share columns are tinted and marked. */
export function SheetGrid({ columns, rows, sort, onSort, percentageAt, edits, originals, onEdit }: Props) {
  const { t } = useTranslation('estimation');
  const format = useFormat();
  const show = (cell: Cell | undefined) => (typeof cell === 'number' ? format.figure('cell', cell) : (cell ?? ''));
  return (
    // width 0 + min-width 100%: the grid scrolls inside the page instead of widening the layout
    // (react-admin's layout grows to fit its content).
    <TableContainer
      sx={{ maxHeight: '65vh', width: 0, minWidth: '100%', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Table stickyHeader size="small" aria-label={t('viewer.gridLabel')} data-testid="sheet-grid">
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 40, ...CELL_PADDING }}>#</TableCell>
            {columns.map((column) => (
              <TableCell
                key={column.index}
                sortDirection={sort?.column === column.index ? sort.order : false}
                sx={(theme) => ({
                  ...CELL_PADDING,
                  minWidth: minWidth(column),
                  ...(column.designation
                    ? {
                        // The frozen header stays opaque over the rows scrolling under it.
                        backgroundImage: `linear-gradient(${jdTint(theme)}, ${jdTint(theme)})`,
                        borderBottom: 2,
                        borderBottomColor: 'primary.main',
                      }
                    : {}),
                  ...pinned(column, theme, { header: true }),
                  ...(column.activity || column.percentage ? { zIndex: 3 } : {}),
                })}
                data-jd={column.designation ? 'true' : undefined}
                data-pinned={column.activity ? 'start' : column.percentage ? 'end' : undefined}
              >
                <TableSortLabel
                  active={sort?.column === column.index}
                  direction={sort?.column === column.index ? sort.order : 'asc'}
                  onClick={() => onSort(column.index)}
                >
                  {column.designation ? (
                    <Box component="span">
                      <Box
                        component="abbr"
                        title={t('viewer.jdColumn')}
                        sx={{ color: 'primary.main', fontWeight: 700, textDecoration: 'none' }}
                      >
                        JD
                      </Box>{' '}
                      <bdi>{column.designation}</bdi>
                    </Box>
                  ) : (
                    <bdi>{column.label}</bdi>
                  )}
                </TableSortLabel>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={columns.length + 1}>{t('viewer.noRows')}</TableCell>
            </TableRow>
          )}
          {rows.map(({ row, cells }) => {
            const off = offHundred(cells, percentageAt);
            return (
              <TableRow
                key={row}
                hover
                data-row={row}
                data-off={off ? 'true' : undefined}
                sx={
                  off
                    ? (theme) => ({
                        bgcolor: alpha(theme.palette.warning.main, 0.16),
                        boxShadow: `inset 4px 0 ${theme.palette.warning.main}`,
                      })
                    : undefined
                }
              >
                <TableCell sx={{ verticalAlign: 'top', color: 'text.secondary', ...CELL_PADDING }}>
                  {format.figure('count', row)}
                </TableCell>
                {columns.map((column) => {
                  const cell = cells[column.index];
                  const key = column.designation ? editKey(row, column.designation) : '';
                  const edited = !!column.designation && !!edits?.has(key);
                  return (
                    <TableCell
                      key={column.index}
                      align={typeof cell === 'number' || column.designation ? 'right' : 'left'}
                      sx={(theme) => ({
                        ...(column.designation && !off ? { bgcolor: jdTint(theme) } : {}),
                        ...CELL_PADDING,
                        maxWidth: 360,
                        verticalAlign: 'top',
                        whiteSpace: 'normal',
                        // A word longer than its column widens the column rather than breaking in two.
                        overflowWrap: 'break-word',
                        ...pinned(column, theme, { tint: off ? alpha(theme.palette.warning.main, 0.16) : undefined }),
                      })}
                    >
                      {column.designation && onEdit ? (
                        <ShareInput
                          value={typeof cell === 'number' ? cell : null}
                          edited={edited}
                          label={t('customise.shareLabel', { designation: column.designation, row })}
                          onCommit={(share) => onEdit(row, column.designation as string, share)}
                        />
                      ) : column.percentage && off ? (
                        <Tooltip
                          title={t('viewer.offHundred', {
                            total: typeof cell === 'number' ? format.figure('cell', cell) : '—',
                          })}
                        >
                          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                            <WarningAmberIcon fontSize="inherit" aria-label={t('viewer.offHundredShort')} />
                            {show(cell)}
                          </Box>
                        </Tooltip>
                      ) : typeof cell === 'string' ? (
                        // Workbook text keeps its own direction inside either layout.
                        <bdi>{cell}</bdi>
                      ) : (
                        show(cell)
                      )}
                      {edited && originals && (
                        <Box component="span" sx={{ display: 'block', fontSize: 11, color: 'text.secondary' }}>
                          {t('customise.was', { value: show(originals[row]?.[column.index]) })}
                        </Box>
                      )}
                    </TableCell>
                  );
                })}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
