import { t } from '@lingui/core/macro';

/**
 * Wording more than one area shows (spec 1 section 8), verbatim in English; each a getter, in the
 * active language when read (read it when shown or validated, not on import).
 */
export const COMMON_MESSAGES = {
  get invalidNewPassword() {
    return t`Please enter a valid New Password`;
  },
  get confirmNewMismatch() {
    return t`Your Confirmed New Password does not match. Please verify both entries.`;
  },
  get userDeleted() {
    return t`The account associated with this email was recently deleted. You may sign up again after 00:00 UTC`;
  },
} as const;

/** Lengths of spec 1 section 9. */
export const LIMITS = {
  email: 40,
  name: 40,
  referralCode: 20,
  passwordMin: 8,
  codeLength: 6,
  resendSeconds: 59,
} as const;

/** Where the sign-in area's footer and the terms checkbox point. */
export const LEGAL_LINKS = {
  privacy: 'https://example.com/legal/privacy-policy',
  cookies: 'https://example.com/legal/cookie-policy',
  terms: 'https://example.com/legal/terms-and-conditions',
} as const;

/** Mailboxes the spec's pages and dialogs send people to. */
export const CONTACTS = {
  support: 'support@example.com',
  compliance: 'compliance@example.com',
} as const;

/** The signup timezone when none is chosen (spec 1 section 9): an IANA id, not text. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- an IANA timezone id sent to the server
export const DEFAULT_TIMEZONE = 'America/New_York';
