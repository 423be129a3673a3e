import { beforeEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../i18n/activate';
import { AMOUNT_MESSAGES as M, parseAmount } from './parseAmount';

const usdc = { decimals: 6, maxLength: 18 };
const usd = { decimals: 2, maxLength: 18 };

const ok = (value: string) => ({ ok: true, value });
const refused = (message: string) => ({ ok: false, message });

describe('parseAmount: what a typed or pasted amount means, or why it is refused', () => {
  it.each([
    // Plain decimals, normalised to what is sent.
    ['10', ok('10')],
    ['0010', ok('10')],
    ['10.500000', ok('10.5')],
    ['10.5000000', ok('10.5')],
    ['12.123456', ok('12.123456')],
    ['.5', ok('0.5')],
    ['20.', ok('20')],
    ['0', ok('0')],
    ['000.000', ok('0')],
    [' 25 ', ok('25')],
    // A comma is a thousands separator, as the app writes them.
    ['1,000', ok('1000')],
    ['25,000', ok('25000')],
    ['25,000.50', ok('25000.5')],
    ['1,000.50', ok('1000.5')],
    ['1,234,567.123456', ok('1234567.123456')],
    // Never a silent rewrite: everything else is refused with its reason.
    ['', refused(M.required)],
    ['   ', refused(M.required)],
    ['1e5', refused(M.notDigits)],
    ['1E5', refused(M.notDigits)],
    ['0x10', refused(M.notDigits)],
    ['abc', refused(M.notDigits)],
    ['1 000', refused(M.notDigits)],
    ['12a', refused(M.notDigits)],
    ['1.2.3', refused(M.notDigits)],
    ['.', refused(M.notDigits)],
    ['١٢', refused(M.notDigits)],
    ['Infinity', refused(M.notDigits)],
    ['-1', refused(M.sign)],
    ['+5', refused(M.sign)],
    ['\u22121', refused(M.sign)],
    ['12,5', refused(M.separator)],
    ['1,00', refused(M.separator)],
    ['1,0000', refused(M.separator)],
    [',100', refused(M.separator)],
    ['1000,000', refused(M.separator)],
    ['12.1234567', refused('Please enter an amount with up to 6 decimals')],
    ['0.0000001', refused('Please enter an amount with up to 6 decimals')],
    ['1234567890123456789', refused('Please enter an amount of at most 18 digits')],
    ['123456789012345678', ok('123456789012345678')],
  ])('%j (USDC, 6 decimals)', (text, expected) => {
    expect(parseAmount(text, usdc)).toEqual(expected);
  });

  it.each([
    ['12.12', ok('12.12')],
    ['1,000', ok('1000')],
    ['12.1234567', refused('Please enter an amount with up to 2 decimals')],
    ['100.555', refused('Please enter an amount with up to 2 decimals')],
    ['100.550', ok('100.55')],
  ])('%j (USD, 2 decimals)', (text, expected) => {
    expect(parseAmount(text, usd)).toEqual(expected);
  });

  it('names whole amounts and a single decimal in words', () => {
    expect(parseAmount('250.5', { decimals: 0, maxLength: 18 })).toEqual(
      refused('Please enter a whole amount, without decimals'),
    );
    expect(parseAmount('250.0', { decimals: 0, maxLength: 18 })).toEqual(ok('250'));
    expect(parseAmount('2.55', { decimals: 1, maxLength: 18 })).toEqual(
      refused('Please enter an amount with up to 1 decimal'),
    );
  });
});

describe('parseAmount in Spanish: a point groups thousands, a comma is the decimal separator', () => {
  // After the setup's English (scripts/vitest.setup.ts).
  beforeEach(() => activateLocale('es'));

  it.each([
    ['10', ok('10')],
    ['1234,56', ok('1234.56')],
    ['1.234,56', ok('1234.56')],
    ['1.234', ok('1234')],
    ['25.000,50', ok('25000.5')],
    ['1.234.567,123456', ok('1234567.123456')],
    ['10,500000', ok('10.5')],
    [',5', ok('0.5')],
    ['20,', ok('20')],
    // The English way round is refused, never read as another amount.
    ['12.5', () => M.separator],
    ['1.00', () => M.separator],
    ['1000.000', () => M.separator],
    ['1,000.50', () => M.notDigits],
    ['1,2,3', () => M.notDigits],
    [',', () => M.notDigits],
    ['1e5', () => M.notDigits],
    ['-1', () => M.sign],
    ['12,1234567', () => M.decimals(6)],
    ['1234567890123456789', () => M.length(18)],
  ])('%j (USDC, 6 decimals)', (text, expected) => {
    // A refusal's message is read as the test runs, in Spanish.
    expect(parseAmount(text, usdc)).toEqual(
      typeof expected === 'function' ? refused(expected()) : expected,
    );
  });

  it('says why in Spanish, with Spanish examples', () => {
    expect(parseAmount('12.5', usdc)).toEqual(
      refused('El punto separa los miles (1.000,50): usa una coma para los decimales'),
    );
    expect(parseAmount('abc', usdc)).toEqual(
      refused('Ingresa el monto en números, p. ej., 1.000,50'),
    );
    expect((parseAmount('12,123', usd) as { message: string }).message).toMatch(/2 decimales/);
  });
});
