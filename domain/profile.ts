import { z } from 'zod';
import { PERSON_MESSAGES as M, confirmedPassword, filledText, passwordField } from './personFields';

/** The languages a person may choose for the app and for the mail Tawazun sends them. */
export const PROFILE_LANGUAGES = ['en', 'ar'] as const;
export type ProfileLanguage = (typeof PROFILE_LANGUAGES)[number];

/**
 * "My profile": what a signed-in person may change about themselves. Names and phone follow the
 * Add Employee rules of the spec (§5) with its messages; email, role and organisation are their
 * administrator's to change.
 */
export const myProfileShape = {
  firstName: filledText(M.firstName, 100),
  lastName: filledText(M.lastName, 100),
  phoneNumber: filledText(M.phoneNumber, 30),
  language: z.enum(PROFILE_LANGUAGES, { error: M.invalid }),
};
export const myProfileSchema = z.object(myProfileShape);
export type MyProfileInput = z.output<typeof myProfileSchema>;

/**
 * What the profile endpoint answers (imagePath: a signed address, or null without a picture;
 * version: the account's, sent back with a change so that a save over a newer one is refused).
 */
export interface MyProfile extends MyProfileInput {
  email: string;
  imagePath: string | null;
  version: number;
}

export const CURRENT_PASSWORD_REQUIRED = 'validation.person.currentPassword';

/** "Change password": the current one proves it is the person; the new one follows the spec's rules. */
export const changePasswordShape = {
  currentPassword: z
    .string({ error: CURRENT_PASSWORD_REQUIRED })
    .min(1, { error: CURRENT_PASSWORD_REQUIRED })
    .max(256, { error: M.tooLong }),
  newPassword: passwordField,
  confirmPassword: z.string({ error: M.passwordMismatch }).optional(),
};
export const changePasswordSchema = confirmedPassword(z.object(changePasswordShape), 'newPassword');
export type ChangePasswordInput = z.output<typeof changePasswordSchema>;
