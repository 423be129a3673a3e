import { z } from 'zod/mini';
import { LIMITS } from '../common/messages';
import { matchingConfirmation, strongPassword } from '../common/password/schemas';
import { AUTH_MESSAGES as M } from './messages';

/**
 * The sign-in area's forms (spec 1 section 5). Messages are the spec's own; an empty required
 * field gets the same message as an invalid one, as the spec gives no other.
 */
const email = z
  .string()
  .check(z.trim(), z.email(M.invalidEmail), z.maxLength(LIMITS.email, M.invalidEmail));

export const loginSchema = z.object({
  email,
  password: z.string().check(z.minLength(1, 'Please enter your Password')),
});
export type LoginValues = z.infer<typeof loginSchema>;

export const credentialsSchema = z
  .object({
    email,
    password: strongPassword(M.invalidPassword),
    confirmPassword: z.string().check(z.minLength(1, M.confirmMismatch)),
  })
  .check(matchingConfirmation(M.confirmMismatch));
export type CredentialsValues = z.infer<typeof credentialsSchema>;

export const detailsSchema = z.object({
  countryCode: z.string().check(z.minLength(1, 'Please select your Country of Residence')),
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Please enter your Name'),
      z.maxLength(LIMITS.name, `Name must be at most ${LIMITS.name} characters`),
    ),
  referralCode: z.string().check(z.trim(), z.maxLength(LIMITS.referralCode, M.invalidReferral)),
  acceptTerms: z
    .boolean()
    .check(z.refine((v) => v, 'Please accept the Terms and Conditions to continue')),
});
export type DetailsValues = z.infer<typeof detailsSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

export const newPasswordSchema = z
  .object({
    password: strongPassword(M.invalidNewPassword),
    confirmPassword: z.string().check(z.minLength(1, M.confirmNewMismatch)),
  })
  .check(matchingConfirmation(M.confirmNewMismatch));
export type NewPasswordValues = z.infer<typeof newPasswordSchema>;

export const codeSchema = z.object({
  code: z.string().check(z.regex(/^\d{6}$/, 'Please enter the 6-digit code')),
});
export type CodeValues = z.infer<typeof codeSchema>;
