import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { validateWith, type FieldErrors } from './schemaErrors';

export type FormValues = Record<string, string>;

interface Options<V extends FormValues> {
  /** One of the shared schemas of domain: the server applies the same rules. */
  schema: z.ZodType;
  initial: V;
  /** Fields in the order they appear: the first invalid one is scrolled to and focused. */
  order: ReadonlyArray<keyof V & string>;
  /** What the schema reads (numbers for choices, nothing for an empty choice); keep it stable. */
  toInput?: (values: V) => unknown;
}

const same = <V>(values: V): unknown => values;

/** Moves the user to a field, in the middle of the screen. */
export function focusField(element: HTMLElement | undefined): void {
  if (!element) return;
  element.scrollIntoView?.({ block: 'center' });
  element.focus({ preventScroll: true });
}

/**
 * The state of a form checked by a shared schema: values, touched fields (on blur), rule errors
 * shown once a field was touched or a submit was tried, and errors the server sent back for a
 * field until that field changes.
 */
export function useSchemaForm<V extends FormValues>({ schema, initial, order, toInput = same }: Options<V>) {
  const { t } = useTranslation();
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const elements = useRef(new Map<string, HTMLElement>());

  const ruleErrors = useMemo(() => validateWith(schema, toInput(values), t), [schema, toInput, values, t]);

  const errorOf = useCallback(
    (field: string): string | undefined =>
      serverErrors[field] ?? (submitted || touched.has(field) ? ruleErrors[field] : undefined),
    [serverErrors, submitted, touched, ruleErrors],
  );

  const setValue = useCallback((field: keyof V & string, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors(({ [field]: _gone, ...rest }) => rest);
  }, []);

  const touch = useCallback(
    (field: string) => setTouched((current) => (current.has(field) ? current : new Set(current).add(field))),
    [],
  );

  /** Props of a text field (MUI TextField) bound to `field`. */
  const register = (field: keyof V & string) => {
    const error = errorOf(field);
    return {
      id: `field-${field}`,
      name: field,
      value: values[field] ?? '',
      onChange: (event: { target: { value: string } }) => setValue(field, event.target.value),
      onBlur: () => touch(field),
      inputRef: (element: HTMLElement | null) => {
        if (element) elements.current.set(field, element);
        else elements.current.delete(field);
      },
      error: error !== undefined,
      helperText: error ?? ' ',
    };
  };

  /** Checks every rule; on failure shows the errors and moves to the first invalid field. */
  const validate = (): boolean => {
    setSubmitted(true);
    const invalid = order.find((field) => ruleErrors[field] !== undefined);
    if (invalid === undefined) return Object.keys(ruleErrors).length === 0;
    focusField(elements.current.get(invalid));
    return false;
  };

  /** Field errors the server answered: shown under their fields, the first one focused. */
  const showServerErrors = (errors: FieldErrors) => {
    setServerErrors(errors);
    const invalid = order.find((field) => errors[field] !== undefined);
    if (invalid !== undefined) focusField(elements.current.get(invalid));
  };

  const reset = (next: V = initial) => {
    setValues(next);
    setTouched(new Set());
    setSubmitted(false);
    setServerErrors({});
  };

  return {
    values,
    setValue,
    touch,
    register,
    errorOf,
    validate,
    showServerErrors,
    reset,
    input: () => toInput(values),
  };
}
