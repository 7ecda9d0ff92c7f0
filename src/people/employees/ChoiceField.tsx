import { TextField, type TextFieldProps } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Choice } from './structureChoices';

type Props = Omit<TextFieldProps, 'select' | 'children'> & { choices: Choice[] };

/** A dropdown of a list answered by the server; native, so keyboards and screen readers know it. */
export function ChoiceField({ choices, value, ...props }: Props) {
  const { t } = useTranslation('people');
  const current = String(value ?? '');
  // A chosen id the list no longer offers still shows (edit form, list still loading).
  const missing = current !== '' && !choices.some((c) => String(c.id) === current);
  return (
    <TextField
      {...props}
      value={current}
      select
      slotProps={{ ...props.slotProps, select: { native: true }, inputLabel: { shrink: true } }}
      fullWidth
    >
      <option value="">{t('form.choose')}</option>
      {missing ? <option value={current}>{t('form.loadingChoice')}</option> : null}
      {choices.map((choice) => (
        <option key={choice.id} value={String(choice.id)}>
          {choice.name}
        </option>
      ))}
    </TextField>
  );
}
