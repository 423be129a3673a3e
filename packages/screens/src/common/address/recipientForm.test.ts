import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError, CLIENT_ERROR_IDS } from '@wallet/api';
import { loadChecksum } from './evmAddress';
import {
  bodyOf,
  RECIPIENT_MESSAGES as M,
  recipientOutcome,
  recipientSchema,
} from './recipientForm';

const VALID = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const values = { name: 'Savings', address: VALID, tag: 'Family', acknowledge: true };

describe('recipientSchema (Add or Save enabled)', () => {
  beforeAll(loadChecksum);

  it.each([
    [values, true],
    // Every field is required (spec 2 section 5), the tag too.
    [{ ...values, tag: '' }, false],
    [{ ...values, tag: ' \u200B\u202E ' }, false],
    [{ ...values, tag: 't'.repeat(50) }, true],
    [{ ...values, name: '  ' }, false],
    [{ ...values, name: '\u200B\u200D' }, false],
    [{ ...values, name: 'n'.repeat(100) }, true],
    [{ ...values, name: 'n'.repeat(101) }, false],
    [{ ...values, address: '' }, false],
    [{ ...values, address: VALID.replace('aAeb', 'AAeb') }, false],
    [{ ...values, address: `${VALID.slice(0, 9)}\u200B${VALID.slice(9)}` }, false],
    [{ ...values, tag: 't'.repeat(51) }, false],
    [{ ...values, acknowledge: false }, false],
  ])('%j -> %s', (input, ok) => {
    expect(recipientSchema.safeParse(input).success).toBe(ok);
  });

  it("says what is missing in the form's words", () => {
    const issues = recipientSchema.safeParse({ ...values, tag: '' }).error?.issues;
    expect(issues?.map((i) => [i.path, i.message])).toEqual([[['tag'], M.tagRequired]]);
  });

  it('sends trimmed values with the acknowledgement', () => {
    expect(
      bodyOf({ name: ' Sav\u200Bings ', address: ` ${VALID}\n`, tag: ' x ', acknowledge: true }),
    ).toEqual({
      address_name: 'Savings',
      address: VALID,
      tag: 'x',
      acknowledge: true,
    });
  });
});

describe('recipientOutcome (spec 2 section 8)', () => {
  const error = (status: number, errorId?: string, message = 'failed') =>
    new ApiError({ status, message, errorId });

  it.each([
    [error(400, 'invalid_address'), { field: M.invalidAddress }],
    [error(400, 'address_exists'), { field: M.exists }],
    [error(422, undefined, 'address_exists'), { field: M.exists }],
    [error(422, 'validation_error'), { generic: true }],
    [error(500, 'address_exists'), { generic: true }],
    [error(0, CLIENT_ERROR_IDS.network), { generic: true }],
    [error(200, CLIENT_ERROR_IDS.invalidResponse), { generic: true }],
    [new Error('boom'), { generic: true }],
  ])('%s -> %j', (thrown, outcome) => {
    expect(recipientOutcome(thrown)).toEqual(outcome);
  });
});
