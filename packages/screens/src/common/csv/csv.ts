import Papa from 'papaparse';

/**
 * CSV as RFC 4180 has it (fields separated by commas, records by CRLF, a field quoted when it
 * holds a comma, quote or line break, a quote inside doubled), through papaparse; this module
 * adds what a spreadsheet needs on top: cells that cannot run as formulas. Import it lazily:
 * only an export or an import needs it.
 */

/**
 * What a spreadsheet may skip before it reads a cell's first character: control characters
 * (NUL, tab, CR, ...), whitespace and invisible format characters (zero-width, direction marks).
 */
const LEADING_IGNORABLE = /^[\p{Cc}\p{Cf}\p{Z}\s]+/u;
/** The characters that start a formula (OWASP "CSV injection"), and their full-width forms. */
const FORMULA_START = /^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;
/** A plain decimal number ("-250.50"): a spreadsheet reads it as a number, nothing runs. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * A cell made safe (OWASP "CSV injection"): leading control characters and whitespace stripped
 * (they carry nothing and would hide a formula from a check of the first character), then a
 * formula-like start made text with a leading `'`. A plain signed number stays a number.
 */
export function neutraliseCell(value: string): string {
  const stripped = value.replace(LEADING_IGNORABLE, '');
  return FORMULA_START.test(stripped) && !PLAIN_NUMBER.test(stripped) ? `'${stripped}` : stripped;
}

/** One cell as written: neutralised, quoted if needed. */
export const csvCell = (value: string) => toCsv([[value]]).replace(/\r\n$/, '');

/** Records as CSV text, CRLF after each (RFC 4180), every cell neutralised. */
export const toCsv = (records: readonly (readonly string[])[]) =>
  records.length
    ? `${Papa.unparse(
        records.map((record) => record.map(neutraliseCell)),
        { newline: '\r\n', quotes: false },
      )}\r\n`
    : '';

/** Undoes `neutraliseCell`'s apostrophe, so an exported file imports as it was. */
export const fromCsvCell = (value: string) =>
  value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;

/**
 * The records of CSV text: quoted fields may hold commas, doubled quotes and line breaks;
 * CRLF, LF or CR end a record; a byte-order mark and a last empty line are ignored. Malformed
 * quoting is read as papaparse reads it (leniently; what it reports is not an error here).
 */
export function parseCsv(text: string): string[][] {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (body === '') return [];
  const { data } = Papa.parse<string[]>(body, { header: false, skipEmptyLines: false });
  const last = data.at(-1);
  return last && last.length === 1 && last[0] === '' ? data.slice(0, -1) : data;
}
