import { z } from 'zod/mini';
import { plural, t } from '@lingui/core/macro';
import { LIMITS } from '../common/messages';
import { isStrongPassword } from '../common/password/passwordRules';
import { AUTH_MESSAGES as M } from './messages';

/**
 * The sign-in area's forms (spec 1 section 5). Messages are the spec's own; an empty required
 * field gets the same message as an invalid one, as the spec gives no other. Each message is
 * read when a value is checked (`error: () => …`), so it is in the active language.
 */

// common's strongPassword and matchingConfirmation take their message as a fixed string, read
// once when the schema is built; these take it as a function, read at each check.

/** A password that meets every rule of spec 1 section 5. */
const strongPassword = (message: () => string) =>
  z.string().check(z.refine((value) => isStrongPassword(value), { error: message }));

/** Confirmation must equal the password; the error sits on the confirm field. */
const matchingConfirmation = (message: () => string) =>
  z.refine<{ password: string; confirmPassword: string }>(
    (values) => values.password === values.confirmPassword,
    { error: message, path: ['confirmPassword'], when: () => true },
  );

const invalidEmail = { error: () => M.invalidEmail };
const email = z
  .string()
  .check(z.trim(), z.email(invalidEmail), z.maxLength(LIMITS.email, invalidEmail));

export const loginSchema = z.object({
  email,
  password: z.string().check(z.minLength(1, { error: () => t`Please enter your Password` })),
});
export type LoginValues = z.infer<typeof loginSchema>;

export const credentialsSchema = z
  .object({
    email,
    password: strongPassword(() => M.invalidPassword),
    confirmPassword: z.string().check(z.minLength(1, { error: () => M.confirmMismatch })),
  })
  .check(matchingConfirmation(() => M.confirmMismatch));
export type CredentialsValues = z.infer<typeof credentialsSchema>;

/** "Name must be at most 40 characters". */
const nameTooLong = () => {
  const max = LIMITS.name;
  return t`Name must be at most ${plural(max, { one: '# character', other: '# characters' })}`;
};

export const detailsSchema = z.object({
  countryCode: z
    .string()
    .check(z.minLength(1, { error: () => t`Please select your Country of Residence` })),
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: () => t`Please enter your Name` }),
      z.maxLength(LIMITS.name, { error: nameTooLong }),
    ),
  referralCode: z
    .string()
    .check(z.trim(), z.maxLength(LIMITS.referralCode, { error: () => M.invalidReferral })),
  acceptTerms: z
    .boolean()
    .check(
      z.refine((v) => v, { error: () => t`Please accept the Terms and Conditions to continue` }),
    ),
});
export type DetailsValues = z.infer<typeof detailsSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

export const newPasswordSchema = z
  .object({
    password: strongPassword(() => M.invalidNewPassword),
    confirmPassword: z.string().check(z.minLength(1, { error: () => M.confirmNewMismatch })),
  })
  .check(matchingConfirmation(() => M.confirmNewMismatch));
export type NewPasswordValues = z.infer<typeof newPasswordSchema>;

export const codeSchema = z.object({
  code: z.string().check(z.regex(/^\d{6}$/, { error: () => t`Please enter the 6-digit code` })),
});
export type CodeValues = z.infer<typeof codeSchema>;
