import { useFieldValue, type FieldProps } from 'react-admin';
import { Typography } from '@mui/material';
import type { FigureKind } from '@domain/figures';
import { DateText } from './DateText';
import { Ltr } from './Ltr';
import { useFormat } from './useFormat';

/**
 * react-admin fields that write through the formatting module (react-admin's NumberField and
 * DateField use the browser's locale and three decimals, not the reader's language and digits).
 */
export function FigureField({ source, kind }: { source: string; kind: FigureKind } & Omit<FieldProps, 'source'>) {
  const value = useFieldValue({ source });
  const format = useFormat();
  if (typeof value !== 'number') return null;
  return (
    <Typography component="span" variant="body2" sx={{ fontWeight: 'inherit', fontVariantNumeric: 'tabular-nums' }}>
      {format.figure(kind, value)}
    </Typography>
  );
}

export function DateValueField({ source, withTime }: { source: string; withTime?: boolean }) {
  const value = useFieldValue({ source });
  return (
    <Typography component="span" variant="body2">
      <DateText value={typeof value === 'string' ? value : null} withTime={withTime} />
    </Typography>
  );
}

/** A field that reads left to right (phone, e-mail, code), isolated on a right-to-left page. */
export function LtrField({ source }: { source: string }) {
  const value = useFieldValue({ source });
  return (
    <Typography component="span" variant="body2">
      <Ltr>{value === null || value === undefined ? '' : String(value)}</Ltr>
    </Typography>
  );
}
