import { useState, type ReactNode } from 'react';
import { TextField, type SxProps, type Theme } from '@mui/material';
import { InputHelperText, useInput } from 'react-admin';
import { latinDigits } from '@domain/digits';
import { useFormat } from './useFormat';

const PLAIN_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/;

interface FigureInputProps {
  source: string;
  label: string;
  /** `number` (days, hours) or `time` ("HH:mm"). */
  kind?: 'number' | 'time';
  isRequired?: boolean;
  helperText?: ReactNode | false;
  placeholder?: string;
  sx?: SxProps<Theme>;
}

/** What a field holds once typed: a number, a time with Latin digits, or the text as typed when it reads as neither. */
function readTyped(text: string, kind: 'number' | 'time'): unknown {
  const latin = latinDigits(text).trim();
  if (latin === '') return null;
  if (kind === 'time') return latin;
  return PLAIN_NUMBER.test(latin) ? Number(latin) : text;
}

/**
 * A number or a time in a react-admin form, written as the app writes numbers (the reader's digits:
 * Arabic-Indic for an Arabic reader by default) and read in either digit system ("٧٫٥" and "7.5" are
 * 7.5, "٠٨:٣٠" is "08:30"). While the person types, the field keeps exactly what they typed; what
 * cannot be read is kept as typed for the form's rules to name.
 */
export function FigureInput({
  source,
  label,
  kind = 'number',
  isRequired,
  helperText,
  placeholder,
  sx,
}: FigureInputProps) {
  const { field, fieldState, id } = useInput({ source, isRequired });
  const format = useFormat();
  const [typed, setTyped] = useState<string | null>(null);
  const value: unknown = field.value;
  const written =
    typeof value === 'number'
      ? format.plain(value)
      : typeof value === 'string' && kind === 'time'
        ? format.digitsOf(value)
        : String(value ?? '');
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      label={label}
      required={isRequired}
      value={typed ?? written}
      placeholder={placeholder && format.digitsOf(placeholder)}
      onChange={(event) => {
        setTyped(event.target.value);
        field.onChange(readTyped(event.target.value, kind));
      }}
      onBlur={() => {
        setTyped(null);
        field.onBlur();
      }}
      error={fieldState.invalid}
      helperText={helperText !== false || error ? <InputHelperText error={error} helperText={helperText} /> : undefined}
      slotProps={{ htmlInput: { inputMode: kind === 'number' ? 'decimal' : 'numeric' } }}
      sx={sx}
    />
  );
}
