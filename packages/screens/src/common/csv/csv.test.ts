import { describe, expect, it } from 'vitest';
import { csvCell, fromCsvCell, parseCsv, toCsv } from './csv';

describe('csvCell', () => {
  it.each([
    ['Savings', 'Savings'],
    ['Smith, John', '"Smith, John"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    // Formula injection: made text with a leading apostrophe.
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['+1', "'+1"],
    ['-1+2', "'-1+2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    // Leading control characters and whitespace are stripped first.
    ['\tTab', 'Tab'],
    ['\rcr', 'cr'],
    ['  Savings', 'Savings'],
    ['', ''],
  ])('%j -> %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  // A formula sign behind what a spreadsheet skips (OWASP: strip, then neutralise).
  const HIDERS = {
    NUL: '\0',
    tab: '\t',
    CR: '\r',
    LF: '\n',
    spaces: '   ',
    'no-break space': '\u00A0',
    'RTL override': '\u202E',
    'LTR mark': '\u200E',
    'zero-width space': '\u200B',
    BOM: '\uFEFF',
    'DEL and C1': '\u007F\u0085',
    'a mix': '\0 \t\u202E\r\u200B',
  };
  const FORMULAS = ['=1+1', '+1+1', '-1+1', '@SUM(A1)', '\uFF1D1+1'];
  it.each(
    Object.entries(HIDERS).flatMap(([name, hider]) =>
      FORMULAS.map((formula) => [name, formula, `${hider}${formula}`] as const),
    ),
  )('%s before %j is neutralised', (_name, formula, value) => {
    const cell = csvCell(value);
    expect(cell).toBe(`'${formula}`);
    // And reads back as the formula-like text, never as a formula.
    expect(fromCsvCell(parseCsv(cell)[0]![0]!)).toBe(formula);
  });
});

describe('toCsv and parseCsv', () => {
  it('writes CRLF records and reads them back, neutralised cells included', () => {
    const records = [
      ['name', 'address', 'tag'],
      ['Smith, John', '0xabc', 'say "hi"'],
      ['=1+1', '0xdef', ''],
      ['two\r\nlines', '0x123', '-'],
    ];
    const text = toCsv(records);
    expect(text.startsWith('name,address,tag\r\n"Smith, John",0xabc,"say ""hi"""\r\n')).toBe(true);
    expect(parseCsv(text).map((r) => r.map(fromCsvCell))).toEqual(records);
  });

  it('reads LF and CR line ends, a BOM, and a file without a last line break', () => {
    expect(parseCsv('\uFEFFa,b\nc,d')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(parseCsv('a,b\re,f\r')).toEqual([
      ['a', 'b'],
      ['e', 'f'],
    ]);
  });

  it('keeps empty fields and ignores one trailing line break', () => {
    expect(parseCsv('a,,c\r\n,,\r\n')).toEqual([
      ['a', '', 'c'],
      ['', '', ''],
    ]);
    expect(parseCsv('')).toEqual([]);
  });

  it('reads malformed quoting leniently, as papaparse does (no throw)', () => {
    expect(parseCsv('"ab"c,d\n"open')).toEqual([['ab"c,d\n"open']]);
  });

  it('leaves plain signed numbers as numbers, and neutralises anything more', () => {
    expect(csvCell('-250.50')).toBe('-250.50');
    expect(csvCell('-250.50+1')).toBe("'-250.50+1");
    expect(csvCell('-1e3')).toBe("'-1e3");
  });

  it('leaves an apostrophe that neutralised nothing alone', () => {
    expect(fromCsvCell("'quoted'")).toBe("'quoted'");
    expect(fromCsvCell("'=1")).toBe('=1');
  });
});
