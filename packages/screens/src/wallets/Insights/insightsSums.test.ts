import { describe, expect, it } from 'vitest';
import type { CardTransaction, Transaction } from '@wallet/api';
import { applyFilters, listTotal, type Filters } from '../History/filters';
import { historyRows, type HistoryRow } from '../History/history';
import { figuresOf } from './figures.testing';
import {
  addMonths,
  chartMonths,
  insightsOf,
  merchantOf,
  monthDays,
  monthToDate,
  moneyOutBetween,
  readMonth,
} from './insightsSums';

let id = 0;
const walletTxn = (
  date: string,
  amount: string,
  purpose: string,
  ticker = 'USDC',
): Transaction => ({
  date,
  txnHash: `0x${++id}`,
  type: 'onchain',
  purpose,
  ticker,
  amount,
  transactionId: `T${id}`,
  description: { row1: purpose, row2: '' },
});
const cardTxn = (
  date: string,
  description: string,
  amountUsd: string,
  { purpose = 'other', status = 'Closed', fiat = 'USD', amount = amountUsd } = {},
): CardTransaction => ({
  date,
  card_last_four: '4242',
  txn_hash: `CT${++id}`,
  status,
  purpose,
  description,
  fiat,
  amount,
  amount_usd: amountUsd,
});

const ZONE = 'America/New_York';
const rowsOf = (wallet: Transaction[], card: CardTransaction[] = []) =>
  historyRows(wallet, card, ZONE);

/** What /transactions lists for a figure's filters, and its total. */
function listed(rows: readonly HistoryRow[], filters: Filters, today: string) {
  const shown = applyFilters(rows, filters, today);
  return { count: shown.length, total: listTotal(shown)?.value ?? '0' };
}

