import { beforeEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../i18n/activate';
import {
  AMOUNT_DECIMALS,
  amountInputText,
  amountParts,
  decimalsFor,
  formatAmount,
  formatCount,
  formatMoney,
  formatPercent,
  MINUS,
  numberSeparators,
  toDecimal,
} from './amount';
import { truncateAddress } from './address';
import { formatDateTime, formatDay } from './dateTime';

describe('formatAmount', () => {
  it('groups thousands and keeps the given decimals', () => {
    expect(formatAmount('1234567.5', { decimals: 2 })).toBe('1,234,567.50');
    expect(formatAmount(1000, { decimals: 0 })).toBe('1,000');
  });

  it('rounds down, never up, without float error', () => {
    expect(formatAmount('0.1234569', { decimals: 6 })).toBe('0.123456');
    expect(formatAmount('19.999', { decimals: 2 })).toBe('19.99');
    expect(formatAmount(0.1 + 0.2, { decimals: 2 })).toBe('0.30');
    expect(formatAmount('-2.559', { decimals: 2 })).toBe('\u22122.55');
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
    expect(formatAmount('-5', { decimals: 2, signed: true })).toBe('\u22125.00');
    expect(formatAmount('0.001', { decimals: 2, signed: true })).toBe('0.00');
  });

  it('returns undefined for a value that is not a number', () => {
    expect(formatAmount('abc', { decimals: 2 })).toBeUndefined();
    expect(formatAmount(null, { decimals: 2 })).toBeUndefined();
    expect(formatAmount('', { decimals: 2 })).toBeUndefined();
    expect(toDecimal(' 3.5 ')?.toString()).toBe('3.5');
  });
});

// Every format Amount shows, as the plain string it reads as (formatMoney is Amount's text).
describe('formatMoney: every format of the one display', () => {
  const M = MINUS;
  it.each([
    // [what, value, options, shown]
    ['crypto: 6 decimals', '12500.75', { ticker: 'USDC' }, '12,500.750000 USDC'],
    ['crypto rounds down', '0.1234569', { ticker: 'USDC' }, '0.123456 USDC'],
    [
      'crypto: a dust amount below 6 decimals is zero',
      '0.0000009',
      { ticker: 'USDC' },
      '0.000000 USDC',
    ],
    ['USD: 2 decimals', '2500.999', { ticker: 'USD' }, '2,500.99 USD'],
    ['USD with a prefix', '2500.999', { prefix: '$', decimals: 2 }, '$2,500.99'],
    [
      'VEF rewards: 0 decimals',
      '250.9',
      { ticker: 'VEF', decimals: AMOUNT_DECIMALS.reward },
      '250 VEF',
    ],
    ['zero', '0', { ticker: 'USDC' }, '0.000000 USDC'],
    ['zero is never signed', '-0.0000001', { ticker: 'USDC', signed: true }, '0.000000 USDC'],
    ['negative: a real minus', '-42.5', { ticker: 'USD' }, `${M}42.50 USD`],
    ['negative rounds toward zero', '-2.559', { ticker: 'USD' }, `${M}2.55 USD`],
    ['negative with a prefix: sign first', '-42.5', { prefix: '$', decimals: 2 }, `${M}$42.50`],
    ['signed positive', '150', { ticker: 'USDC', signed: true }, '+150.000000 USDC'],
    ['signed negative', '-250.5', { ticker: 'USDC', signed: true }, `${M}250.500000 USDC`],
    ['trimmed zeros', '12.500000', { ticker: 'USDC', trimZeros: true }, '12.5 USDC'],
    ['a number from a server', 1500.25, { ticker: 'USDC' }, '1,500.250000 USDC'],
    [
      'huge, beyond a float',
      '123456789012345678.1234567',
      { ticker: 'USDC' },
      '123,456,789,012,345,678.123456 USDC',
    ],
    ['exponent notation', '1e21', { ticker: 'USD' }, '1,000,000,000,000,000,000,000.00 USD'],
    ['spaces around', ' 3.5 ', { ticker: 'USD' }, '3.50 USD'],
  ] as const)('%s', (_what, value, options, shown) => {
    expect(formatMoney(value, options)).toBe(shown);
  });

  it.each([['abc'], [''], [null], [undefined], ['1,000'], ['NaN'], ['Infinity'], ['12.5 USDC']])(
    'unreadable %j: undefined (Amount shows "—")',
    (value) => {
      expect(formatMoney(value, { ticker: 'USDC' })).toBeUndefined();
    },
  );

  it('picks decimals by ticker: 2 for USD, 6 for any crypto', () => {
    expect(decimalsFor('USD')).toBe(2);
    expect(decimalsFor('usd')).toBe(2);
    expect(decimalsFor('USDC')).toBe(6);
    expect(decimalsFor('VEF')).toBe(6);
    expect(decimalsFor(undefined)).toBe(6);
  });

  it('cuts an amount into sign, whole and fraction for the hero', () => {
    expect(amountParts('-1234.5', { decimals: 2 })).toEqual({
      sign: M,
      whole: '1,234',
      fraction: '.50',
    });
    expect(amountParts('7', { decimals: 0 })).toEqual({ sign: '', whole: '7', fraction: '' });
  });

  it('shows a rate as a percent', () => {
    expect(formatPercent('4.5')).toBe('4.5%');
    expect(formatPercent('4.567')).toBe('4.56%');
    expect(formatPercent('x')).toBeUndefined();
  });
});

describe('amounts in Spanish', () => {
  // After the setup's English (scripts/vitest.setup.ts).
  beforeEach(() => activateLocale('es'));

  it('writes a point between thousands and a comma before the decimals, still rounded down', () => {
    expect(numberSeparators()).toEqual({ group: '.', decimal: ',' });
    expect(formatMoney('1234.569', { ticker: 'USDC', decimals: 2 })).toBe('1.234,56 USDC');
    expect(formatMoney('12500.75', { ticker: 'USDC' })).toBe('12.500,750000 USDC');
    expect(formatMoney('-5', { ticker: 'USD', signed: true })).toBe(`${MINUS}5,00 USD`);
    expect(amountParts('-1234.5', { decimals: 2 })).toEqual({
      sign: MINUS,
      whole: '1.234',
      fraction: ',50',
    });
    // Every thousand is grouped, though Spanish print often leaves four digits alone.
    expect(formatAmount('1000', { decimals: 0 })).toBe('1.000');
    expect(formatCount(12345)).toBe('12.345');
    expect(formatPercent('4.567')).toBe('4,56%');
  });

  it('gives an amount field the text Spanish reads back', () => {
    expect(amountInputText('12500.75')).toBe('12500,75');
    expect(amountInputText('10')).toBe('10');
  });

  it('keeps English separators for English and the pseudo-locale', () => {
    expect(numberSeparators('en')).toEqual({ group: ',', decimal: '.' });
    expect(numberSeparators('pseudo')).toEqual({ group: ',', decimal: '.' });
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

  // The offset is read once per day without a clock change (issue 43's speed): every instant must
  // still read as Intl reads it, on the days clocks change above all.
  it(
    'reads every instant as Intl does, across clock changes and odd offsets',
    { timeout: 30_000 },
    () => {
      const zones = [
        'America/New_York', // DST at 02:00 local
        'America/Sao_Paulo',
        'Europe/London',
        'Australia/Lord_Howe', // a 30-minute DST
        'Asia/Kathmandu', // +05:45
        'Pacific/Chatham', // +12:45 / +13:45
        'America/St_Johns', // -03:30, DST
        'UTC',
      ];
      const start = Date.UTC(2026, 0, 1);
      for (const zone of zones) {
        const format = new Intl.DateTimeFormat('en-GB', {
          timeZone: zone,
          day: '2-digit',
          month: '2-digit',
          year: 'numeric',
          hour: '2-digit',
          minute: '2-digit',
          second: '2-digit',
          hourCycle: 'h23',
        });
        // Every 67 minutes 13 seconds for a year: each day about 21 times, clock-change days too.
        for (let time = start; time < start + 366 * 86_400_000; time += 4_033_000) {
          const parts = format.formatToParts(time);
          const get = (type: string) => parts.find((p) => p.type === type)!.value;
          const expected = `${get('day')}/${get('month')}/${get('year')} ${get('hour')}:${get('minute')}:${get('second')}`;
          const got = formatDateTime(time, zone);
          if (got !== expected) throw new Error(`${zone} ${new Date(time).toISOString()}: ${got}`);
          const [d, m, y] = expected.slice(0, 10).split('/');
          if (formatDay(time, zone) !== `${y}-${m}-${d}`) throw new Error(`${zone} day ${time}`);
        }
      }
      // Around New York's spring change, second by second.
      const change = Date.UTC(2026, 2, 8, 7); // 03:00 EDT, a second after 01:59:59 EST
      expect(formatDateTime(change - 1000, 'America/New_York')).toBe('08/03/2026 01:59:59');
      expect(formatDateTime(change, 'America/New_York')).toBe('08/03/2026 03:00:00');
      expect(formatDay(Date.UTC(2026, 9, 31, 23, 30) + 4 * 3_600_000, 'America/New_York')).toBe(
        '2026-10-31',
      );
    },
  );

  it('keeps milliseconds out and reads instants before 1970', () => {
    expect(formatDateTime('2026-03-05T23:04:09.999Z', 'UTC')).toBe('05/03/2026 23:04:09');
    expect(formatDateTime('1969-12-31T23:59:59.500Z', 'Asia/Kathmandu')).toBe(
      '01/01/1970 05:29:59',
    );
    // A year Intl writes in fewer digits is read by Intl itself.
    expect(formatDay('0099-06-01T12:00:00Z', 'UTC')).toBe('99-06-01');
  });
});
