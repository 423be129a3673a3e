import { t } from '@lingui/core/macro';
import { LOCALE_NAMES, LOCALES } from '@wallet/ui';

/**
 * The profile's wording from spec 1 sections 4 and 8, verbatim where the spec gives it. Each read
 * gives the active language's.
 */
export const PROFILE_MESSAGES = {
  get currentPasswordMismatch() {
    return t`Your current password does not match our records. Please try again.`;
  },
  get sameAsCurrent() {
    return t`Your new password cannot be the same as your current password.`;
  },
  get passwordChanged() {
    return t`Password has been reset successfully`;
  },
  get preferencesSaved() {
    return t`Your preferences have been saved`;
  },
} as const;

/** The languages offered, each named in itself (docs/i18n.md). */
export const LANGUAGES = LOCALES.map((id) => ({ id, label: LOCALE_NAMES[id] }));
