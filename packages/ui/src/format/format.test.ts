import { describe, expect, it } from 'vitest';
import { formatAmount, toDecimal } from './amount';
import { truncateAddress } from './address';
import { formatDateTime } from './dateTime';

describe('formatAmount', () => {
  it('groups thousands and keeps the given decimals', () => {
    expect(formatAmount('1234567.5', { decimals: 2 })).toBe('1,234,567.50');
    expect(formatAmount(1000, { decimals: 0 })).toBe('1,000');
  });

  it('rounds down, never up, without float error', () => {
    expect(formatAmount('0.1234569', { decimals: 6 })).toBe('0.123456');
    expect(formatAmount('19.999', { decimals: 2 })).toBe('19.99');
    expect(formatAmount(0.1 + 0.2, { decimals: 2 })).toBe('0.30');
    expect(formatAmount('-2.559', { decimals: 2 })).toBe('-2.55');
  });

  it('keeps precision beyond what a float can hold', () => {
    expect(formatAmount('123456789012345678.123456', { decimals: 6 })).toBe(
      '123,456,789,012,345,678.123456',
    );
  });

  it('trims zeros and signs on request', () => {
    expect(formatAmount('12.500000', { decimals: 6, trimZeros: true })).toBe('12.5');
    expect(formatAmount('12', { decimals: 6, trimZeros: true })).toBe('12');
    expect(formatAmount('5', { decimals: 2, signed: true })).toBe('+5.00');
    expect(formatAmount('-5', { decimals: 2, signed: true })).toBe('-5.00');
    expect(formatAmount('0.001', { decimals: 2, signed: true })).toBe('0.00');
  });

  it('returns undefined for a value that is not a number', () => {
    expect(formatAmount('abc', { decimals: 2 })).toBeUndefined();
    expect(formatAmount(null, { decimals: 2 })).toBeUndefined();
    expect(formatAmount('', { decimals: 2 })).toBeUndefined();
    expect(toDecimal(' 3.5 ')?.toString()).toBe('3.5');
  });
});

describe('truncateAddress', () => {
  const evm = '0x52908400098527886E0F7030069857D2E4169EE7';
  it('keeps addresses of 23 characters or fewer whole', () => {
    expect(truncateAddress('12345678901234567890123')).toBe('12345678901234567890123');
  });
  it('shows the first 10 and last 10 characters of longer ones', () => {
    expect(truncateAddress(evm)).toBe('0x52908400…D2E4169EE7');
    expect(truncateAddress('123456789012345678901234')).toBe('1234567890…5678901234');
  });
});

describe('formatDateTime', () => {
  const instant = '2026-03-05T23:04:09Z';
  it('formats DD/MM/YYYY HH:mm:ss in the given timezone', () => {
    expect(formatDateTime(instant, 'UTC')).toBe('05/03/2026 23:04:09');
    expect(formatDateTime(instant, 'Asia/Kuala_Lumpur')).toBe('06/03/2026 07:04:09');
    expect(formatDateTime(instant, 'America/New_York')).toBe('05/03/2026 18:04:09');
  });
  it('accepts a timezone shown with spaces', () => {
    expect(formatDateTime(instant, 'America/New York')).toBe('05/03/2026 18:04:09');
  });
  it('uses 00 for midnight, not 24', () => {
    expect(formatDateTime('2026-01-01T00:00:00Z', 'UTC')).toBe('01/01/2026 00:00:00');
  });
  it('falls back for an unknown timezone and refuses an unreadable date', () => {
    expect(formatDateTime(instant, 'Mars/Olympus')).toMatch(/^\d\d\/\d\d\/2026 \d\d:04:09$/);
    expect(formatDateTime('not a date', 'UTC')).toBeUndefined();
  });
});
