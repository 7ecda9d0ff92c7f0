import { useState } from 'react';
import { InputBase } from '@mui/material';
import { readNumber } from '@domain/estimation';
import { useFormat } from '../../i18n/format/useFormat';

/**
 * A job title share typed by the user (Latin or Arabic digits, `30%` too). Only a number from 0
 * to 100 is passed on; anything else stays in the field, marked invalid, until corrected.
 */
export function ShareInput({
  value,
  label,
  edited,
  onCommit,
}: {
  value: number | null;
  label: string;
  edited: boolean;
  onCommit: (share: number) => void;
}) {
  const format = useFormat();
  const [text, setText] = useState<string | null>(null);
  // The workbook's share in the reader's digits (as the row's Percentage beside it); what is typed, as typed.
  const shown = text ?? (value === null ? '' : format.plain(value));
  const reading = readNumber(shown);
  const valid = reading.kind === 'number' && reading.value >= 0 && reading.value <= 100;
  return (
    <InputBase
      value={shown}
      inputProps={{ 'aria-label': label, 'aria-invalid': !valid, inputMode: 'decimal', size: 5 }}
      onChange={(event) => {
        setText(event.target.value);
        const next = readNumber(event.target.value);
        if (next.kind === 'number' && next.value >= 0 && next.value <= 100) onCommit(next.value);
      }}
      onBlur={() => valid && setText(null)}
      sx={{
        px: 0.5,
        borderRadius: 1,
        border: 1,
        borderColor: valid ? (edited ? 'info.main' : 'divider') : 'error.main',
        bgcolor: edited ? 'info.light' : 'background.paper',
        color: edited ? 'info.contrastText' : 'inherit',
        '& input': { textAlign: 'end', p: 0.25 },
      }}
    />
  );
}
