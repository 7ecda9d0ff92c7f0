import { z } from 'zod';
import { ID_MAX, noneOrPositive } from './registry/schema';
import { visibleText, type Lines } from './text';

/**
 * Field rules shared by every form that describes a person (Add Employee, sign-up, password
 * reset), on the server and in the browser alike. Messages are translation keys of the `server`
 * namespace; their English texts are exactly those of the specification (§5).
 */
export const PERSON_MESSAGES = {
  firstName: 'validation.person.firstName',
  lastName: 'validation.person.lastName',
  email: 'validation.person.email',
  emailInvalid: 'validation.person.emailInvalid',
  phoneNumber: 'validation.person.phoneNumber',
  password: 'validation.person.password',
  passwordShort: 'validation.person.passwordShort',
  passwordMismatch: 'validation.person.passwordMismatch',
  country: 'validation.person.country',
  address: 'validation.person.address',
  city: 'validation.person.city',
  companyName: 'validation.person.companyName',
  tooLong: 'validation.tooLong',
  invalid: 'validation.invalid',
  invalidId: 'validation.invalidId',
  invalidDate: 'validation.person.invalidDate',
} as const;

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

/*
 * No rule here aborts (`abort: true`): an aborted field stops every object-level rule, and the
 * password confirmation must be reported whatever else is wrong. Rules that would repeat an
 * earlier failure skip the values that failed it instead, so each field still gets one message.
 */

/** A text the user must fill: trimmed for the emptiness check, one message per failure. */
export const filledText = (message: string, max: number, lines: Lines = 'single') =>
  visibleText(
    z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: PERSON_MESSAGES.tooLong }),
    message,
    lines,
  );

export const optionalText = (max: number) =>
  visibleText(
    z.string({ error: PERSON_MESSAGES.invalid }).trim().max(max, { error: PERSON_MESSAGES.tooLong }),
  ).optional();

/** An empty email is only "Please fill the Email field"; the shape is checked once there is one. */
export const emailField = filledText(PERSON_MESSAGES.email, 254).refine(
  (v) => v.length === 0 || z.regexes.email.test(v),
  { error: PERSON_MESSAGES.emailInvalid },
);

/** Passwords keep their spaces; only the emptiness check ignores them. */
export const passwordField = z
  .string({ error: PERSON_MESSAGES.password })
  .refine((v) => v.trim().length > 0, { error: PERSON_MESSAGES.password })
  .refine((v) => v.trim().length === 0 || v.length >= PASSWORD_MIN, { error: PERSON_MESSAGES.passwordShort })
  .check(z.maxLength(PASSWORD_MAX, { error: PERSON_MESSAGES.tooLong }));

/** A choice from a list: a positive id, one message whether it is missing, zero or not a number. */
export const chosenId = (message: string) =>
  z.number({ error: message }).int({ error: message }).positive({ error: message }).max(ID_MAX, { error: message });

/** An optional choice; 0 (or null) means "none chosen". */
export const optionalId = noneOrPositive(PERSON_MESSAGES.invalidId);

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** `YYYY-MM-DD` of a real calendar day; a longer ISO timestamp is cut to its day. */
export function calendarDay(value: string): string | undefined {
  const match = DAY.exec(value.trim());
  if (!match) return undefined;
  const [, y, m, d] = match.map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  const ok =
    date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && y >= 1900 && y <= 2200;
  return ok ? match[0] : undefined;
}

export const chosenDate = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .refine((v) => v.length === 0 || calendarDay(v) !== undefined, { error: PERSON_MESSAGES.invalidDate })
    .transform((v) => calendarDay(v) as string);

export const optionalDate = z
  .string({ error: PERSON_MESSAGES.invalidDate })
  .refine((v) => calendarDay(v) !== undefined, { error: PERSON_MESSAGES.invalidDate })
  .transform((v) => calendarDay(v) as string)
  .optional();

/** Adds "Passwords do not match" under the confirmation, checked even when other fields fail. */
export function confirmedPassword<T extends z.ZodObject>(
  schema: T,
  passwordKey = 'password',
  confirmKey = 'confirmPassword',
) {
  return schema.refine(
    (value: unknown) => {
      if (value === null || typeof value !== 'object') return true;
      const fields = value as Record<string, unknown>;
      return (fields[passwordKey] ?? '') === (fields[confirmKey] ?? '');
    },
    { path: [confirmKey], error: PERSON_MESSAGES.passwordMismatch, when: () => true },
  );
}
