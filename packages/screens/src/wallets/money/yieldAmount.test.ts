import { describe, expect, it } from 'vitest';
import { AMOUNT_MESSAGES as A } from '@wallet/ui';
import {
  maxYieldAmount,
  yieldAmountError,
  yieldAmountValue,
  YIELD_MESSAGES as M,
} from './yieldAmount';

describe('yieldAmountError', () => {
  it.each([
    ['', '100', M.required],
    ['   ', '100', M.required],
    ['.', '100', A.notDigits],
    ['-5', '100', A.sign],
    ['1e3', '100000', A.notDigits],
    ['0x10', '100000', A.notDigits],
    ['1.1234567', '100', A.decimals(6)],
    ['1'.repeat(19), '1'.repeat(30), A.length(18)],
    ['1.', '100', undefined],
    ['1,000', '100000', undefined],
    ['1,000', '999.99', M.insufficient],
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
    expect(yieldAmountError(value, { available, ticker: 'USDC' })).toBe(message);
  });

  it('Earn: at least min_deposit_amount, checked before the call', () => {
    const earn = { available: '500', min: '10', ticker: 'USDC' };
    expect(yieldAmountError('9.999999', earn)).toBe('Please enter an amount of at least 10 USDC');
    expect(yieldAmountError('10', earn)).toBeUndefined();
  });

  it('Redeem: no more than eligible_balance, even when the Yield Wallet holds more', () => {
    const redeem = { available: '250', eligible: '200.5', ticker: 'USDC' };
    expect(yieldAmountError('200.500001', redeem)).toBe('You can redeem up to 200.5 USDC now');
    expect(yieldAmountError('200.5', redeem)).toBeUndefined();
    expect(yieldAmountError('251', redeem)).toBe(M.insufficient);
  });
});

describe('yieldAmountValue: what is sent', () => {
  it.each([
    ['0010', '10'],
    ['10.500000', '10.5'],
    ['1,000.50', '1000.5'],
    ['1e5', undefined],
    ['-1', undefined],
  ])('%j -> %j', (text, value) => {
    expect(yieldAmountValue(text)).toBe(value);
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

  it('Redeem: no more than eligible_balance', () => {
    expect(maxYieldAmount('250', '200.5')).toBe('200.5');
    expect(maxYieldAmount('100', '200.5')).toBe('100');
  });
});
