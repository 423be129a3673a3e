import { describe, expect, it } from 'vitest';
import type { Transaction } from '@wallet/api';
import { toTransactionRow, transactionRows } from './transactions';

const txn = (overrides: Partial<Transaction> = {}): Transaction => ({
  date: '2026-11-20T09:30:00.000Z',
  txnHash: '0xabc',
  type: 'onchain',
  url: 'https://arbiscan.io/tx/0xabc',
  purpose: 'deposit',
  ticker: 'USDC',
  amount: '1500',
  transactionId: 'T1',
  description: { row1: 'Deposit', row2: 'From Ana' },
  ...overrides,
});

describe('toTransactionRow', () => {
  it('keeps the amount as the server sent it: ui Amount signs, rounds and groups it', () => {
    expect(toTransactionRow(txn({ amount: '-250.5' })).amount).toBe('-250.5');
    expect(toTransactionRow(txn({ amount: '12.3456789' })).amount).toBe('12.3456789');
  });

  it.each([
    ['USDT', 'USDC'],
    ['usdt', 'USDC'],
    ['USDC', 'USDC'],
    ['VEF', 'VEF'],
  ])('shows %s as %s', (ticker, shown) => {
    expect(toTransactionRow(txn({ ticker })).ticker).toBe(shown);
  });

  it('marks a pending hash and gives it no explorer link', () => {
    const row = toTransactionRow(txn({ txnHash: 'pending', url: 'https://arbiscan.io/tx/1' }));
    expect(row.pending).toBe(true);
    expect(row.explorerUrl).toBeUndefined();
    expect(toTransactionRow(txn()).pending).toBe(false);
  });

  it.each([
    [{ type: 'onchain', url: 'https://arbiscan.io/tx/0xabc' }, 'https://arbiscan.io/tx/0xabc'],
    [{ type: 'offchain', url: 'https://arbiscan.io/tx/0xabc' }, undefined],
    [{ type: 'onchain', url: null }, undefined],
    [{ type: 'onchain', url: 'javascript:alert(1)' }, undefined],
    [{ type: 'onchain', url: 'not a url' }, undefined],
  ])('%j links to %s', (overrides, url) => {
    expect(toTransactionRow(txn(overrides)).explorerUrl).toBe(url);
  });

  it.each([
    ['Asia/Kuala_Lumpur', '20/11/2026 17:30:00'],
    ['Asia/Kuala Lumpur', '20/11/2026 17:30:00'],
    ['America/New_York', '20/11/2026 04:30:00'],
    ['UTC', '20/11/2026 09:30:00'],
  ])('dates in %s read %s', (zone, text) => {
    expect(toTransactionRow(txn(), zone).date).toBe(text);
  });

  it('titles a row by its description, else by its purpose', () => {
    expect(toTransactionRow(txn()).title).toBe('Deposit');
    expect(
      toTransactionRow(txn({ description: undefined, purpose: 'card-related' })),
    ).toMatchObject({ title: 'Card', detail: '' });
    expect(toTransactionRow(txn({ description: {}, purpose: 'other' })).title).toBe('other');
  });
});

describe('transactionRows', () => {
  it('puts the newest first whatever order the server sent', () => {
    const rows = transactionRows([
      txn({ transactionId: 'old', date: '2026-11-01T00:00:00Z' }),
      txn({ transactionId: 'new', date: '2026-11-20T00:00:00Z' }),
      txn({ transactionId: 'mid', date: '2026-11-10T00:00:00Z' }),
    ]);
    expect(rows.map((r) => r.id)).toEqual(['new', 'mid', 'old']);
  });
});
