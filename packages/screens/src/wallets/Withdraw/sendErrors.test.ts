import { describe, expect, it } from 'vitest';
import { ApiError } from '@wallet/api';
import { sendOutcome } from './sendErrors';

const err = (status: number, message: string, errorId?: string, details?: unknown) =>
  new ApiError({ status, message, errorId, details });

describe('sendOutcome (spec 1 section 8)', () => {
  it.each([
    [
      'invalid_address under the address',
      err(400, 'Invalid address', 'invalid_address'),
      {
        kind: 'field',
        field: 'recipientAddress',
        message: 'Please enter a valid wallet address',
      },
    ],
    [
      'invalid_address named only in the message',
      err(400, 'invalid_address'),
      {
        kind: 'field',
        field: 'recipientAddress',
        message: 'Please enter a valid wallet address',
      },
    ],
    [
      'insufficient balance under the amount',
      err(400, 'Insufficient balance', 'insufficient_balance'),
      { kind: 'field', field: 'amount', message: 'Insufficient balance' },
    ],
    [
      'below the minimum: the server words it',
      err(400, 'Minimum amount is 10', 'below_minimum'),
      { kind: 'field', field: 'amount', message: 'Minimum amount is 10' },
    ],
    [
      'the limit with its numbers',
      err(400, 'kyc_limit_reached_message', 'kyc_limit_reached_message', {
        limit_usd: '10000',
        remaining_usd: 250.5,
        window_hours: 24,
        compliance_email: 'compliance@example.com',
      }),
      {
        kind: 'limit',
        limit: {
          limitUsd: '10000',
          remainingUsd: '250.5',
          email: 'compliance@example.com',
        },
      },
    ],
    [
      'the limit without details',
      err(400, 'kyc_limit_reached_message'),
      {
        kind: 'limit',
        limit: { limitUsd: undefined, remainingUsd: undefined, email: undefined },
      },
    ],
    [
      'the limit with details that are no figures: none is shown',
      err(400, 'kyc_limit_reached_message', 'kyc_limit_reached_message', {
        limit_usd: '1e4',
        remaining_usd: '-5',
        compliance_email: 'javascript:alert(1)',
      }),
      {
        kind: 'limit',
        limit: { limitUsd: undefined, remainingUsd: undefined, email: undefined },
      },
    ],
    [
      'a review already sent',
      err(409, 'Already sent', 'already_sent'),
      { kind: 'generic', message: 'This transaction has already been sent.' },
    ],
    ['a server error', err(500, 'Internal server error'), { kind: 'generic' }],
    ['a 500 that mentions an address', err(500, 'invalid_address'), { kind: 'generic' }],
    ['anything else', err(422, 'Validation failed', 'validation_error'), { kind: 'generic' }],
  ])('%s', (_, error, outcome) => {
    expect(sendOutcome(error)).toEqual(outcome);
  });

  it('treats a failure that is no ApiError as generic', () => {
    expect(sendOutcome(new TypeError('x'))).toEqual({ kind: 'generic' });
  });
});
