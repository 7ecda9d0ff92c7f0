import { LinearProgress, TableCell, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** A table row saying the rows are on their way. */
export function LoadingRow({ columns }: { columns: number }) {
  const { t } = useTranslation('estimation');
  return (
    <TableRow>
      <TableCell colSpan={columns}>
        <LinearProgress aria-label={t('loading')} />
      </TableCell>
    </TableRow>
  );
}
