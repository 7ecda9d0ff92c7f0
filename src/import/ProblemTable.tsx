import { useState } from 'react';
import {
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ImportProblem } from '../dataProvider/import';
import { useFormat } from '../i18n/format/useFormat';
import { useSmallScreen } from '../ui/useSmallScreen';

const PAGE_SIZES = [10, 25, 100];

/** The problems of a file by row and column, a page at a time; one card per problem on a phone. */
export function ProblemTable({ problems, total }: { problems: ImportProblem[]; total: number }) {
  const { t } = useTranslation('import');
  const format = useFormat();
  const small = useSmallScreen();
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(PAGE_SIZES[0]);
  const shown = problems.slice(page * size, page * size + size);
  const pager = (
    <TablePagination
      component="div"
      count={problems.length}
      page={page}
      rowsPerPage={size}
      rowsPerPageOptions={PAGE_SIZES}
      onPageChange={(_, next) => setPage(next)}
      onRowsPerPageChange={(event) => {
        setSize(Number(event.target.value));
        setPage(0);
      }}
      labelRowsPerPage={t('table.perPage')}
      labelDisplayedRows={({ from, to, count }) =>
        t('table.shown', { from: format.number(from), to: format.number(to), total: format.number(count) })
      }
    />
  );
  return (
    <Stack spacing={1} data-testid="import-problems">
      <Typography variant="h6" component="h2">
        {t('table.title', { count: total, shown: format.number(total) })}
      </Typography>
      {total > problems.length && (
        <Typography color="text.secondary">{t('table.capped', { listed: format.number(problems.length) })}</Typography>
      )}
      {small ? (
        <Stack spacing={1}>
          {shown.map((problem, index) => (
            <Card key={`${problem.row}-${problem.field}-${index}`} variant="outlined" data-testid="import-problem">
              <CardContent>
                <Typography variant="body2" color="text.secondary">
                  {t('table.row')} {format.number(problem.row)} · {problem.column}
                </Typography>
                <Typography>{problem.message}</Typography>
              </CardContent>
            </Card>
          ))}
        </Stack>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('table.row')}</TableCell>
              <TableCell>{t('table.column')}</TableCell>
              <TableCell>{t('table.value')}</TableCell>
              <TableCell>{t('table.problem')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((problem, index) => (
              <TableRow key={`${problem.row}-${problem.field}-${index}`} data-testid="import-problem">
                <TableCell>{format.number(problem.row)}</TableCell>
                <TableCell>{problem.column}</TableCell>
                <TableCell dir="auto">{problem.value ?? '—'}</TableCell>
                <TableCell>{problem.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {pager}
    </Stack>
  );
}
