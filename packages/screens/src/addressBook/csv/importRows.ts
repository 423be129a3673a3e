import { i18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import type { AddressBookEntry } from '@wallet/api';
import { isLocale, SOURCE_LOCALE, type Locale } from '@wallet/ui';
import {
  knownAddresses,
  lookalikesOf,
  sameAddress,
  type KnownAddress,
} from '../../common/address/lookalike';
import {
  bodyOf,
  RECIPIENT_MESSAGES as M,
  recipientSchema,
} from '../../common/address/recipientForm';
import { fromCsvCell, parseCsv, toCsv } from '../../common/csv/csv';

/** The export's columns, in order, and what an import reads (address_name is accepted for name). */
export const CSV_COLUMNS = ['name', 'address', 'tag'] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

/**
 * Each language's names of the columns. An export writes the active language's (English: the
 * file as it always was); an import reads any language's whatever the active one. Here and not
 * in the catalog: only the active language's catalog is ever loaded.
 */
/* eslint-disable lingui/no-unlocalized-strings -- a file's column names in every language, read whatever the active one */
export const CSV_COLUMN_NAMES: Record<Locale, Record<CsvColumn, string>> = {
  en: { name: 'name', address: 'address', tag: 'tag' },
  es: { name: 'nombre', address: 'dirección', tag: 'etiqueta' },
};
/* eslint-enable lingui/no-unlocalized-strings */

/** The column names of the active language (English for one without its own, the pseudo-locale). */
const activeColumnNames = () =>
  CSV_COLUMN_NAMES[isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE];

/** A header cell as compared: trimmed, no accents, lower case (" Dirección" is "direccion"). */
const headerKey = (cell: string) =>
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a Unicode normal form, not text
  cell.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();

/**
 * Whether a first row's cell (as `headerKey` has it) names `column`: in any language, or the
 * name as the API calls it (address_name).
 */
const isHeaderOf = (column: CsvColumn, key: string) =>
  Object.values(CSV_COLUMN_NAMES).some((n) => headerKey(n[column]) === key) ||
  (column === 'name' && key === 'address_name');

/** More rows than a person keeps: a file this long is refused rather than sent call by call. */
export const MAX_IMPORT_ROWS = 200;

/**
 * The address book as CSV, by name like the page, its header in the active language; UTF-8 with a
 * BOM like the history's export, so a spreadsheet app reads "dirección" and accented names right.
 */
export function addressBookCsv(entries: readonly AddressBookEntry[]): string {
  const names = activeColumnNames();
  const sorted = [...entries].sort((a, b) => a.address_name.localeCompare(b.address_name));
  return `\uFEFF${toCsv([
    CSV_COLUMNS.map((column) => names[column]),
    ...sorted.map((e) => [e.address_name, e.address, e.tag ?? '']),
  ])}`;
}

export type ImportStatus = 'new' | 'lookalike' | 'duplicate' | 'invalid';

export interface ImportRow {
  /** The line of the file (the header is line 1), to find it there. */
  line: number;
  name: string;
  address: string;
  tag: string;
  status: ImportStatus;
  /** Why it is not simply new. */
  reason?: string;
}

export type ImportRead = { rows: ImportRow[] } | { error: string };

/**
 * The form's "please enter" messages, and the column each stands for in a file. Read when a row
 * is checked: the messages are the active language's.
 */
const required = (): Record<string, CsvColumn> => ({
  [M.nameRequired]: 'name',
  [M.addressRequired]: 'address',
  [M.tagRequired]: 'tag',
});

/** "A, B and C" in the active language (British English: no comma before "and"). */
const listOf = (items: string[]) =>
  new Intl.ListFormat(i18n.locale === 'en' ? 'en-GB' : i18n.locale, {
    type: 'conjunction',
  }).format(items);

/**
 * What is wrong with a row, said of the file: every empty column at once, by its name in the
 * active language ("Tag is required", "Name and tag are required": spec 2 section 5 requires
 * every field and gives no wording), else the form's message for the first broken rule.
 */
function rowProblem(messages: readonly string[]): string {
  const columnOf = required();
  const names = activeColumnNames();
  const missing = messages.flatMap((m) => (columnOf[m] ? [names[columnOf[m]]] : []));
  if (missing.length === 0) return messages[0]!;
  const list = listOf(missing);
  const columns = `${list[0]!.toUpperCase()}${list.slice(1)}`;
  const count = missing.length;
  return t({
    context: 'a CSV row: {columns} lists its empty columns by their names in the file',
    message: plural(count, {
      one: `${columns} is required`,
      other: `${columns} are required`,
    }),
  });
}

/**
 * A row's fields through the add form's own rules and cleaning (`recipientSchema`, `bodyOf`):
 * the values as they would be sent, and what is wrong with them (`rowProblem`), if any.
 */
export function checkRow(name: string, address: string, tag: string) {
  const values = { name, address, tag, acknowledge: true };
  const checked = recipientSchema.safeParse(values);
  const body = bodyOf(values);
  return {
    row: { name: body.address_name, address: body.address, tag: body.tag },
    invalid: checked.success ? undefined : rowProblem(checked.error.issues.map((i) => i.message)),
  };
}

/**
 * An import's preview: each row of the file marked new, lookalike (imitates a saved address, one
 * in the history or an earlier row), duplicate (saved already, or earlier in the file) or invalid.
 * Needs the checksum code loaded (`loadChecksum`) to judge mixed-case addresses.
 */
export function readImport(
  text: string,
  saved: readonly AddressBookEntry[],
  history?: readonly Record<string, unknown>[],
): ImportRead {
  const [header, ...records] = parseCsv(text);
  // The first row in any language of the app, whatever the active one.
  const columns = (header ?? []).map(headerKey);
  const [nameAt, addressAt, tagAt] = CSV_COLUMNS.map((column) =>
    columns.findIndex((key) => isHeaderOf(column, key)),
  ) as [number, number, number];
  if (nameAt < 0 || addressAt < 0 || tagAt < 0) {
    const { name, address, tag } = activeColumnNames();
    return {
      error: t`The file needs a first row naming its columns: ${name}, ${address} and ${tag}.`,
    };
  }
  const filled = records
    .map((cells, i) => ({ cells, line: i + 2 }))
    .filter(({ cells }) => cells.some((c) => c.trim()));
  if (filled.length === 0) return { error: t`The file has no recipients.` };
  const max = MAX_IMPORT_ROWS;
  if (filled.length > max) return { error: t`The file has more than ${max} recipients.` };

  const known = knownAddresses(saved, history);
  const rows: ImportRow[] = [];
  for (const { cells, line } of filled) {
    const cell = (at: number) => fromCsvCell(cells[at] ?? '');
    const checked = checkRow(cell(nameAt), cell(addressAt), cell(tagAt));
    const row = { line, ...checked.row };
    const address = row.address;
    if (checked.invalid) {
      rows.push({ ...row, status: 'invalid', reason: checked.invalid });
      continue;
    }
    const savedAs = saved.find((e) => sameAddress(e.address, address));
    const earlier = rows.find((r) => r.status !== 'invalid' && sameAddress(r.address, address));
    if (savedAs || earlier) {
      let reason: string;
      if (savedAs) {
        const { address_name: name } = savedAs;
        reason = t`Already saved as ${name}`;
      } else {
        const earlierLine = earlier!.line;
        reason = t`Repeats line ${earlierLine}`;
      }
      rows.push({ ...row, status: 'duplicate', reason });
      continue;
    }
    // The earlier rows it may imitate, each with its line.
    const lineOf = new Map<KnownAddress, number>(
      rows
        .filter((r) => r.status === 'new' || r.status === 'lookalike')
        .map((r) => [{ address: r.address, label: '', source: 'history' }, r.line]),
    );
    const similar = lookalikesOf(address, [...known, ...lineOf.keys()]);
    if (similar.length) {
      const what = similar
        .map((k) => {
          const { label: name } = k;
          const otherLine = lineOf.get(k);
          if (k.source === 'saved') return t`saved ${name}`;
          if (otherLine !== undefined) return t`line ${otherLine}`;
          return t`an address in your transaction history`;
        })
        .join(', ');
      rows.push({
        ...row,
        status: 'lookalike',
        reason: t`Looks like ${what}: same first and last characters`,
      });
    } else rows.push({ ...row, status: 'new' });
  }
  return { rows };
}
