import { useEffect } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';

/**
 * Field errors the server answered are shown under their fields (react-admin sets them); this
 * moves the user to the first of them, as react-hook-form does for the rules' own errors.
 */
export function FocusServerErrors({ order }: { order: readonly string[] }) {
  const { errors } = useFormState();
  const { setFocus } = useFormContext();
  const first = order.find((field) => errors[field]?.type === 'server');
  useEffect(() => {
    if (first) setFocus(first);
  }, [first, setFocus]);
  return null;
}
