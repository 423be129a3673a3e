import { describe, expect, it } from 'vitest';
import { maxYieldAmount, yieldAmountError, YIELD_MESSAGES as M } from './yieldAmount';

describe('yieldAmountError', () => {
  it.each([
    ['', '100', M.required],
    ['   ', '100', M.required],
    ['.', '100', M.invalid],
    ['1.', '100', M.invalid],
    ['-5', '100', M.invalid],
    ['1e3', '100000', M.invalid],
    ['1.1234567', '100', M.invalid],
    ['1'.repeat(19), '1'.repeat(30), M.invalid],
    ['0', '100', M.zero],
    ['0.000000', '100', M.zero],
    ['100.000001', '100', M.insufficient],
    // 0.1 + 0.2 is not 0.3 in floats; in decimals it is, and it fits exactly.
    ['0.3', '0.3', undefined],
    ['0.000001', '100', undefined],
    ['100', '100', undefined],
    ['12500.75', '12500.75', undefined],
    // Unknown balance: the server decides.
    ['5', undefined, undefined],
  ])('%j of %j -> %s', (value, available, message) => {
    expect(yieldAmountError(value, available)).toBe(message);
  });
});

describe('maxYieldAmount', () => {
  it.each([
    ['12500.75', '12500.75'],
    ['41.2753129', '41.275312'],
    ['0.0000009', '0'],
    ['123456789012345678.999999', '123456789012345678.999999'],
    ['0', '0'],
    [undefined, '0'],
    ['nonsense', '0'],
  ])('%j -> %s', (available, max) => {
    expect(maxYieldAmount(available)).toBe(max);
  });
});