describe('months', () => {
  it('moves across years and knows each month’s last day', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-11', 2)).toBe('2027-01');
    expect(addMonths('2026-03', -14)).toBe('2025-01');
    expect(monthDays('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthDays('2026-04')).toEqual({ from: '2026-04-01', to: '2026-04-30' });
  });

  it('reads a month from the URL or nothing', () => {
    expect(readMonth('2026-10')).toBe('2026-10');
    for (const bad of ['2026-13', '2026-1', 'x', '', null]) expect(readMonth(bad)).toBeUndefined();
  });

  it('shows the twelve months up to this one, or ending at an older chosen month', () => {
    expect(chartMonths('2026-10', '2026-11')).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    expect(chartMonths('2025-06', '2026-11').at(-1)).toBe('2025-06');
  });
});

describe('insightsOf', () => {
  it('puts a purchase at 23:30 on 31 October in New York in October, though it is November in UTC', () => {
    const rows = rowsOf([], [cardTxn('2026-11-01T03:30:00Z', 'Late dinner', '-40.00')]);
    expect(insightsOf(rows, '2026-10', '2026-11', true).card!.spent.value).toBe('-40');
    expect(insightsOf(rows, '2026-11', '2026-11', true).card!.spent.count).toBe(0);
  });

  it('sums each ticker by kind, in and out, with 6 decimals and huge values exactly', () => {
    const rows = rowsOf([
      walletTxn('2026-10-02T12:00:00Z', '99999999999.999999', 'deposit'),
      walletTxn('2026-10-03T12:00:00Z', '0.000001', 'deposit'),
      walletTxn('2026-10-04T12:00:00Z', '-0.1', 'withdraw'),
      walletTxn('2026-10-05T12:00:00Z', '-0.2', 'withdraw'),
      walletTxn('2026-10-06T12:00:00Z', '-250', 'card-related'),
      walletTxn('2026-10-07T12:00:00Z', '-100', 'yield-related'),
      walletTxn('2026-10-08T12:00:00Z', '40', 'yield-related'),
      walletTxn('2026-10-09T12:00:00Z', '12', 'other', 'VEF'),
      walletTxn('2026-09-30T12:00:00Z', '-5', 'withdraw'), // September
    ]);
    const { wallets } = insightsOf(rows, '2026-10', '2026-11', false);
    expect(wallets.map((w) => w.ticker)).toEqual(['USDC', 'VEF']);
    const usdc = wallets[0]!;
    expect(usdc.moneyIn.value).toBe('100000000040');
    expect(usdc.moneyOut.value).toBe('-350.3');
    expect(usdc.net.value).toBe('99999999689.7');
    expect(usdc.byKind.map((k) => [k.kind, k.moneyIn?.value, k.moneyOut?.value])).toEqual([
      ['deposit', '100000000000', undefined],
      ['withdrawal', undefined, '-0.3'],
      ['card', undefined, '-250'],
      ['yield', '40', '-100'],
    ]);
    expect(wallets[1]!.moneyIn.value).toBe('12');
  });

  it('nets refunds against purchases, leaves reversals and declines out, and counts pending apart', () => {
    const rows = rowsOf(
      [],
      [
        cardTxn('2026-10-02T12:00:00Z', 'Zalora shoes', '-59.90'),
        cardTxn('2026-10-05T12:00:00Z', 'Refund: Zalora shoes', '59.90', { purpose: 'refund' }),
        cardTxn('2026-10-06T12:00:00Z', 'Online store', '-89.00', { purpose: 'reversal' }),
        cardTxn('2026-10-07T12:00:00Z', 'Duty free', '-312.00', { status: 'Declined' }),
        cardTxn('2026-10-08T12:00:00Z', 'Grab ride', '-5.48', {
          status: 'Pending',
          fiat: 'MYR',
          amount: '-24.50',
        }),
        cardTxn('2026-10-09T12:00:00Z', 'Ramen Tokyo', '-10.12', { fiat: 'JPY', amount: '-1500' }),
        cardTxn('2026-10-10T12:00:00Z', 'Netflix.com', '-15.49'),
        cardTxn('2026-10-11T12:00:00Z', 'Card top-up', '250', { purpose: 'deposit' }),
      ],
    );
    const card = insightsOf(rows, '2026-10', '2026-11', true).card!;
    expect(card.spent.value).toBe('-25.61');
    expect(card.purchases).toMatchObject({ value: '-85.51', count: 3 });
    expect(card.refunds).toMatchObject({ value: '59.9', count: 1 });
    expect(card.pending).toMatchObject({ value: '-5.48', count: 1 });
    expect(card.currencies).toEqual(['JPY', 'USD']);
    expect(card.merchants.map((m) => [m.name, m.spent.value, m.purchases])).toEqual([
      ['Netflix.com', '-15.49', 1],
      ['Ramen Tokyo', '-10.12', 1],
      ['Zalora shoes', '0', 1],
    ]);
  });

  it('reads a refund’s merchant in Spanish too, and never merges similar names', () => {
    const row = (title: string) => ({ title }) as HistoryRow;
    expect(merchantOf(row('Reembolso: Zalora shoes'))).toBe('Zalora shoes');
    expect(merchantOf(row('Refund: Grab'))).toBe('Grab');
    expect(merchantOf(row('Grab ride'))).toBe('Grab ride');
  });

  it('says a month with nothing is empty, and where the history starts', () => {
    const rows = rowsOf([walletTxn('2026-03-02T12:00:00Z', '10', 'deposit')]);
    const insights = insightsOf(rows, '2026-10', '2026-11', false);
    expect(insights.empty).toBe(true);
    expect(insights.firstDay).toBe('2026-03-02');
  });

  it('draws twelve months of money out per ticker and for the card', () => {
    const rows = rowsOf(
      [
        walletTxn('2026-10-04T12:00:00Z', '-10.5', 'withdraw'),
        walletTxn('2026-01-04T12:00:00Z', '-2', 'withdraw'),
        walletTxn('2026-01-05T12:00:00Z', '1000', 'deposit'),
        walletTxn('2025-01-05T12:00:00Z', '-7', 'withdraw'), // before the twelve months
      ],
      [
        cardTxn('2026-10-02T12:00:00Z', 'Shop', '-20'),
        cardTxn('2026-09-02T12:00:00Z', 'Refund: Shop', '20', { purpose: 'refund' }),
      ],
    );
    const { series } = insightsOf(rows, '2026-10', '2026-11', true);
    expect(series.map((s) => s.id)).toEqual(['USDC', 'card']);
    const [usdc, card] = series;
    expect(usdc!.bars).toHaveLength(12);
    expect(usdc!.bars.filter((b) => b.out !== '0').map((b) => [b.month, b.out])).toEqual([
      ['2026-01', '2'],
      ['2026-10', '10.5'],
    ]);
    // A month of more refunds than purchases draws nothing.
    expect(card!.bars.find((b) => b.month === '2026-09')!.out).toBe('0');
    expect(card!.bars.find((b) => b.month === '2026-10')!.out).toBe('20');
  });

  it('gives Home the money out of a ticker between two days', () => {
    const rows = rowsOf([
      walletTxn('2026-11-02T12:00:00Z', '-10.5', 'withdraw'),
      walletTxn('2026-11-20T12:00:00Z', '-3', 'withdraw'),
      walletTxn('2026-11-03T12:00:00Z', '100', 'deposit'),
    ]);
    expect(moneyOutBetween(rows, 'USDC', '2026-11-01', '2026-11-10')).toBe('-10.5');
    expect(moneyOutBetween(rows, 'VEF', '2026-11-01', '2026-11-30')).toBe('0');
  });

  it('compares this month so far with the same days of last month, a shorter month to its end', () => {
    const rows = rowsOf([
      walletTxn('2026-03-30T12:00:00Z', '-7', 'withdraw'),
      walletTxn('2026-03-02T12:00:00Z', '-1', 'withdraw'),
      walletTxn('2026-02-27T12:00:00Z', '-2', 'withdraw'),
      walletTxn('2026-02-03T12:00:00Z', '-3', 'withdraw'),
      walletTxn('2026-01-31T12:00:00Z', '-4', 'withdraw'),
    ]);
    expect(monthToDate(rows, 'USDC', '2026-03-31')).toEqual({ now: '-8', before: '-5' });
    expect(monthToDate(rows, 'USDC', '2026-03-02')).toEqual({ now: '-1', before: '0' });
    expect(monthToDate(rows, 'USDC', '2026-02-28')).toEqual({ now: '-5', before: '0' });
  });
});

describe('every figure links to the list that adds up to it', () => {
  it('for a month of every kind of row', () => {
    const rows = rowsOf(
      [
        walletTxn('2026-10-02T12:00:00Z', '1500.123456', 'deposit'),
        walletTxn('2026-10-04T12:00:00Z', '-250.5', 'withdraw'),
        walletTxn('2026-10-06T12:00:00Z', '-100', 'card-related'),
        walletTxn('2026-10-07T12:00:00Z', '-100', 'yield-related'),
        walletTxn('2026-10-08T12:00:00Z', '0.42', 'yield-related'),
        walletTxn('2026-10-09T12:00:00Z', '25', 'other', 'VEF'),
      ],
      [
        cardTxn('2026-10-02T12:00:00Z', 'Zalora shoes', '-59.90'),
        cardTxn('2026-10-05T12:00:00Z', 'Refund: Zalora shoes', '59.90', { purpose: 'refund' }),
        cardTxn('2026-10-06T12:00:00Z', 'Online store', '-89.00', { purpose: 'reversal' }),
        cardTxn('2026-10-08T12:00:00Z', 'Grab ride', '-5.48', { status: 'Pending' }),
        cardTxn('2026-10-10T12:00:00Z', 'Netflix.com', '-15.49'),
        cardTxn('2026-10-11T12:00:00Z', 'Card top-up', '250', { purpose: 'deposit' }),
      ],
    );
    const insights = insightsOf(rows, '2026-10', '2026-11', true);
    for (const [name, figure] of figuresOf(insights))
      expect({ name, ...listed(rows, figure.filters, '2026-11-29') }).toEqual({
        name,
        count: figure.count,
        total: figure.count ? figure.value : '0',
      });
  });
});
