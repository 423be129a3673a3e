import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AddressBookEntry } from '@wallet/api';
import { activateLocale } from '@wallet/ui';
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

// Issue 42 item 5: the header in the active language; an import reads either language's.
describe('the columns in English and Spanish', () => {
  beforeAll(loadChecksum);
  afterEach(() => activateLocale('en'));

  /** The rows of a read that has them, as [line, name, address, tag, status]. */
  const rowsOf = (text: string) => {
    const read = readImport(text, saved);
    if (!('rows' in read)) throw new Error(read.error);
    return read.rows.map((r) => [r.line, r.name, r.address, r.tag, r.status]);
  };
  const BOOK = [`Mum,${NEW},Family`, `Savings,${SAVINGS},Personal`];
  const READ = [
    [2, 'Mum', NEW, 'Family', 'new'],
    [3, 'Savings', SAVINGS, 'Personal', 'duplicate'],
  ];

  it('exports the header in the active language and the values exactly as in English', async () => {
    const english = addressBookCsv(saved);
    expect(english.split('\r\n')[0]).toBe('\uFEFFname,address,tag');
    await activateLocale('es');
    const spanish = addressBookCsv(saved);
    expect(spanish.split('\r\n')[0]).toBe('\uFEFFnombre,dirección,etiqueta');
    expect(spanish.split('\r\n').slice(1)).toEqual(english.split('\r\n').slice(1));
    expect(spanish.split('\r\n').slice(1)).toEqual([
      `'=Exchange,${EXCHANGE},'@desk`,
      `Savings,${SAVINGS},Personal`,
      '',
    ]);
  });

  it('reads an English file while Spanish is active, and a Spanish one while English is', async () => {
    const englishFile = ['name,address,tag', ...BOOK].join('\r\n');
    const spanishFile = ['nombre,dirección,etiqueta', ...BOOK].join('\r\n');
    expect(rowsOf(spanishFile)).toEqual(READ);
    await activateLocale('es');
    expect(rowsOf(englishFile)).toEqual(READ);
    expect(rowsOf(spanishFile)).toEqual(READ);
    // An export re-imported in the other language: every row a duplicate.
    const exported = addressBookCsv(saved);
    await activateLocale('en');
    expect(rowsOf(exported).map((r) => r[4])).toEqual(['duplicate', 'duplicate']);
  });

  it('reads a header whatever its capitals, accents, spaces and order', async () => {
    await activateLocale('es');
    const swapped = [`Family,${NEW},Mum`, `Personal,${SAVINGS},Savings`];
    for (const header of [
      'Nombre,Dirección,Etiqueta',
      'NOMBRE,DIRECCIÓN,ETIQUETA',
      'nombre,direccion,etiqueta',
      ' Nombre , DIRECCION\u00A0,\tEtiqueta ',
      // Decomposed accent (an "o" and a combining acute), as some systems write it.
      'nombre,direccio\u0301n,etiqueta',
      'address_name,Dirección,TAG',
    ])
      expect(rowsOf([header, ...BOOK].join('\n'))).toEqual(READ);
    expect(rowsOf(['Etiqueta,Dirección,Nombre', ...swapped].join('\n'))).toEqual(READ);
  });

  it('names the columns a file lacks in the active language', async () => {
    expect(readImport(`nombre,tag\nMum,${NEW}`, [])).toEqual({
      error: 'The file needs a first row naming its columns: name, address and tag.',
    });
    await activateLocale('es');
    for (const header of ['name,address', 'nombre,direcciones,etiqueta', 'a,b'])
      expect(readImport(`${header}\nMum,${NEW},x`, [])).toEqual({
        error:
          'La primera fila del archivo debe nombrar sus columnas: nombre, dirección y etiqueta.',
      });
  });

  describe('in Spanish', () => {
    beforeEach(() => activateLocale('es'));

    it('names the empty columns of a row in Spanish', () => {
      expect(checkRow('Mum', NEW, '').invalid).toBe('Etiqueta: columna obligatoria vacía');
      expect(checkRow('', NEW, 'Family').invalid).toBe('Nombre: columna obligatoria vacía');
      expect(checkRow('', NEW, '').invalid).toBe('Nombre y etiqueta: columnas obligatorias vacías');
      expect(checkRow('', '', '').invalid).toBe(
        'Nombre, dirección y etiqueta: columnas obligatorias vacías',
      );
      // A value there but wrong: the form's own message, in Spanish.
      expect(checkRow('Mum', '0x1234', 'Family').invalid).toBe(M.invalidAddress);
      expect(M.invalidAddress).not.toBe('Please enter a valid wallet address');
    });

    it('says so in the preview of an English file', () => {
      const read = readImport(
        `name,address,tag\nNo tag,${NEW},\n,${EXCHANGE.replace('fb69', 'fb70')},x`,
        [],
      );
      if (!('rows' in read)) throw new Error(read.error);
      expect(read.rows.map((r) => r.reason)).toEqual([
        'Etiqueta: columna obligatoria vacía',
        'Nombre: columna obligatoria vacía',
      ]);
    });
  });
});
