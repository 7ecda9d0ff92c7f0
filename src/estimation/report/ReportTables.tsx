import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format/useFormat';
import type { GroupLine, ReportLine } from '@domain/estimation';
import { Ltr } from '../../i18n/format/Ltr';
import { stackedCell, stackedOnPhone } from '../../ui/stackedTable';

interface Figures {
  name: string;
  totalHours: number;
  numberOfResources: number;
  annualCost: number;
  noCost?: boolean;
}

function FiguresTable({
  label,
  nameHeader,
  rows,
  total,
  currency,
  testId,
}: {
  label: string;
  nameHeader: string;
  rows: Figures[];
  total?: Figures;
  currency: string | null;
  testId: string;
}) {
  const { t } = useTranslation('estimation');
  const format = useFormat();
  const line = (row: Figures, isTotal: boolean) => (
    <TableRow
      key={isTotal ? '\u0000total' : row.name}
      sx={isTotal ? { '& td, & th': { fontWeight: 700, borderTop: 2, borderTopColor: 'divider' } } : undefined}
    >
      <TableCell component="th" scope="row">
        {isTotal ? t('report.total') : <bdi>{row.name}</bdi>}
      </TableCell>
      <TableCell align="right" {...stackedCell(t('report.totalHours'))}>
        {format.figure('hours', row.totalHours)}
      </TableCell>
      <TableCell align="right" {...stackedCell(t('report.resources'))}>
        {format.figure('resources', row.numberOfResources)}
      </TableCell>
      <TableCell align="right" {...stackedCell(t('report.annualCost'), { lead: true })}>
        {row.noCost ? (
          <Tooltip title={t('report.noCostHint')}>
            <span>{t('report.noCost')}</span>
          </Tooltip>
        ) : (
          <Ltr>{format.money(row.annualCost, currency)}</Ltr>
        )}
      </TableCell>
    </TableRow>
  );
  return (
    // Focusable, so a keyboard can scroll a table wider than a phone.
    <TableContainer tabIndex={0} role="region" aria-label={label}>
      <Table size="small" aria-label={label} data-testid={testId} sx={stackedOnPhone}>
        <TableHead>
          <TableRow>
            <TableCell>{nameHeader}</TableCell>
            <TableCell align="right">{t('report.totalHours')}</TableCell>
            <TableCell align="right">{t('report.resources')}</TableCell>
            <TableCell align="right">{t('report.annualCost')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => line(row, false))}
          {total && line(total, true)}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Resource, Total Hrs, Number Of Resources, Annual Cost per job title; the totals row last. */
export function DesignationTable({ lines, currency }: { lines: ReportLine[]; currency: string | null }) {
  const { t } = useTranslation('estimation');
  const body = lines.slice(0, -1).map((l) => ({
    name: l.resourcesName,
    totalHours: l.totalHours,
    numberOfResources: l.numberOfResources,
    annualCost: l.annualCost,
    noCost: !l.hasCost,
  }));
  const last = lines[lines.length - 1];
  const total = last && {
    name: last.resourcesName,
    totalHours: last.totalHours,
    numberOfResources: last.numberOfResources,
    annualCost: last.annualCost,
  };
  return (
    <FiguresTable
      label={t('report.byDesignation')}
      nameHeader={t('report.resource')}
      rows={body}
      total={total}
      currency={currency}
      testId="report-designations"
    />
  );
}

/** The same figures by the workbook's grouping column; its total is the report's (every activity has a group). */
export function GroupTable({
  groups,
  column,
  total,
  currency,
}: {
  groups: GroupLine[];
  column: string;
  total?: ReportLine;
  currency: string | null;
}) {
  const { t } = useTranslation('estimation');
  const rows = groups.map((g) => ({
    name: g.entityName || t('report.noGroup'),
    totalHours: g.totalHours,
    numberOfResources: g.numberOfResources,
    annualCost: g.annualCost,
  }));
  const sum = total && {
    name: '',
    totalHours: total.totalHours,
    numberOfResources: total.numberOfResources,
    annualCost: total.annualCost,
  };
  return (
    <FiguresTable
      label={t('report.byGroup', { column })}
      nameHeader={column}
      rows={rows}
      total={sum}
      currency={currency}
      testId="report-groups"
    />
  );
}
