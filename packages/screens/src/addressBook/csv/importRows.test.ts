import { beforeAll, describe, expect, it } from 'vitest';
import type { AddressBookEntry } from '@wallet/api';
import { loadChecksum } from '../../common/address/evmAddress';
import { RECIPIENT_MESSAGES as M } from '../../common/address/recipientForm';
import { addressBookCsv, checkRow, MAX_IMPORT_ROWS, readImport } from './importRows';

const SAVINGS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const EXCHANGE = '0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359';
const NEW = '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB';
const POISON = '0x5aae1234567890abcdef1234567890abcdefeaed';

const saved: AddressBookEntry[] = [
  { id: '1', address_name: 'Savings', address: SAVINGS, tag: 'Personal', crypto_id: 'ARB-USDC' },
  { id: '2', address_name: '=Exchange', address: EXCHANGE, tag: '@desk', crypto_id: 'ARB-USDC' },
];

describe('checkRow', () => {
  beforeAll(loadChecksum);

  // Issue 40 item 2: every column is required (spec 2 section 5), and a row says which is empty.
  it('says "Tag is required" for a row without a tag', () => {
    expect(checkRow('Mum', NEW, '').invalid).toBe('Tag is required');
    expect(checkRow('Mum', NEW, ' \u200B ').invalid).toBe('Tag is required');
  });

  it('names every empty column of a row, as the file names it', () => {
    expect(checkRow('', NEW, 'Family').invalid).toBe('Name is required');
    expect(checkRow('Mum', '  ', 'Family').invalid).toBe('Address is required');
    expect(checkRow('', NEW, '').invalid).toBe('Name and tag are required');
    expect(checkRow('', '', '').invalid).toBe('Name, address and tag are required');
  });

  it("keeps the spec's and the form's words for a value that is there but wrong", () => {
    expect(checkRow('Mum', '0x1234', '').invalid).toBe('Tag is required');
    expect(checkRow('Mum', '0x1234', 'Family').invalid).toBe(M.invalidAddress);
    expect(checkRow('Mum', NEW, 't'.repeat(51)).invalid).toBe(M.tagTooLong);
    expect(checkRow('Mum', NEW, 'Family').invalid).toBeUndefined();
  });
});

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
      `Typo,${NEW.replace('dbF0', 'DbF0')},x`,
      `Spaces,${SAVINGS.slice(0, 9)} ${SAVINGS.slice(9)},x`,
      `,${EXCHANGE},x`,
      `Mum again,${NEW.toLowerCase()},x`,
      `Savings upper,0x${SAVINGS.slice(2).toUpperCase()},x`,
      `Poison,${POISON},x`,
      '',
      `${'n'.repeat(101)},${EXCHANGE},x`,
    ].join('\n');
    const read = readImport(text, saved);
    if (!('rows' in read)) throw new Error(read.error);
    expect(read.rows.map((r) => [r.line, r.status, r.reason])).toEqual([
      [2, 'new', undefined],
      [3, 'invalid', 'Please enter a valid wallet address'],
      [4, 'invalid', expect.stringContaining('hidden characters')],
      [5, 'invalid', 'Name is required'],
      [6, 'duplicate', 'Repeats line 2'],
      [7, 'duplicate', 'Already saved as Savings'],
      [8, 'lookalike', 'Looks like saved Savings: same first and last characters'],
      [10, 'invalid', M.nameTooLong],
    ]);
    expect(read.rows[0]).toMatchObject({ name: 'Mum', address: NEW, tag: 'Family' });
  });

  it('marks a row that imitates an earlier row or an address in the history', () => {
    const lower = NEW.toLowerCase();
    const imitatesNew = `0x${lower.slice(2, 6)}${'0'.repeat(32)}${lower.slice(-4)}`;
    const imitatesPoison = `0x5aae${'f'.repeat(32)}eaed`;
    const text = `name,address,tag\nA,${POISON},x\nB,${imitatesPoison},x\nC,${imitatesNew},x\n`;
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
    expect(readImport('name,address\n1,2', [])).toEqual({ error: expect.stringContaining('tag') });
    expect(readImport('name,address,tag\n\n', [])).toEqual({
      error: 'The file has no recipients.',
    });
    const many = [
      'name,address,tag',
      ...Array.from({ length: MAX_IMPORT_ROWS + 1 }, () => `a,${NEW},x`),
    ];
    expect(readImport(many.join('\n'), [])).toEqual({
      error: expect.stringContaining('more than'),
    });
  });

  it("passes every row through the add form's rules and cleaning", () => {
    const lower = NEW.toLowerCase();
    const text = [
      'name,address,tag',
      // "Sav" RTL-override "gnis" shows as "Savings" reversed: the form drops the override.
      `Sav\u202Egnis,${lower},Family`,
      `\u200BBo\u200Db\u2060,${EXCHANGE.replace('fb69', 'fb70')},\u200EWork\u200F`,
      `No tag,${SAVINGS.replace('5aAe', '5aae').toLowerCase()},`,
      `Blank tag,${POISON.replace('5aae', '1234')},\u200B \u202E`,
      `\u202E\u200B,${POISON.replace('5aae', '4321')},x`,
      `Long tag,${POISON.replace('5aae', '9999')},${'t'.repeat(51)}`,
    ].join('\n');
    const read = readImport(text, []);
    if (!('rows' in read)) throw new Error(read.error);
    expect(read.rows.map((r) => [r.name, r.tag, r.status, r.reason])).toEqual([
      ['Savgnis', 'Family', 'new', undefined],
      ['Bob', 'Work', 'new', undefined],
      ['No tag', '', 'invalid', 'Tag is required'],
      ['Blank tag', '', 'invalid', 'Tag is required'],
      ['', 'x', 'invalid', 'Name is required'],
      ['Long tag', 't'.repeat(51), 'invalid', M.tagTooLong],
    ]);
    // What is kept is what the form would send for the same input.
    expect(read.rows[0]).toMatchObject({ address: lower });
  });
});
