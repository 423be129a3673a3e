import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { CardTransaction, Transaction } from '@wallet/api';
import { canSaveRecipient, historyRows, netOf } from './history';
import {
  applyFilters,
  exportFileName,
  filterParams,
  hidingFilters,
  listTotal,
  rangeDays,
  readFilters,
} from './filters';
import { EXPORT_COLUMNS, historyCsv, isoWithOffset } from './exportCsv';

const wallet: Transaction[] = [
  {
    date: '2026-11-19T16:30:00Z', // 20/11 00:30 in Kuala Lumpur
    txnHash: '0xabc123',
    type: 'onchain',
    url: 'https://arbiscan.io/tx/0xabc123',
    purpose: 'withdraw',
    ticker: 'USDC',
    amount: '-250.5',
    transactionId: 'T1',
    description: { row1: 'Withdraw', row2: 'To Friend' },
    address: '0x00000000000000000000000000000000000000f1',
    fee: '1.5',
  },
  {
    date: '2026-10-05T02:00:00Z',
    txnHash: 'pending',
    type: 'onchain',
    url: 'https://arbiscan.io/tx/0xdef',
    purpose: 'deposit',
    ticker: 'USDT',
    amount: '1500.123456789',
    transactionId: 'T2',
    description: { row1: 'Deposit', row2: 'From Binance' },
  },
  {
    date: '2026-09-01T02:00:00Z',
    txnHash: null,
    purpose: 'other',
    ticker: 'VEF',
    amount: '5',
    transactionId: 'T3',
    description: { row1: 'Referral reward', row2: '=HYPERLINK("http://x.test")' },
  },
];
const card: CardTransaction[] = [
  {
    date: '2026-11-01T10:00:00Z',
    card_last_four: '4242',
    txn_hash: 'CT9',
    status: 'Closed',
    purpose: 'reversal',
    description: 'Online store',
    fiat: 'SGD',
    amount: '-89.00',
    amount_usd: '-66.41',
  },
];
const book = [
  {
    id: 'ab1',
    address_name: 'Savings',
    address: '0x00000000000000000000000000000000000000aa',
    tag: '',
    crypto_id: 'ARB-USDC',
  },
];
const rows = historyRows(wallet, card, 'Asia/Kuala_Lumpur', book);
const TODAY = '2026-11-20';

describe('historyRows', () => {
  it('merges wallet and card rows, newest first, with the day in the user’s zone', () => {
    expect(rows.map((r) => r.id)).toEqual(['T1', 'card-CT9', 'T2', 'T3']);
    expect(rows[0]!.day).toBe('2026-11-20');
    expect(rows[0]!.date).toBe('20/11/2026 00:30:00');
  });

  it('keeps the row rules: kind, status, USDT as USDC, explorer only when confirmed', () => {
    const [out, reversal, pending, referral] = rows;
    expect(out).toMatchObject({ kind: 'withdrawal', status: 'completed', counterparty: 'Friend' });
    expect(out!.explorerUrl).toBe('https://arbiscan.io/tx/0xabc123');
    expect(reversal).toMatchObject({
      kind: 'purchase',
      status: 'cancelled',
      struck: true,
      currency: 'SGD',
    });
    expect(pending).toMatchObject({ status: 'pending', currency: 'USDC', explorerUrl: undefined });
    expect(referral!.kind).toBe('referral');
  });

  it('reads the counterparty and a referral from descriptions the server wrote in Spanish', () => {
    const [spanishOut, , , spanishReferral] = historyRows(
      wallet.map((txn) => ({
        ...txn,
        description: {
          row1: txn.transactionId === 'T3' ? 'Recompensa por referido' : 'Retiro',
          row2: txn.transactionId === 'T1' ? 'Para Friend' : '',
        },
      })),
      card,
      'Asia/Kuala_Lumpur',
      book,
    );
    expect(spanishOut).toMatchObject({ kind: 'withdrawal', counterparty: 'Friend' });
    expect(spanishReferral!.kind).toBe('referral');
  });

  it('gives fee and net of a withdrawal exactly, and offers to save an unknown recipient', () => {
    expect(netOf(rows[0]!)).toBe('249');
    expect(netOf(rows[2]!)).toBe('1500.123456789');
    expect(canSaveRecipient(rows[0]!, book)).toBe(true);
    expect(
      canSaveRecipient(rows[0]!, [{ ...book[0]!, address: wallet[0]!.address as string }]),
    ).toBe(false);
    expect(canSaveRecipient(rows[2]!, book)).toBe(false);
  });
});

