import { z } from 'zod';
import {
  PERSON_MESSAGES as M,
  confirmedPassword,
  emailField,
  filledText,
  optionalText,
  passwordField,
} from './personFields';

/**
 * Sign-up, forgotten password and password reset: the rules of the public account forms, shared
 * by the browser and the server (messages are translation keys of the `server` namespace).
 */
export const registerShape = {
  firstName: filledText(M.firstName, 100),
  lastName: filledText(M.lastName, 100),
  email: emailField,
  password: passwordField,
  confirmPassword: z.string({ error: M.passwordMismatch }).optional(),
  companyName: filledText(M.companyName, 200),
  phoneNumber: optionalText(30),
  country: optionalText(100),
  city: optionalText(100),
  address: optionalText(500),
};
export const registerSchema = confirmedPassword(z.object(registerShape));
export type RegisterInput = z.output<typeof registerSchema>;

export const forgotPasswordSchema = z.object({
  email: emailField,
  /** Where the app runs, so the mailed link opens it; the server only accepts its own address. */
  clientBaseURL: z.string({ error: M.invalid }).trim().max(500, { error: M.tooLong }).optional(),
});

export const resetPasswordShape = {
  /** The token of the mailed link (the documented client calls it applicationUserId). */
  applicationUserId: z
    .string({ error: 'validation.reset.link' })
    .trim()
    .min(1, { error: 'validation.reset.link' })
    .max(200, { error: 'validation.reset.link' }),
  newPassword: passwordField,
  confirmPassword: z.string({ error: M.passwordMismatch }).optional(),
};
export const resetPasswordSchema = confirmedPassword(z.object(resetPasswordShape), 'newPassword');

export const OWNER_STATUSES = ['active', 'pending', 'deactivated'] as const;
export type OwnerStatus = (typeof OWNER_STATUSES)[number];

/**
 * An organisation's owner as the Super Admin's approval lists show it: the platform's accounts,
 * answered alike by the server and the mock backend.
 */
export const ownerAccount = z.object({
  id: z.number().int(),
  userName: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  address: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  companyName: z.string().nullable(),
  active: z.boolean(),
  status: z.enum(OWNER_STATUSES),
  createdDate: z.string(),
});
export type OwnerAccount = z.infer<typeof ownerAccount>;
