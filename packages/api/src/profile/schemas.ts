import { z } from 'zod/mini';
import { kycLevel, sumsubStatus } from '../client/shared';

/** The signed-in user's profile (spec 1 section 3). */

export const profileSchema = z.looseObject({
  name: z.string(),
  email: z.string(),
  kyc_level_name: kycLevel,
  sumsub_status: z.nullish(sumsubStatus),
  internal_status: z.nullish(z.string()),
  referral_user_id: z.nullish(z.union([z.string(), z.int()])),
  timezone: z.nullish(z.string()),
  preferred_locale: z.nullish(z.string()),
  email_marketing: z._default(z.boolean(), false),
});
export type Profile = z.infer<typeof profileSchema>;
