import { TextField } from '@mui/material';
import { InputHelperText, useInput } from 'react-admin';
import { useTranslation } from 'react-i18next';
import type { Choice } from './structureChoices';

interface Props {
  source: string;
  choices: Choice[];
  required?: boolean;
  /** After the user chose (the structure's dropdowns then drop what no longer fits). */
  onChoose?(value: string): void;
}

/**
 * A dropdown of a list answered by the server, as a react-admin input; native, so keyboards and
 * screen readers know it.
 */
export function ChoiceInput({ source, choices, required, onChoose }: Props) {
  const { t } = useTranslation('people');
  const { id, field, fieldState } = useInput({ source, id: `field-${source}` });
  const current = String(field.value ?? '');
  // A chosen id the list no longer offers still shows (edit form, list still loading).
  const missing = current !== '' && !choices.some((c) => String(c.id) === current);
  return (
    <TextField
      id={id}
      name={field.name}
      value={current}
      onChange={(event) => {
        field.onChange(event.target.value);
        onChoose?.(event.target.value);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={t(`server:fields.${source}`)}
      required={required}
      error={fieldState.invalid}
      helperText={<InputHelperText error={fieldState.error?.message} />}
      select
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
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
