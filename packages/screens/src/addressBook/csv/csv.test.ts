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
    ['\tTab', "'\tTab"],
    ['\rcr', `"'\rcr"`],
    ['', ''],
  ])('%j -> %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
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
    expect(parseCsv('\uFEFFa,b\nc,d\re,f')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
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

  it('reads malformed quoting leniently', () => {
    expect(parseCsv('"ab"c,d\n"open')).toEqual([['abc', 'd'], ['open']]);
  });

  it('leaves an apostrophe that neutralised nothing alone', () => {
    expect(fromCsvCell("'quoted'")).toBe("'quoted'");
    expect(fromCsvCell("'=1")).toBe('=1');
  });
});
