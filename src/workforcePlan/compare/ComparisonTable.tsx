import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ComparisonLine, Money } from '@domain/workforcePlan/types';
import { useFormat } from '../../i18n/format/useFormat';
import { stackedCell, stackedOnPhone } from '../../ui/stackedTable';

type Cell = ReturnType<typeof stackedCell>;

/** A difference with its sign spelt out, so it reads without colour. */
function Difference({ value, text, cell }: { value: number; text: string; cell: Cell }) {
  const colour = value > 0 ? 'error.dark' : value < 0 ? 'info.dark' : 'text.secondary';
  return (
    <TableCell align="right" sx={{ color: colour, fontWeight: value === 0 ? undefined : 600 }} {...cell}>
      {value > 0 ? `+${text}` : text}
    </TableCell>
  );
}

/** Per job title: hours, resources and cost of the left and the right workbook and their difference. */
export function ComparisonTable({ lines, caption }: { lines: ComparisonLine[]; caption: string }) {
  const { t } = useTranslation('workforce');
  const format = useFormat();
  const money = (cost: Money | null) => (cost ? format.money(cost.amount, cost.currency) : t('figures.noCost'));
  // On a phone each value is named by its measure and side; the costs come first.
  const cell = (measure: 'hours' | 'resources' | 'cost', side: 'left' | 'right' | 'difference') =>
    stackedCell(`${t(`compare.${measure}`)} · ${t(`compare.${side}`)}`, { lead: measure === 'cost' });
  return (
    <TableContainer tabIndex={0}>
      <Table size="small" aria-label={caption} data-testid="comparison-lines" sx={stackedOnPhone}>
        <TableHead>
          <TableRow>
            <TableCell rowSpan={2}>{t('figures.jobTitle')}</TableCell>
            <TableCell colSpan={3} align="center">
              {t('compare.hours')}
            </TableCell>
            <TableCell colSpan={3} align="center">
              {t('compare.resources')}
            </TableCell>
            <TableCell colSpan={3} align="center">
              {t('compare.cost')}
            </TableCell>
          </TableRow>
          <TableRow>
            {['hours', 'resources', 'cost'].flatMap((measure) =>
              ['left', 'right', 'difference'].map((side) => (
                <TableCell key={`${measure}-${side}`} align="right">
                  {t(`compare.${side}`)}
                </TableCell>
              )),
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow
              key={line.total ? `${line.category}\u0000total` : `${line.category}:${line.title}`}
              sx={
                line.total ? { '& td, & th': { fontWeight: 700, borderTop: 2, borderTopColor: 'divider' } } : undefined
              }
            >
              <TableCell component="th" scope="row">
                {line.total ? t('compare.total') : <bdi>{line.title}</bdi>}
              </TableCell>
              <TableCell align="right" {...cell('hours', 'left')}>
                {format.figure('hours', line.left.hours)}
              </TableCell>
              <TableCell align="right" {...cell('hours', 'right')}>
                {format.figure('hours', line.right.hours)}
              </TableCell>
              <Difference
                value={line.difference.hours}
                text={format.figure('hours', line.difference.hours)}
                cell={cell('hours', 'difference')}
              />
              <TableCell align="right" {...cell('resources', 'left')}>
                {format.figure('resources', line.left.resources)}
              </TableCell>
              <TableCell align="right" {...cell('resources', 'right')}>
                {format.figure('resources', line.right.resources)}
              </TableCell>
              <Difference
                value={line.difference.resources}
                text={format.figure('resources', line.difference.resources)}
                cell={cell('resources', 'difference')}
              />
              <TableCell align="right" {...cell('cost', 'left')}>
                {money(line.left.cost)}
              </TableCell>
              <TableCell align="right" {...cell('cost', 'right')}>
                {money(line.right.cost)}
              </TableCell>
              {line.difference.cost ? (
                <Difference
                  value={line.difference.cost.amount}
                  text={money(line.difference.cost)}
                  cell={cell('cost', 'difference')}
                />
              ) : (
                <TableCell align="right" {...cell('cost', 'difference')}>
                  {t('figures.noCost')}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
