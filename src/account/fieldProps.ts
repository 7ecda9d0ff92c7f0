/** What a schema form's `register(field)` binds (see useSchemaForm). */
interface Registered {
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  onBlur: () => void;
  inputRef: (element: HTMLElement | null) => void;
  error: boolean;
  helperText: string;
}

/** A schema form's binding of one field, as the light pages' Field takes it. */
export const fieldProps = (bound: Registered) => ({
  name: bound.name,
  value: bound.value,
  onChange: (value: string) => bound.onChange({ target: { value } }),
  onBlur: bound.onBlur,
  inputRef: bound.inputRef,
  error: bound.error ? bound.helperText : undefined,
  reserveErrorLine: true,
});
