import { HttpError } from 'react-admin';
import type { FieldErrors } from '../../app/schemaErrors';
import { envelopeErrors } from '../../http/envelope';

/** The field errors the server answered with a refused save, under the form's field names. */
export const fieldErrorsOf = (error: unknown): FieldErrors =>
  error instanceof HttpError ? envelopeErrors(error.body) : {};
