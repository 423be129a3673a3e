import Papa from 'papaparse';
import { afterEach, describe, expect, it } from 'vitest';
import type { Transaction } from '@wallet/api';
import { activateLocale } from '@wallet/ui';
import { historyCsv } from './exportCsv';
import { historyRows } from './history';

const wallet: Transaction[] = [
  {
    date: '2026-11-19T16:30:00Z',
    txnHash: '0xabc123',
    type: 'onchain',
    url: 'https://arbiscan.io/tx/0xabc123',
    purpose: 'withdraw',
    ticker: 'USDC',
    amount: '-12500.75',
    transactionId: 'T1',
    description: { row1: 'Withdraw', row2: 'To Friend' },
    address: '0x00000000000000000000000000000000000000f1',
    fee: '1.5',
  },
];

/** The export of the rows as the page would make them in the active language, read back. */
function exported() {
  const csv = historyCsv(historyRows(wallet, [], 'America/Caracas', []), 'America/Caracas');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const [header, ...records] = Papa.parse<string[]>(csv.slice(1).trimEnd(), {}).data;
  return { header: header!, record: records[0]! };
}

// Issue 42 item 5: the header in the customer's language, the values machine-readable in any.
describe('historyCsv in English and Spanish', () => {
  afterEach(() => activateLocale('en'));

  it('keeps the English header as it was', () => {
    expect(exported().header).toEqual([
      'Time',
      'Kind',
      'Description',
      'Details',
      'Status',
      'Amount',
      'Currency',
      'Amount (USD)',
      'Fee',
      'Counterparty',
      'Address',
      'Transaction hash',
      'Card',
      'Id',
    ]);
  });

  it('writes the header in Spanish, and the same ISO time, plain amounts and ids', async () => {
    const english = exported().record;
    await activateLocale('es');
    const { header, record } = exported();
    expect(header).toEqual([
      'Fecha y hora',
      'Tipo',
      'Descripción',
      'Detalles',
      'Estado',
      'Monto',
      'Moneda',
      'Monto (USD)',
      'Comisión',
      'Contraparte',
      'Dirección',
      'Hash de la transacción',
      'Tarjeta',
      'ID',
    ]);
    const at = (name: string) => record[header.indexOf(name)];
    // A decimal point, no grouping, the offset: what a spreadsheet or a tax tool reads anywhere.
    expect(at('Fecha y hora')).toBe('2026-11-19T12:30:00-04:00');
    expect(at('Monto')).toBe('-12500.75');
    expect(at('Comisión')).toBe('1.5');
    expect(at('Moneda')).toBe('USDC');
    expect(at('Hash de la transacción')).toBe('0xabc123');
    expect(at('ID')).toBe('T1');
    // Every column but the words (kind, status, the description's) as in the English file.
    const words = ['Tipo', 'Descripción', 'Detalles', 'Estado', 'Contraparte'].map((name) =>
      header.indexOf(name),
    );
    const data = (cells: string[]) => cells.filter((_, i) => !words.includes(i));
    expect(data(record)).toEqual(data(english));
  });
});
