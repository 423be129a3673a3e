import { LOCALE_NAMES, LOCALES } from '@wallet/ui';

/** The profile's wording from spec 1 sections 4 and 8, verbatim where the spec gives it. */
export const PROFILE_MESSAGES = {
  currentPasswordMismatch: 'Your current password does not match our records. Please try again.',
  sameAsCurrent: 'Your new password cannot be the same as your current password.',
  passwordChanged: 'Password has been reset successfully',
  preferencesSaved: 'Your preferences have been saved',
} as const;

/** The languages offered, each named in itself (docs/i18n.md). */
export const LANGUAGES = LOCALES.map((id) => ({ id, label: LOCALE_NAMES[id] }));
