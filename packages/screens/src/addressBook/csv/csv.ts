/**
 * CSV as RFC 4180 has it (fields separated by commas, records by CRLF, a field quoted when it
 * holds a comma, quote or line break, a quote inside doubled), written and read by hand: a
 * parser library would cost the page more than these few lines.
 */

/**
 * What a spreadsheet may skip before it reads a cell's first character: control characters
 * (NUL, tab, CR, ...), whitespace and invisible format characters (zero-width, direction marks).
 */
const LEADING_IGNORABLE = /^[\p{Cc}\p{Cf}\p{Z}\s]+/u;
/** The characters that start a formula (OWASP "CSV injection"), and their full-width forms. */
const FORMULA_START = /^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * A cell as written: leading control characters and whitespace stripped (they carry nothing and
 * would hide a formula from a check of the first character), then a formula-like start made text
 * with a leading `'`, quoted if needed.
 */
export function csvCell(value: string): string {
  const stripped = value.replace(LEADING_IGNORABLE, '');
  const safe = FORMULA_START.test(stripped) ? `'${stripped}` : stripped;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Records as CSV text, CRLF after each (RFC 4180). */
export const toCsv = (records: readonly (readonly string[])[]) =>
  records.map((record) => `${record.map(csvCell).join(',')}\r\n`).join('');

/** Undoes `csvCell`'s neutralising, so an exported file imports as it was. */
export const fromCsvCell = (value: string) =>
  value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;

/**
 * The records of CSV text: quoted fields may hold commas, doubled quotes and line breaks;
 * CRLF, LF or CR end a record; a byte-order mark and a last empty line are ignored. Malformed
 * quoting is read leniently (text after a closing quote joins the field), as spreadsheets do.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endField = () => {
    record.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };
  for (; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c !== '"') field += c;
      else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') endField();
    else if (c === '\r' || c === '\n') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRecord();
    } else field += c;
  }
  if (field !== '' || record.length > 0 || quoted) endRecord();
  return records;
}
