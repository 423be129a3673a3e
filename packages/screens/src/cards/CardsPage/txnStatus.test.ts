import { describe, expect, it } from 'vitest';
import type { CardTransaction } from '@wallet/api';
import { cardTxnRows, cardTxnStatus } from './txnStatus';

describe('cardTxnStatus', () => {
  it('Closed with purpose reversal is Cancelled, struck through', () => {
    expect(cardTxnStatus('Closed', 'reversal')).toEqual({ label: 'Cancelled', struck: true });
  });
  it.each(['deposit', 'refund', 'other'])('Closed with purpose %s is Completed', (purpose) => {
    expect(cardTxnStatus('Closed', purpose)).toEqual({ label: 'Completed', struck: false });
  });
  it('Pending is Pending', () => {
    expect(cardTxnStatus('Pending', 'other')).toEqual({ label: 'Pending', struck: false });
  });
  it('any other status is shown as it came', () => {
    expect(cardTxnStatus('Declined', 'other')).toEqual({ label: 'Declined', struck: false });
  });
  it('a reversal that is not closed keeps its status, still struck through', () => {
    expect(cardTxnStatus('Pending', 'reversal')).toEqual({ label: 'Pending', struck: true });
  });
  it('reads the status and purpose whatever their case', () => {
    expect(cardTxnStatus('CLOSED', 'Reversal').label).toBe('Cancelled');
  });
});

describe('cardTxnRows', () => {
  const txn = (date: string, overrides: Partial<CardTransaction> = {}): CardTransaction => ({
    date,
    card_last_four: '4242',
    txn_hash: `h-${date}`,
    status: 'Closed',
    purpose: 'other',
    description: 'Coffee',
    fiat: 'MYR',
    amount: '-12.999',
    amount_usd: '-2.755',
    ...overrides,
  });

  it('newest first, dates in the timezone, amounts as sent', () => {
    const rows = cardTxnRows(
      [txn('2026-11-01T00:00:00Z'), txn('2026-11-02T16:30:05Z')],
      'Asia/Kuala_Lumpur',
    );
    expect(rows.map((r) => r.date)).toEqual(['03/11/2026 00:30:05', '01/11/2026 08:00:00']);
    expect(rows[0]).toMatchObject({ fiatAmount: '-12.999', currency: 'MYR', usdAmount: '-2.755' });
  });

  it('keeps one card only when asked', () => {
    const rows = cardTxnRows(
      [txn('2026-11-01T00:00:00Z'), txn('2026-11-02T00:00:00Z', { card_last_four: '1881' })],
      undefined,
      '1881',
    );
    expect(rows.map((r) => r.cardLastFour)).toEqual(['1881']);
  });
});
