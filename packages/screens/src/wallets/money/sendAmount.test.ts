import { describe, expect, it } from 'vitest';
import { AMOUNT_MESSAGES as A } from '@wallet/ui';
import {
  maxSendAmount,
  recipientReceives,
  SEND_MESSAGES as M,
  sendAmountError,
  sendAmountValue,
} from './sendAmount';

const limits = { min: '10', balance: '12500.75', fee: '1.5', ticker: 'USDC' };

describe('sendAmountError (spec 1 section 5)', () => {
  it.each([
    ['', M.amountRequired],
    ['   ', M.amountRequired],
    ['abc', A.notDigits],
    ['1e3', A.notDigits],
    ['0x10', A.notDigits],
    ['-20', A.sign],
    ['20,5', A.separator],
    ['20.1234567', A.decimals(6)],
    ['1234567890123456789', A.length(18)],
    ['20.', undefined],
    ['1,000', undefined],
    ['1,000.50', undefined],
    ['0010', undefined],
    ['0', 'Please enter an amount of at least 10 USDC'],
    ['9.999999', 'Please enter an amount of at least 10 USDC'],
    ['10', undefined],
    ['10.000001', undefined],
    ['20.123456', undefined],
    ['12500.75', undefined],
    ['12500.750000', undefined],
    ['12500.750001', M.insufficient],
    ['99999999', M.insufficient],
  ])('%j -> %s', (value, message) => {
    expect(sendAmountError(value, limits)).toBe(message);
  });

  it('names the minimum as the server gives it, with its ticker', () => {
    expect(sendAmountError('1', { min: '2.5', balance: '100', fee: '0', ticker: 'USDT' })).toBe(
      'Please enter an amount of at least 2.5 USDT',
    );
  });

  it('refuses any amount while the balance is unknown', () => {
    expect(sendAmountError('10', { ...limits, balance: '' })).toBe(M.insufficient);
  });

  it('compares exactly, where floats would not (0.1 + 0.2)', () => {
    expect(sendAmountError('0.3', { min: '0.3', balance: '0.3', fee: '0.1', ticker: 'USDC' })).toBe(
      undefined,
    );
  });

  it('refuses an amount at or below the fee, even above the minimum: nothing would arrive', () => {
    const low = { min: '1', balance: '100', fee: '1.5', ticker: 'USDC' };
    expect(sendAmountError('1.5', low)).toBe(
      'Please enter an amount greater than the network fee of 1.5 USDC',
    );
    expect(sendAmountError('1.2', low)).toBe(M.notAboveFee('1.5', 'USDC'));
    expect(sendAmountError('1.500001', low)).toBeUndefined();
  });
});

describe('sendAmountValue: what is sent', () => {
  it.each([
    ['0010', '10'],
    ['10.500000', '10.5'],
    ['25,000.50', '25000.5'],
    ['1e5', undefined],
    ['12.1234567', undefined],
  ])('%j -> %j', (text, value) => {
    expect(sendAmountValue(text)).toBe(value);
  });
});

describe('recipientReceives', () => {
  it.each([
    ['100', '1.5', '98.5'],
    ['10', '1.5', '8.5'],
    ['1.5', '1.5', '0'],
    ['1', '1.5', '0'],
    ['0.3', '0.1', '0.2'],
    ['12500.750001', '1.5', '12499.250001'],
    ['', '1.5', undefined],
    ['abc', '1.5', undefined],
    ['1,000', '1.5', '998.5'],
  ])('%j less %j -> %j', (amount, fee, received) => {
    expect(recipientReceives(amount, fee)).toBe(received);
  });
});

describe('maxSendAmount', () => {
  it.each([
    ['12500.75', '12500.75'],
    ['0.1234569', '0.123456'],
    ['0', '0'],
    ['-5', '0'],
    [undefined, '0'],
  ])('%j -> %j', (balance, max) => {
    expect(maxSendAmount(balance)).toBe(max);
  });
});
