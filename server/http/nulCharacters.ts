import { ApiError, pascal } from './errors';

/** The top-level field under which a U+0000 character hides in a request part, if one does. */
export function fieldWithNul(part: unknown): string | undefined {
  if (!part || typeof part !== 'object')
    return typeof part === 'string' && part.includes('\u0000') ? 'Request' : undefined;
  for (const [field, value] of Object.entries(part)) {
    // Walked with a stack, not recursion: a JSON body may nest thousands of levels deep.
    const stack: unknown[] = [value];
    while (stack.length) {
      const next = stack.pop();
      if (typeof next === 'string') {
        if (next.includes('\u0000')) return field;
      } else if (next && typeof next === 'object' && !Buffer.isBuffer(next)) {
        stack.push(...Object.values(next));
      }
    }
  }
  return undefined;
}

/**
 * PostgreSQL text and jsonb cannot hold U+0000: a request carrying one in its path, query or body
 * is refused with a 400 under that field, before a statement fails on it (that failure was a 500).
 */
export function refuseNul(...parts: unknown[]): void {
  for (const part of parts) {
    const field = fieldWithNul(part);
    if (field === undefined) continue;
    // The client chose the key: only a plain name is echoed (`__proto__` or `a:b` would not survive
    // as an errors key or a translation key).
    const name = /^[A-Za-z][A-Za-z0-9]*$/.test(field) ? pascal(field) : 'Request';
    throw new ApiError(400, 'errors.validation', {}, { [name]: [{ key: 'validation.invalid' }] });
  }
}
