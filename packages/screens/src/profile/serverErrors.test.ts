import { describe, expect, it } from 'vitest';
import { ApiError } from '@wallet/api';
import { PROFILE_MESSAGES as P } from './messages';
import { changePasswordOutcome } from './serverErrors';

const error = (message: string, details?: unknown, status = 400) =>
  new ApiError({ status, message, details });

describe('changePasswordOutcome', () => {
  it.each([
    ['Current password mismatch', undefined, 'currentPassword', P.currentPasswordMismatch],
    [
      'Validation failed',
      { fields: ['current_password'] },
      'currentPassword',
      P.currentPasswordMismatch,
    ],
    ['New password cannot be the same as current password', undefined, 'password', P.sameAsCurrent],
  ])('%s -> a message under %s', (message, details, field, text) => {
    expect(changePasswordOutcome(error(message, details))).toEqual({
      kind: 'field',
      field,
      message: text,
    });
  });

  it.each([
    ['Validation failed without details', error('Validation failed')],
    ['a server error', error('Internal server error', undefined, 500)],
    ['a network failure', new ApiError({ status: 0, errorId: 'network_error' })],
    ['not an API error', new TypeError('boom')],
  ])('%s -> the generic dialog', (_, failure) => {
    expect(changePasswordOutcome(failure)).toEqual({ kind: 'dialog', dialog: 'generic' });
  });
});
