import { describe, expect, it } from 'vitest';
import { amount, signedAmount } from './shared';

/** What `amount` makes of a JSON text, as the client would see it after JSON.parse. */
const fromJson = (text: string) => signedAmount.safeParse(JSON.parse(text));

describe('signedAmount: decimal strings kept exactly, numbers only when exact', () => {
  it.each([
    ['"0"', '0'],
    ['"-250.5"', '-250.5'],
    ['"12.345678"', '12.345678'],
    ['"00012.50"', '00012.50'],
    // A digit string of any length is kept digit for digit.
    [
      '"123456789012345678901234567890.123456789012345678"',
      '123456789012345678901234567890.123456789012345678',
    ],
    ['0', '0'],
    ['-0', '0'],
    ['12.5', '12.5'],
    ['-250.5', '-250.5'],
    ['0.1', '0.1'],
    ['1e21', '1000000000000000000000'],
    ['1.5e-7', '0.00000015'],
    ['-1.5E-7', '-0.00000015'],
    ['123456789012345', '123456789012345'],
    ['0.000123456789012345', '0.000123456789012345'],
    ['123456789012345000000000000000', '123456789012345000000000000000'],
    ['99999999999999.9', '99999999999999.9'],
  ])('%s -> %s', (json, expected) => {
    expect(fromJson(json)).toEqual({ success: true, data: expected });
  });

  it.each([
    // More than 15 significant digits: JSON.parse has already rounded them.
    '123456789012345678901234567890',
    '1234567890123456',
    '0.30000000000000004',
    '9007199254740993',
    // Not plain decimals.
    '"1e5"',
    '"1.5E-7"',
    '" 12"',
    '"12 "',
    '"+5"',
    '"1,000"',
    '"12."',
    '".5"',
    '""',
    '"NaN"',
    '"Infinity"',
    '"0x10"',
    '"<b>5</b>"',
    'null',
    'true',
    '[]',
    '{}',
    '["5"]',
  ])('%s is refused', (json) => {
    expect(fromJson(json).success).toBe(false);
  });

  it('refuses non-finite numbers, which JSON cannot carry but a caller could', () => {
    for (const n of [Infinity, -Infinity, NaN]) expect(amount.safeParse(n).success).toBe(false);
  });
});

describe("amount: the same, never negative (only a transaction's amount is signed)", () => {
  it.each(['"-1"', '-1', '"-0.000001"', '-1.5e-7', '"-250.5"'])('%s is refused', (json) => {
    expect(amount.safeParse(JSON.parse(json)).success).toBe(false);
  });
  it.each([
    ['"0"', '0'],
    ['-0', '0'],
    ['"1.5"', '1.5'],
    ['1.5e-7', '0.00000015'],
  ])('%s -> %s', (json, expected) => {
    expect(amount.safeParse(JSON.parse(json))).toEqual({ success: true, data: expected });
  });
});
