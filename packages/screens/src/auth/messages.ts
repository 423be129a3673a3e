import { COMMON_MESSAGES } from '../common/messages';

/** The sign-in area's wording from spec 1 sections 5 and 8, verbatim. */
export const AUTH_MESSAGES = {
  ...COMMON_MESSAGES,
  invalidEmail: 'Please enter a valid Email Address',
  invalidPassword: 'Please enter a valid Password',
  confirmMismatch: 'Your Confirmed Password does not match. Please verify both entries.',
  emailNotFound: 'Email Address not found in our records',
  wrongPassword: 'Your email address does not match the password. Please try again.',
  locked: 'Your account is temporarily locked. Please check your email for the next steps.',
  invalidReferral: 'Please enter a valid Referral Code',
  invalidCode: 'Invalid or expired verification code',
} as const;
