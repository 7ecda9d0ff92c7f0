/**
 * How a client says "no value" for a field (DESIGN §3): leaving it out, JSON `null`, `""` or
 * blanks, and the strings `"null"` and `"undefined"` some clients write for an empty field. What
 * a read answers as `null` a save takes back this way, so a record goes back unchanged.
 */
const ABSENT = new Set(['', 'null', 'undefined']);

export const isNoValue = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && ABSENT.has(value.trim()));