describe('filters', () => {
  it('round-trip through the URL and ignore what they do not know', () => {
    const params = new URLSearchParams(
      'kind=deposit&asset=usdc&flow=in&status=nope&range=custom&from=2026-10-01&to=bad&q=bin',
    );
    const filters = readFilters(params);
    expect(filters).toEqual({
      kind: 'deposit',
      asset: 'USDC',
      flow: 'in',
      status: undefined,
      range: 'custom',
      from: '2026-10-01',
      to: undefined,
      q: 'bin',
    });
    expect(filterParams(filters).toString()).toBe(
      'kind=deposit&asset=USDC&flow=in&range=custom&from=2026-10-01&q=bin',
    );
  });

  it('computes the presets in the user’s days', () => {
    expect(rangeDays({ range: 'this-month' }, TODAY)).toEqual({ from: '2026-11-01', to: TODAY });
    expect(rangeDays({ range: 'last-month' }, TODAY)).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
    });
    expect(rangeDays({ range: '90d' }, TODAY)).toEqual({ from: '2026-08-23', to: TODAY });
    expect(rangeDays({ range: 'last-month' }, '2026-01-15')).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
  });

  it('filter by kind, asset, status, dates and a search over description, counterparty, address and hash', () => {
    const ids = (q: string) =>
      applyFilters(rows, readFilters(new URLSearchParams(q)), TODAY).map((r) => r.id);
    expect(ids('kind=purchase')).toEqual(['card-CT9']);
    expect(ids('kind=card')).toEqual([]);
    expect(ids('flow=out')).toEqual(['T1', 'card-CT9']);
    expect(ids('flow=in')).toEqual(['T2', 'T3']);
    expect(ids('asset=USDC')).toEqual(['T1', 'T2']);
    expect(ids('status=pending')).toEqual(['T2']);
    expect(ids('range=this-month')).toEqual(['T1', 'card-CT9']);
    expect(ids('range=last-month')).toEqual(['T2']);
    expect(ids('q=ABC123')).toEqual(['T1']);
    expect(ids('q=friend')).toEqual(['T1']);
    expect(ids('q=0x00000000000000000000000000000000000000f1')).toEqual(['T1']);
    expect(ids('q=binance')).toEqual(['T2']);
    expect(ids('')).toHaveLength(4);
  });

  it('totals the rows that move money, of one unit, exactly, and nothing of mixed units', () => {
    const wallets = historyRows(
      [
        { ...wallet[0]!, amount: '-0.1' },
        { ...wallet[0]!, transactionId: 'T4', amount: '-0.2' },
        { ...wallet[0]!, transactionId: 'T5', amount: '-99999999999.999999' },
        { ...wallet[1]!, amount: '7' }, // pending: on its way, counted
      ],
      [],
      'UTC',
    );
    const usdc = wallets.filter((row) => row.currency === 'USDC');
    expect(listTotal(usdc)).toEqual({
      value: '-99999999993.299999',
      currency: 'USDC',
      decimals: 6,
    });
    const cards = historyRows(
      [],
      [
        { ...card[0]!, purpose: 'other', amount: '-10.10', amount_usd: '-2.26' },
        { ...card[0]!, txn_hash: 'CT8', purpose: 'refund', amount: '3', amount_usd: '0.67' },
        { ...card[0]!, txn_hash: 'CT7' }, // a reversal: cancelled, not counted
      ],
      'UTC',
    );
    expect(listTotal(cards)).toEqual({ value: '-1.59', currency: 'USD', decimals: 2 });
    expect(listTotal([...usdc, ...cards])).toBeUndefined();
    expect(listTotal(rows)).toBeUndefined(); // USDC and VEF
    expect(listTotal([])).toBeUndefined();
  });

  it('names the filter that hides everything', () => {
    const filters = readFilters(new URLSearchParams('kind=deposit&q=zzz'));
    expect(hidingFilters(rows, filters, TODAY)).toEqual(['search “zzz”']);
    const both = readFilters(new URLSearchParams('kind=yield&status=pending'));
    expect(hidingFilters(rows, both, TODAY)).toEqual(['kind Yield']);
  });

  it('names the export after its range', () => {
    expect(exportFileName(rows, readFilters(new URLSearchParams('range=last-month')), TODAY)).toBe(
      'transactions-2026-10-01-to-2026-10-31.csv',
    );
    expect(exportFileName(rows, readFilters(new URLSearchParams('')), TODAY)).toBe(
      'transactions-2026-09-01-to-2026-11-20.csv',
    );
  });
});

describe('historyCsv', () => {
  const csv = historyCsv(rows, 'Asia/Kuala_Lumpur');
  const [header, ...records] = Papa.parse<string[]>(csv.slice(1).trimEnd(), {}).data;

  it('is UTF-8 with a BOM, CRLF, a header, one record per row', () => {
    expect(csv.startsWith('\uFEFFTime,Kind,')).toBe(true);
    expect(csv).toContain('\r\n');
    expect(header).toEqual([...EXPORT_COLUMNS]);
    expect(records).toHaveLength(rows.length);
  });

  it('writes ISO 8601 with the offset and amounts exactly, currency apart', () => {
    const at = (name: string, i: number) => records[i]![EXPORT_COLUMNS.indexOf(name as never)];
    expect(at('Time', 0)).toBe('2026-11-20T00:30:00+08:00');
    expect(at('Amount', 0)).toBe('-250.5');
    expect(at('Amount', 2)).toBe('1500.123456789');
    expect(at('Currency', 2)).toBe('USDC');
    expect(at('Fee', 0)).toBe('1.5');
  });

  it('neutralises every formula-like cell', () => {
    for (const record of records)
      for (const cell of record)
        expect(/^[=+@\t\r]/.test(cell) || /^-(?!\d+(\.\d+)?$)/.test(cell)).toBe(false);
    expect(csv).toContain(`"'=HYPERLINK(""http://x.test"")"`);
  });

  it('gives offsets in other zones too', () => {
    expect(isoWithOffset(Date.parse('2026-07-01T12:00:00Z'), 'America/New_York')).toBe(
      '2026-07-01T08:00:00-04:00',
    );
    expect(isoWithOffset(Date.parse('2026-07-01T12:00:00Z'), 'UTC')).toBe(
      '2026-07-01T12:00:00+00:00',
    );
  });
});
