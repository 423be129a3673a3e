import { t } from '@lingui/core/macro';
import { z } from 'zod/mini';
import { COMMON_MESSAGES as M, LIMITS, matchingConfirmation, strongPassword } from '../common';

/** Edit Preferences: a preferred name (non-empty, at most 40), the language and a timezone. */
export const preferencesSchema = z.object({
  name: z.string().check(
    z.trim(),
    z.minLength(1, { error: () => t`Please enter your Preferred Name` }),
    z.maxLength(LIMITS.name, {
      error: () => {
        const max = LIMITS.name;
        return t`Preferred Name must be at most ${max} characters`;
      },
    }),
  ),
  preferredLocale: z.string().check(z.minLength(1, { error: () => t`Please select a Language` })),
  timezone: z.string().check(z.minLength(1, { error: () => t`Please select a Timezone` })),
});
export type PreferencesValues = z.infer<typeof preferencesSchema>;

/** Reset Password in the profile: all three fields, the rules met, and the two new ones equal. */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string()
      .check(z.minLength(1, { error: () => t`Please enter your Current Password` })),
    password: strongPassword(() => M.invalidNewPassword),
    confirmPassword: z.string().check(z.minLength(1, { error: () => M.confirmNewMismatch })),
  })
  .check(matchingConfirmation(() => M.confirmNewMismatch));
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;
