/**
 * The one reader of the API's envelopes (DESIGN §3): `{ isSuccess, alertMessage, errors, data }`.
 * Light pages and the admin's providers all read failures through it, so a field error lands under
 * the same input whichever screen sent the request.
 */

/** One message per field, keyed by the camelCase field name of the API. */
export type FieldErrors = Record<string, string>;

interface Envelope {
  isSuccess?: boolean;
  alertMessage?: unknown;
  errors?: Record<string, unknown>;
  data?: unknown;
}

const camel = (field: string): string => (field ? field[0].toLowerCase() + field.slice(1) : field);

/** The envelope's own message, when the answer carries one. */
export const alertMessageOf = (body: unknown): string | undefined => {
  const message = (body as Envelope | null | undefined)?.alertMessage;
  return typeof message === 'string' && message.trim() ? message : undefined;
};

/** The failure envelope's `errors` ({ Field: ['message'] }, already translated): the first of each field. */
export function envelopeErrors(body: unknown): FieldErrors {
  const errors: FieldErrors = {};
  const raw = (body as Envelope | null | undefined)?.errors ?? {};
  for (const [field, messages] of Object.entries(raw)) {
    const first = Array.isArray(messages) ? messages[0] : messages;
    if (typeof first === 'string' && first) errors[camel(field)] = first;
  }
  return errors;
}
