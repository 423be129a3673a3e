import { describe, expect, it } from 'vitest';
import { TOPUP_MESSAGES as M, topUpAmountError } from './topUpAmount';

const limits = { min: '10', max: '5000', balance: '12500.75' };

describe('topUpAmountError', () => {
  it.each(['10', '100', '100.5', '4999.99', '5000', '5000.00'])('accepts %s', (value) => {
    expect(topUpAmountError(value, limits)).toBeUndefined();
  });
  it('asks for an amount when blank', () => {
    expect(topUpAmountError('  ', limits)).toBe(M.required);
  });
  it.each(['1.234', '1e3', '-5', '.5', '12,00', '1234567890123456789'])(
    'refuses the shape of %s',
    (value) => {
      expect(topUpAmountError(value, limits)).toBe(M.invalid);
    },
  );
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
