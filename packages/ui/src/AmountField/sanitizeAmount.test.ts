import { describe, expect, it } from 'vitest';
import { sanitizeAmountInput } from './sanitizeAmount';

const usdc = { decimals: 6, maxLength: 18 };
const usd = { decimals: 2, maxLength: 18 };

describe('sanitizeAmountInput', () => {
  it('accepts digits and one point', () => {
    expect(sanitizeAmountInput('12.5', '12.', usdc)).toBe('12.5');
    expect(sanitizeAmountInput('12.5.', '12.5', usdc)).toBe('12.5');
  });

  it('rejects letters, signs and exponents, keeping the previous text', () => {
    expect(sanitizeAmountInput('12a', '12', usdc)).toBe('12');
    expect(sanitizeAmountInput('-1', '', usdc)).toBe('');
    expect(sanitizeAmountInput('1e5', '1', usdc)).toBe('1');
  });

  it('enforces the decimals limit', () => {
    expect(sanitizeAmountInput('1.123456', '1.12345', usdc)).toBe('1.123456');
    expect(sanitizeAmountInput('1.1234567', '1.123456', usdc)).toBe('1.123456');
    expect(sanitizeAmountInput('9.999', '9.99', usd)).toBe('9.99');
    expect(sanitizeAmountInput('250.', '250', { decimals: 0, maxLength: 18 })).toBe('250');
  });

  it('enforces the length limit, point included', () => {
    const eighteen = '12345678901234567.';
    expect(sanitizeAmountInput(eighteen, '12345678901234567', usdc)).toBe(eighteen);
    expect(sanitizeAmountInput(`${eighteen}1`, eighteen, usdc)).toBe(eighteen);
  });

  it('cleans pasted text: spaces, thousands separators, decimal comma, leading point', () => {
    expect(sanitizeAmountInput(' 1 234.50 ', '', usdc)).toBe('1234.50');
    expect(sanitizeAmountInput('1,234.5', '', usdc)).toBe('1234.5');
    expect(sanitizeAmountInput('12,5', '', usdc)).toBe('12.5');
    expect(sanitizeAmountInput('.5', '', usdc)).toBe('0.5');
    expect(sanitizeAmountInput('', '12', usdc)).toBe('');
  });
});
