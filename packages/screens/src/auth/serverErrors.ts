import { isApiError } from '@wallet/api';
import { GENERIC_OUTCOME as GENERIC, type AuthOutcome } from '../common/outcome/types';
import { AUTH_MESSAGES as M } from './messages';

// What the sign-in area shows for a failed call (spec 1 section 8): a message under a field, a
// message for the whole form, or a dialog. Matching is on the server's wording, ignoring case,
// in the message and the error details alike.

/* eslint-disable lingui/no-unlocalized-strings -- the server's wording, matched, never shown */
/** What the server says, as matched. */
const SAYS = {
  emailNotFound: 'email not found',
  passwordIncorrect: 'password incorrect',
  userDeleted: 'user is deleted',
  tooManyRequests: 'too many requests',
  userBlocked: 'user is blocked',
  emailExists: 'email exist in our record',
} as const;
/* eslint-enable lingui/no-unlocalized-strings */

function text(error: unknown): { all: string; id: string } {
  if (!isApiError(error)) return { all: '', id: '' };
  return { all: error.searchableText, id: String(error.errorId ?? '').toLowerCase() };
}

export function loginOutcome(error: unknown): AuthOutcome {
  const { all, id } = text(error);
  if (all.includes('captcha')) return GENERIC;
  if (all.includes(SAYS.emailNotFound))
    return { kind: 'field', field: 'email', message: M.emailNotFound };
  if (all.includes(SAYS.passwordIncorrect))
    return { kind: 'field', field: 'password', message: M.wrongPassword };
  if (all.includes(SAYS.userDeleted)) return { kind: 'form', message: M.userDeleted };
  if (all.includes(SAYS.tooManyRequests)) return { kind: 'form', message: M.locked, locked: true };
  if (id === 'error.user_compliance_failed_blocked' || all.includes(SAYS.userBlocked))
    return { kind: 'dialog', dialog: 'blocked' };
  return GENERIC;
}

export function signupOutcome(error: unknown): AuthOutcome {
  const { all } = text(error);
  if (all.includes('captcha')) return GENERIC;
  if (all.includes(SAYS.emailExists)) return { kind: 'dialog', dialog: 'existing-account' };
  // The referral error is told by its context in the details (read by the capped walk: a
  // hostile answer nested 10k deep would make JSON.stringify throw).
  if (isApiError(error) && error.detailsText.includes('referral'))
    return { kind: 'field', field: 'referralCode', message: M.invalidReferral };
  if (all.includes(SAYS.userDeleted)) return { kind: 'dialog', dialog: 'account-deleted' };
  return GENERIC;
}

/** Two-factor: a wrong or expired code says so; anything else is the generic dialog. */
export function twoFactorOutcome(error: unknown): AuthOutcome {
  return text(error).id === 'auth.error_2fa_verify_email'
    ? { kind: 'field', field: 'code', message: M.invalidCode }
    : GENERIC;
}

export function forgotPasswordOutcome(error: unknown): AuthOutcome {
  const { all } = text(error);
  if (all.includes(SAYS.emailNotFound))
    return { kind: 'field', field: 'email', message: M.emailNotFound };
  if (all.includes(SAYS.userDeleted))
    return { kind: 'field', field: 'email', message: M.userDeleted };
  return GENERIC;
}

/** Setting a new password from a link: a refused password, or any failure the server gives. */
export function newPasswordOutcome(error: unknown): AuthOutcome {
  // A network failure or a 5xx is not the password's fault.
  if (!isApiError(error) || error.status === 0 || error.status >= 500) return GENERIC;
  return { kind: 'field', field: 'password', message: M.invalidNewPassword };
}
