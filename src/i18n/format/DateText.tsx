import { Box } from '@mui/material';
import { useFormat } from './useFormat';

/**
 * A date as the reader's language writes it; in Arabic the Hijri (Umm al-Qura) date beside the
 * Gregorian one, quieter, e.g. "١ فبراير ٢٠٢٥ · ٢ شعبان ١٤٤٦ هـ".
 */
export function DateText({ value, withTime = false }: { value: string | Date | null | undefined; withTime?: boolean }) {
  const format = useFormat();
  if (value === null || value === undefined || value === '') return null;
  const gregorian = withTime ? format.dateTime(value) : format.date(value);
  if (!gregorian) return null;
  const hijri = format.hijri(value);
  return (
    <Box component="span" data-date={typeof value === 'string' ? value : value.toISOString()}>
      <span>{gregorian}</span>
      {hijri ? (
        <Box component="span" data-calendar="hijri" sx={{ color: 'text.secondary', ms: 0.75, whiteSpace: 'nowrap' }}>
          {`(${hijri})`}
        </Box>
      ) : null}
    </Box>
  );
}
