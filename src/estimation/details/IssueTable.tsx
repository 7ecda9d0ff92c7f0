import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format/useFormat';
import type { SheetIssueMessage } from '@domain/estimation/answers';
import { stackedCell, stackedOnPhone } from '../../ui/stackedTable';

/** Problems or warnings of a workbook, each with the worksheet row and column to look at. */
export function IssueTable({ issues, label }: { issues: SheetIssueMessage[]; label: string }) {
  const { t } = useTranslation('estimation');
  const format = useFormat();
  return (
    <TableContainer sx={{ maxHeight: 320 }}>
      <Table size="small" stickyHeader aria-label={label} sx={stackedOnPhone}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 80 }}>{t('issues.row')}</TableCell>
            <TableCell sx={{ width: 220 }}>{t('issues.column')}</TableCell>
            <TableCell>{t('issues.message')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {issues.map((issue, i) => (
            <TableRow key={i}>
              <TableCell {...stackedCell(t('issues.row'))}>
                {issue.row === undefined ? '—' : format.figure('count', issue.row)}
              </TableCell>
              <TableCell {...stackedCell(t('issues.column'))}>{issue.column ?? '—'}</TableCell>
              {/* On a phone the message leads its card, over the whole width. */}
              <TableCell data-lead="true" sx={{ textAlign: { xs: 'start', sm: 'inherit' }, fontWeight: { xs: 400 } }}>
                {issue.message}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
