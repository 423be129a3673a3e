import { describe, expect, it } from 'vitest';
import { ApiError } from '@wallet/api';
import { AUTH_MESSAGES as M } from './messages';
import {
  forgotPasswordOutcome,
  loginOutcome,
  newPasswordOutcome,
  signupOutcome,
  twoFactorOutcome,
} from './serverErrors';

const err = (status: number, message: string, errorId?: string, details?: unknown) =>
  new ApiError({ status, message, errorId, details });

describe('login catalogue', () => {
  it.each([
    [
      err(400, 'Bad request', 'captcha', 'captcha verification failed'),
      { kind: 'dialog', dialog: 'generic' },
    ],
    [err(404, 'Email not found'), { kind: 'field', field: 'email', message: M.emailNotFound }],
    [
      err(400, 'Password incorrect'),
      { kind: 'field', field: 'password', message: M.wrongPassword },
    ],
    [err(400, 'User is deleted'), { kind: 'form', message: M.userDeleted }],
    [err(429, 'Too many requests'), { kind: 'form', message: M.locked, locked: true }],
    [
      err(403, 'Forbidden', 'error.user_compliance_failed_blocked'),
      { kind: 'dialog', dialog: 'blocked' },
    ],
    [err(403, 'User is blocked'), { kind: 'dialog', dialog: 'blocked' }],
    [err(500, 'Internal server error'), { kind: 'dialog', dialog: 'generic' }],
    [new TypeError('Failed to fetch'), { kind: 'dialog', dialog: 'generic' }],
  ])('%s', (error, outcome) => {
    expect(loginOutcome(error)).toEqual(outcome);
  });
});

describe('signup catalogue', () => {
  it.each([
    [err(400, 'x', 'captcha', 'captcha failed'), 'generic'],
    [err(400, 'Email exist in our record'), 'existing-account'],
    [err(400, 'User is deleted'), 'account-deleted'],
    [err(500, 'boom'), 'generic'],
  ])('%s gives the %s dialog', (error, dialog) => {
    expect(signupOutcome(error)).toEqual({ kind: 'dialog', dialog });
  });

  it('puts a referral error on the referral field', () => {
    expect(
      signupOutcome(err(400, 'Invalid', 'validation_error', { context: 'referral_code' })),
    ).toEqual({
      kind: 'field',
      field: 'referralCode',
      message: M.invalidReferral,
    });
  });
});

describe('two-factor, forgot password and link reset', () => {
  it('tells a wrong code from other failures', () => {
    expect(twoFactorOutcome(err(400, 'Invalid code', 'auth.error_2fa_verify_email'))).toEqual({
      kind: 'field',
      field: 'code',
      message: M.invalidCode,
    });
    expect(twoFactorOutcome(err(500, 'boom'))).toEqual({ kind: 'dialog', dialog: 'generic' });
  });

  it('maps forgot-password answers', () => {
    expect(forgotPasswordOutcome(err(404, 'Email not found'))).toMatchObject({
      message: M.emailNotFound,
    });
    expect(forgotPasswordOutcome(err(400, 'User is deleted'))).toMatchObject({
      message: M.userDeleted,
    });
    expect(forgotPasswordOutcome(err(500, 'x'))).toEqual({ kind: 'dialog', dialog: 'generic' });
  });

  it('blames the password only for a refusal, not for an outage', () => {
    expect(newPasswordOutcome(err(400, 'Validation failed'))).toMatchObject({
      field: 'password',
      message: M.invalidNewPassword,
    });
    expect(newPasswordOutcome(err(0, ''))).toEqual({ kind: 'dialog', dialog: 'generic' });
    expect(newPasswordOutcome(err(503, ''))).toEqual({ kind: 'dialog', dialog: 'generic' });
  });
});
