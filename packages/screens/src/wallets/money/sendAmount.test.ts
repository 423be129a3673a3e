import { describe, expect, it } from 'vitest';
import {
  maxSendAmount,
  recipientReceives,
  SEND_MESSAGES as M,
  sendAmountError,
} from './sendAmount';

const limits = { min: '10', balance: '12500.75', ticker: 'USDC' };

describe('sendAmountError (spec 1 section 5)', () => {
  it.each([
    ['', M.amountRequired],
    ['   ', M.amountRequired],
    ['abc', M.amountInvalid],
    ['1e3', M.amountInvalid],
    ['-20', M.amountInvalid],
    ['20.', M.amountInvalid],
    ['.5', M.amountInvalid],
    ['20.1234567', M.amountInvalid],
    ['1234567890123456789', M.amountInvalid],
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
    expect(sendAmountError('1', { min: '2.5', balance: '100', ticker: 'USDT' })).toBe(
      'Please enter an amount of at least 2.5 USDT',
    );
  });

  it('refuses any amount while the balance is unknown', () => {
    expect(sendAmountError('10', { ...limits, balance: '' })).toBe(M.insufficient);
  });

  it('compares exactly, where floats would not (0.1 + 0.2)', () => {
    expect(sendAmountError('0.3', { min: '0.3', balance: '0.3', ticker: 'USDC' })).toBe(undefined);
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
