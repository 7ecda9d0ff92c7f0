import { useId, useState, type ReactNode } from 'react';
import {
  Box,
  Card,
  CardContent,
  FormControlLabel,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useTranslation } from 'react-i18next';

export interface TableColumn<R> {
  heading: string;
  cell: (row: R) => ReactNode;
  numeric?: boolean;
}

/** The hidden table as it shows while the keyboard is in it. */
const FOCUSED = {
  clip: 'auto',
  height: 'auto',
  width: 'auto',
  margin: 0,
  overflow: 'visible',
  position: 'static',
  whiteSpace: 'normal',
} as const;

/**
 * A chart and the same figures as a table: the table is always there for screen readers (the
 * drawing is hidden from them) and shown on the screen at the switch, for whoever prefers rows.
 */
export function ChartWithTable<R>({
  title,
  chart,
  columns,
  rows,
  rowKey,
}: {
  title: string;
  chart: ReactNode;
  columns: TableColumn<R>[];
  rows: R[];
  rowKey: (row: R) => string;
}) {
  const { t } = useTranslation('workforce');
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Typography id={headingId} variant="h6" component="h2">
            {title}
          </Typography>
          <FormControlLabel
            control={<Switch size="small" checked={asTable} onChange={(_, on) => setAsTable(on)} />}
            label={t('dashboard.showTable')}
          />
        </Stack>
        {rows.length === 0 ? (
          <Typography color="text.secondary">{t('dashboard.noData')}</Typography>
        ) : (
          <>
            {!asTable && <Box aria-hidden>{chart}</Box>}
            {/* Hidden, the table still holds the links the bars open: a keyboard reaching one shows it. */}
            <Box sx={asTable ? { overflowX: 'auto' } : { ...visuallyHidden, '&:focus-within': FOCUSED }}>
              <Table size="small" aria-labelledby={headingId}>
                <TableHead>
                  <TableRow>
                    {columns.map((column) => (
                      <TableCell key={column.heading} align={column.numeric ? 'right' : 'left'}>
                        {column.heading}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((row) => (
                    <TableRow key={rowKey(row)}>
                      {columns.map((column) => (
                        <TableCell key={column.heading} align={column.numeric ? 'right' : 'left'}>
                          {column.cell(row)}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}
