import { z } from 'zod/mini';
import { kycLevel, sumsubStatus } from '../client/shared';

/** Answers and bodies of sign-in, sign-up, two-factor and passwords (spec 1 section 3). */

export const authResultSchema = z.looseObject({
  email: z.string(),
  internal_status: z.nullish(z.string()),
  kyc_level_identifier: z.nullish(kycLevel),
  sumsub_status: z.nullish(sumsubStatus),
  access_token: z.optional(z.string()),
  refresh_token: z.optional(z.string()),
});
export type AuthResult = z.infer<typeof authResultSchema>;

export const signupPayloadSchema = z.object({
  name: z.string(),
  email: z.string(),
  password: z.string(),
  confirm_password: z.string(),
  country_code: z.string(),
  timezone: z.string(),
  accept_tnc: z.boolean(),
  referral_code: z.optional(z.string()),
  recaptcha_token: z.string(),
});
export type SignupPayload = z.infer<typeof signupPayloadSchema>;

export const passwordResetPayloadSchema = z.object({
  recovery_token: z.string(),
  password: z.string(),
  confirm_password: z.string(),
});
