import { useState, type ReactNode } from 'react';
import { FormControl, FormHelperText, FormLabel, Stack, TextField } from '@mui/material';
import { InputHelperText, useInput } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { dayOf, daysInMonth, monthNames, partOrder, partsOf, type DayPart, type DayParts } from './dayParts';
import { useFormat } from './useFormat';

interface Props {
  source: string;
  label: string;
  required?: boolean;
  /** Under the choices (e.g. the chosen day with its Hijri form). */
  helperText?: ReactNode;
  /** The years offered, oldest first; a stored year outside them is offered too. */
  years?: { from: number; to: number };
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * A calendar day as three native choices (day, month by name, year) in the order and digits of the
 * reader's language, as a react-admin input holding an ISO day ("2025-02-01"). The browser's own
 * date field writes its mask ("mm/dd/yyyy") in the browser's language whatever the page's.
 */
export function DayInput({ source, label, required, helperText, years }: Props) {
  const { t } = useTranslation('common');
  const format = useFormat();
  const { id, field, fieldState } = useInput({ source, id: `field-${source}` });
  const [parts, setParts] = useState<DayParts>(() => partsOf(field.value));
  // A value set from outside (the edit form's record, a reset) replaces the choices.
  const [seen, setSeen] = useState<unknown>(field.value);
  if (field.value !== seen) {
    setSeen(field.value);
    if (field.value && field.value !== dayOf(parts)) setParts(partsOf(field.value));
  }

  const choose = (part: DayPart, value: string) => {
    const next = { ...parts, [part]: value };
    setParts(next);
    field.onChange(dayOf(next));
  };
  const plain = (n: number) => format.number(n, 0).replace(/[^\d\u0660-\u0669]/g, '');
  const now = new Date().getFullYear();
  const offered = range(years?.from ?? now - 80, years?.to ?? now + 1).reverse();
  const stored = Number(parts.year);
  if (stored && !offered.includes(stored)) offered.push(stored);
  const lastDay = parts.year && parts.month ? daysInMonth(Number(parts.year), Number(parts.month)) : 31;
  const months = monthNames(format.language);
  const options: Record<DayPart, Array<[string, string]>> = {
    day: range(1, lastDay).map((d) => [String(d), plain(d)]),
    month: months.map((name, i) => [String(i + 1), name]),
    year: offered.map((y) => [String(y), plain(y)]),
  };
  const error = fieldState.error?.message;
  return (
    <FormControl component="fieldset" error={fieldState.invalid} required={required} fullWidth id={id} margin="dense">
      <FormLabel component="legend" sx={{ fontSize: '0.75rem', mb: 0.5 }}>
        {label}
      </FormLabel>
      <Stack direction="row" spacing={1}>
        {partOrder(format.language).map((part, index) => (
          <TextField
            key={part}
            select
            size="small"
            value={parts[part]}
            onChange={(event) => choose(part, event.target.value)}
            onBlur={field.onBlur}
            inputRef={index === 0 ? field.ref : undefined}
            error={fieldState.invalid}
            sx={{ flex: part === 'month' ? 2 : 1, minWidth: 0 }}
            slotProps={{
              select: { native: true },
              htmlInput: { id: `${id}-${part}`, 'aria-label': `${label}: ${t(`dayInput.${part}`)}` },
            }}
          >
            <option value="">{t(`dayInput.${part}`)}</option>
            {options[part].map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </TextField>
        ))}
      </Stack>
      <FormHelperText id={`${id}-helper-text`}>{error ? <InputHelperText error={error} /> : helperText}</FormHelperText>
    </FormControl>
  );
}
