import { Chip, Table, TableBody, TableCell, TableHead, TableRow, TableContainer } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { JobTitleFigures, PlanElementKind } from '@domain/workforcePlan/types';
import { JobTitleName } from './JobTitleName';
import { useFormat } from '../i18n/format/useFormat';
import { GapFigure, MoneyList } from './Figures';
import { stackedCell, stackedOnPhone } from '../ui/stackedTable';

/** An element's job titles: actual, required, gap and its cost; an unmapped designation is marked. */
export function JobTitleTable({
  rows,
  caption,
  gapShown = true,
  within,
}: {
  rows: JobTitleFigures[];
  caption: string;
  /** The element whose job titles these are: each job title opens its active employees there. */
  within: { kind: PlanElementKind; id: number | null };
  /** False where the element has no requirement of its own: its titles' gaps would be no gaps. */
  gapShown?: boolean;
}) {
  const { t } = useTranslation('workforce');
  const format = useFormat();
  return (
    <TableContainer tabIndex={0}>
      <Table size="small" aria-label={caption} data-testid="job-title-figures" sx={stackedOnPhone}>
        <TableHead>
          <TableRow>
            <TableCell>{t('figures.jobTitle')}</TableCell>
            <TableCell align="right">{t('figures.actual')}</TableCell>
            <TableCell align="right">{t('figures.required')}</TableCell>
            <TableCell>{t('figures.gap')}</TableCell>
            <TableCell align="right">{t('figures.toHire')}</TableCell>
            <TableCell align="right">{t('figures.overPlan')}</TableCell>
            <TableCell align="right">{t('figures.unitCost')}</TableCell>
            <TableCell align="right">{t('figures.gapCost')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={`${row.jobTitleId ?? 'unmapped'}:${row.title}`}>
              <TableCell component="th" scope="row">
                <JobTitleName row={row} within={within} />
                {!row.mapped && <Chip size="small" color="warning" label={t('figures.unmapped')} sx={{ mx: 1 }} />}
              </TableCell>
              <TableCell align="right" {...stackedCell(t('figures.actual'))}>
                {format.figure('count', row.actual)}
              </TableCell>
              <TableCell align="right" {...stackedCell(t('figures.required'))}>
                {format.figure('resources', row.required)}
              </TableCell>
              <TableCell {...stackedCell(t('figures.gap'))}>{gapShown ? <GapFigure gap={row.gap} /> : '—'}</TableCell>
              <TableCell align="right" {...stackedCell(t('figures.toHire'))}>
                {format.figure('count', row.toHire)}
              </TableCell>
              <TableCell align="right" {...stackedCell(t('figures.overPlan'))}>
                {format.figure('count', row.surplus)}
              </TableCell>
              <TableCell align="right" {...stackedCell(t('figures.unitCost'), { lead: true })}>
                {row.unitCost ? <MoneyList amounts={[row.unitCost]} /> : t('figures.noCost')}
              </TableCell>
              <TableCell align="right" {...stackedCell(t('figures.gapCost'), { lead: true })}>
                {row.gapCost ? <MoneyList amounts={[row.gapCost]} /> : t('figures.noCost')}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
