import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Cell } from '@domain/estimation';
import { useFormat } from '../../i18n/format/useFormat';
import { gridColumns, offHundred } from '../viewer/grid';

/** A row whose shares do not total 100. */
export interface OffRow {
  row: number;
  activity: string;
  total: number;
}

/** The rows of a sheet (header first) whose shares do not total 100, numbered as the sheet's data rows. */
export function offRowsOf(table: Cell[][] | undefined): OffRow[] {
  if (!table?.length) return [];
  const columns = gridColumns(table[0]);
  const percentageAt = columns.findIndex((c) => c.percentage);
  const activityAt = columns.findIndex((c) => c.activity);
  return table.slice(1).flatMap((cells, i) => {
    if (!offHundred(cells, percentageAt)) return [];
    const total = cells[percentageAt];
    return [{ row: i + 1, activity: String(cells[activityAt] ?? ''), total: typeof total === 'number' ? total : 0 }];
  });
}

const ROWS_NAMED = 10;

/**
 * Warns of the rows whose shares do not total 100, naming the first of them: the report and the
 * plan lose or add part of their hours.
 */
export function OffRowsWarning({ rows, testId }: { rows: OffRow[]; testId: string }) {
  const { t } = useTranslation('estimation');
  const format = useFormat();
  if (rows.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid={testId}>
      {t('customise.offRowsWarning', { count: rows.length, shown: format.figure('count', rows.length) })}
      <ul>
        {rows.slice(0, ROWS_NAMED).map((off) => (
          <li key={off.row}>
            {t('customise.offRow', {
              row: format.plain(off.row),
              activity: off.activity,
              total: format.number(off.total),
            })}
          </li>
        ))}
        {rows.length > ROWS_NAMED && (
          <li>{t('customise.offRowsMore', { shown: format.figure('count', rows.length - ROWS_NAMED) })}</li>
        )}
      </ul>
    </Alert>
  );
}
