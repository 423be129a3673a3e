import { describe, expect, it } from 'vitest';
import { AMOUNT_MESSAGES as A } from '@wallet/ui';
import { TOPUP_MESSAGES as M, topUpAmountError, topUpAmountValue } from './topUpAmount';

const limits = { min: '10', max: '5000', balance: '12500.75' };

describe('topUpAmountError', () => {
  it.each(['10', '100', '100.5', '4999.99', '5000', '5000.00', '1,000', '1,000.50', '0010'])(
    'accepts %s',
    (value) => {
      expect(topUpAmountError(value, limits)).toBeUndefined();
    },
  );
  it('asks for an amount when blank', () => {
    expect(topUpAmountError('  ', limits)).toBe(M.required);
  });
  it.each([
    ['1.234', A.decimals(2)],
    ['12.1234567', A.decimals(2)],
    ['1e3', A.notDigits],
    ['0x10', A.notDigits],
    ['-5', A.sign],
    ['12,00', A.separator],
    ['1234567890123456789', A.length(18)],
  ])('refuses %s, saying why', (value, message) => {
    expect(topUpAmountError(value, limits)).toBe(message);
  });
  it.each([
    ['0010', '10'],
    ['10.50', '10.5'],
    ['1,000', '1000'],
    ['25,000.50', '25000.5'],
    ['1.234', undefined],
  ])('sends %j as %j', (text, value) => {
    expect(topUpAmountValue(text)).toBe(value);
  });
  it('below the minimum', () => {
    expect(topUpAmountError('9.99', limits)).toBe('Please enter an amount of at least 10 USD');
    expect(topUpAmountError('0', limits)).toBe('Please enter an amount of at least 10 USD');
  });
  it('above the maximum', () => {
    expect(topUpAmountError('5000.01', limits)).toBe(
      'Please enter an amount no greater than 5,000 USD',
    );
  });
  it('above the balance', () => {
    expect(topUpAmountError('100.01', { ...limits, balance: '100' })).toBe(M.insufficient);
    expect(topUpAmountError('100', { ...limits, balance: '100' })).toBeUndefined();
  });
  it('the minimum is checked before the balance', () => {
    expect(topUpAmountError('5', { ...limits, balance: '1' })).toBe(M.belowMin('10'));
  });
  it('without a known balance nothing may be sent', () => {
    expect(topUpAmountError('100', { min: '10', max: '5000' })).toBe(M.insufficient);
  });
});
