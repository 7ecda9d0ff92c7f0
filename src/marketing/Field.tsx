import type { ChangeEvent } from 'react';

interface Props {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  type?: string;
  autoComplete?: string;
  multiline?: boolean;
  required?: boolean;
}

/** A labelled form field whose error is announced with it. */
export function Field({ name, label, value, onChange, error, type = 'text', autoComplete, multiline, required }: Props) {
  const id = `field-${name}`;
  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value);
  const shared = { id, name, value, onChange: change, required, 'aria-invalid': Boolean(error), 'aria-describedby': error ? `${id}-error` : undefined };
  return (
    <div className="tw-field">
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea rows={6} {...shared} /> : <input type={type} autoComplete={autoComplete} {...shared} />}
      {error ? (
        <p id={`${id}-error`} className="tw-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
