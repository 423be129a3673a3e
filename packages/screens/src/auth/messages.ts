/** The sign-in area's wording from spec 1 sections 5 and 8, verbatim. */
export const AUTH_MESSAGES = {
  invalidEmail: 'Please enter a valid Email Address',
  invalidPassword: 'Please enter a valid Password',
  invalidNewPassword: 'Please enter a valid New Password',
  confirmMismatch: 'Your Confirmed Password does not match. Please verify both entries.',
  confirmNewMismatch: 'Your Confirmed New Password does not match. Please verify both entries.',
  emailNotFound: 'Email Address not found in our records',
  wrongPassword: 'Your email address does not match the password. Please try again.',
  userDeleted:
    'The account associated with this email was recently deleted. You may sign up again after 00:00 UTC',
  locked: 'Your account is temporarily locked. Please check your email for the next steps.',
  invalidReferral: 'Please enter a valid Referral Code',
  invalidCode: 'Invalid or expired verification code',
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

/** The signup timezone when none is chosen (spec 1 section 9). */
export const DEFAULT_TIMEZONE = 'America/New_York';
