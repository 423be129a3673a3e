import { beforeAll, describe, expect, it } from 'vitest';
import type { AddressBookEntry } from '@wallet/api';
import { loadChecksum } from '../../common/address/evmAddress';
import { addressBookCsv, MAX_IMPORT_ROWS, readImport } from './importRows';

const SAVINGS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const EXCHANGE = '0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359';
const NEW = '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB';
const POISON = '0x5aae1234567890abcdef1234567890abcdefeaed';

const saved: AddressBookEntry[] = [
  { id: '1', address_name: 'Savings', address: SAVINGS, tag: 'Personal', crypto_id: 'ARB-USDC' },
  { id: '2', address_name: '=Exchange', address: EXCHANGE, tag: '', crypto_id: 'ARB-USDC' },
];

describe('readImport', () => {
  beforeAll(loadChecksum);

  it('re-importing an export marks every row duplicate', () => {
    const read = readImport(addressBookCsv(saved), saved);
    expect('rows' in read && read.rows.map((r) => [r.name, r.status])).toEqual([
      ['=Exchange', 'duplicate'],
      ['Savings', 'duplicate'],
    ]);
  });

  it('marks new, invalid, duplicate (saved or earlier) and lookalike rows', () => {
    const text = [
      'Name,Address,Tag',
      `Mum,${NEW},Family`,
      `Typo,${NEW.replace('dbF0', 'DbF0')},`,
      `Spaces,${SAVINGS.slice(0, 9)} ${SAVINGS.slice(9)},`,
      `,${EXCHANGE},`,
      `Mum again,${NEW.toLowerCase()},`,
      `Savings upper,0x${SAVINGS.slice(2).toUpperCase()},`,
      `Poison,${POISON},`,
      '',
      `${'n'.repeat(101)},${EXCHANGE},`,
    ].join('\n');
    const read = readImport(text, saved);
    if (!('rows' in read)) throw new Error(read.error);
    expect(read.rows.map((r) => [r.line, r.status, r.reason])).toEqual([
      [2, 'new', undefined],
      [3, 'invalid', 'Please enter a valid wallet address'],
      [4, 'invalid', expect.stringContaining('hidden characters')],
      [5, 'invalid', 'No name'],
      [6, 'duplicate', 'Repeats line 2'],
      [7, 'duplicate', 'Already saved as Savings'],
      [8, 'lookalike', 'Looks like saved Savings: same first and last characters'],
      [10, 'invalid', 'Name longer than 100 characters'],
    ]);
    expect(read.rows[0]).toMatchObject({ name: 'Mum', address: NEW, tag: 'Family' });
  });

  it('marks a row that imitates an earlier row or an address in the history', () => {
    const lower = NEW.toLowerCase();
    const imitatesNew = `0x${lower.slice(2, 6)}${'0'.repeat(32)}${lower.slice(-4)}`;
    const imitatesPoison = `0x5aae${'f'.repeat(32)}eaed`;
    const text = `name,address\nA,${POISON}\nB,${imitatesPoison}\nC,${imitatesNew}\n`;
    const read = readImport(text, [], [{ address: NEW }]);
    if (!('rows' in read)) throw new Error(read.error);
    expect(read.rows.map((r) => [r.status, r.reason])).toEqual([
      ['new', undefined],
      ['lookalike', 'Looks like line 2: same first and last characters'],
      [
        'lookalike',
        'Looks like an address in your transaction history: same first and last characters',
      ],
    ]);
  });

  it('refuses a file without the columns, without rows, or with too many', () => {
    expect(readImport('a,b\n1,2', [])).toEqual({ error: expect.stringContaining('columns') });
    expect(readImport('name,address\n\n', [])).toEqual({ error: 'The file has no recipients.' });
    const many = ['name,address', ...Array.from({ length: MAX_IMPORT_ROWS + 1 }, () => `a,${NEW}`)];
    expect(readImport(many.join('\n'), [])).toEqual({
      error: expect.stringContaining('more than'),
    });
  });
});
