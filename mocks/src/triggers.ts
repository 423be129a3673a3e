/**
 * Documented triggers: how a tester (or a story, or a test) reaches each entry of the error
 * catalogues through the demo backend. docs/demo-mode.md lists them for people.
 */
export const TRIGGERS = {
  /** Login or signup with this e-mail fails the captcha (generic dialog). */
  captchaEmail: 'captcha@demo.test',
  /** Any auth call with this e-mail answers 500 (generic dialog). */
  serverErrorEmail: 'error@demo.test',
  /** Wrong passwords in a row before the account is locked ("Too many requests"). */
  lockAfterFailedLogins: 5,
  /** This code always answers 500 on 2FA verify (generic error, fields flagged). */
  serverErrorCode: '000000',
  /** Signup with this referral code is refused (any unknown code is too). */
  invalidReferralCode: 'INVALID',
  /** Reset tokens starting with this are expired links. */
  expiredResetToken: 'expired',
  /** Yield deposit or redeem of this amount fails with a server message under the field. */
  yieldErrorAmount: '13.13',
  /** A well-formed address the backend refuses (the zero address): invalid_address. */
  invalidWithdrawAddress: '0x0000000000000000000000000000000000000000',
  /** A withdrawal of this amount fails with 500 (generic dialog). */
  withdrawErrorAmount: '66.6',
  /** An address book name that makes the save fail with 500 (form closes, generic dialog). */
  addressBookErrorName: 'Server Error',
  /** A name on card that makes card creation fail (generic dialog). */
  cardErrorName: 'ERROR',
  /** The one valid card partner code (tier 3); any other is "Invalid or expired partner code". */
  partnerCode: 'PARTNER3',
  /** Reads of GET card after which a new card is active (or CARD_ISSUE_MS after creation). */
  cardActiveAfterReads: 3,
  /** Every seeded physical card's PIN until changed; any other current PIN is refused. */
  cardPin: '1234',
} as const;

/** The compliance mailbox the spec's restricted and limit dialogs point to. */
export const COMPLIANCE_EMAIL = 'compliance@example.com';

/** Server wording the client matches on (spec 1 section 8, spec 2 section 8). */
export const SERVER_MESSAGES = {
  emailNotFound: 'Email not found',
  passwordIncorrect: 'Password incorrect',
  userDeleted: 'User is deleted',
  tooManyRequests: 'Too many requests',
  userBlocked: 'User is blocked',
  captcha: 'captcha verification failed',
  emailExists: 'Email exist in our record',
  invalidReferral: 'Invalid referral code',
  currentPasswordMismatch: 'Current password mismatch',
  sameAsCurrent: 'New password cannot be the same as current password',
  invalidAccessToken: 'Rejected request with invalid access token',
  /** A session opened by the password step, before its e-mailed code (401, error_id 4291). */
  codePending: 'Two-factor verification required',
} as const;

/** Calls the demo panel can switch to failing (the spec's generic-dialog cases). */
export const FAILABLE_CALLS = [
  'POST profile/email-marketing',
  'POST profile/validate-delete',
  'POST profile/delete',
  'POST profile/preferences',
  'POST wallets/create',
  'GET sumsub/generate_token/:level',
  'GET referral',
  'POST address-book/delete/:id',
  'POST send/confirm',
  'POST card/create',
  'POST card/topup',
  'POST card/terminate',
  'POST card/replace',
  'POST card/replace-physical',
  'POST card/:id/pin',
  'POST card/:id/permission',
  'POST auth/encrypted-token',
] as const;
