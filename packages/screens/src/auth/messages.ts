import { t } from '@lingui/core/macro';
import { COMMON_MESSAGES } from '../common/messages';

/**
 * The sign-in area's wording from spec 1 sections 5 and 8, verbatim. Each read gives the active
 * language (getters: a copy of the values, such as a spread, would keep one language).
 */
export const AUTH_MESSAGES = {
  get invalidNewPassword() {
    return COMMON_MESSAGES.invalidNewPassword;
  },
  get confirmNewMismatch() {
    return COMMON_MESSAGES.confirmNewMismatch;
  },
  get userDeleted() {
    return COMMON_MESSAGES.userDeleted;
  },
  get invalidEmail() {
    return t`Please enter a valid Email Address`;
  },
  get invalidPassword() {
    return t`Please enter a valid Password`;
  },
  get confirmMismatch() {
    return t`Your Confirmed Password does not match. Please verify both entries.`;
  },
  get emailNotFound() {
    return t`Email Address not found in our records`;
  },
  get wrongPassword() {
    return t`Your email address does not match the password. Please try again.`;
  },
  get locked() {
    return t`Your account is temporarily locked. Please check your email for the next steps.`;
  },
  get invalidReferral() {
    return t`Please enter a valid Referral Code`;
  },
  get invalidCode() {
    return t`Invalid or expired verification code`;
  },
} as const;
