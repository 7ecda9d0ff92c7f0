import type { ChangeEvent, Ref } from 'react';
import { useHydrated } from '../app/useHydrated';

interface Props {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
  error?: string;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  multiline?: boolean;
  required?: boolean;
  /** Keeps the error's line even when there is none, so a message appearing on blur moves nothing. */
  reserveErrorLine?: boolean;
}

/** A labelled form field of the light pages whose error is announced with it. */
export function Field({
  name,
  label,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  type = 'text',
  autoComplete,
  autoFocus,
  multiline,
  required,
  reserveErrorLine = false,
}: Props) {
  const id = `field-${name}`;
  // A pre-rendered field takes typing once the page is alive: text typed before would be shown,
  // then dropped when the app takes the page over.
  const hydrated = useHydrated();
  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value);
  const shared = {
    id,
    name,
    value,
    onChange: change,
    onBlur,
    ref: inputRef,
    required,
    readOnly: !hydrated,
    autoFocus,
    'aria-invalid': Boolean(error),
    'aria-describedby': error ? `${id}-helper-text` : undefined,
  };
  return (
    <div className="tw-field">
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea rows={6} {...shared} /> : <input type={type} autoComplete={autoComplete} {...shared} />}
      {error || reserveErrorLine ? (
        <p id={`${id}-helper-text`} className="tw-field-error">
          {error ?? '\u00a0'}
        </p>
      ) : null}
    </div>
  );
}
