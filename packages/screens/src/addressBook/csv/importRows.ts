import { i18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import type { AddressBookEntry } from '@wallet/api';
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

/** The export's columns, and what an import reads (address_name is accepted for name). */
export const CSV_COLUMNS = ['name', 'address', 'tag'] as const;
/** More rows than a person keeps: a file this long is refused rather than sent call by call. */
export const MAX_IMPORT_ROWS = 200;

/** The address book as CSV, by name like the page. */
export function addressBookCsv(entries: readonly AddressBookEntry[]): string {
  const sorted = [...entries].sort((a, b) => a.address_name.localeCompare(b.address_name));
  return toCsv([CSV_COLUMNS, ...sorted.map((e) => [e.address_name, e.address, e.tag ?? ''])]);
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
 * The form's "please enter" messages, and the column each stands for in a file (the file's own
 * column names, in every language). Read when a row is checked: the messages are the active
 * language's.
 */
const required = (): Record<string, string> => ({
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
 * What is wrong with a row, said of the file: every empty column at once, by its name ("Tag is
 * required", "Name and tag are required": spec 2 section 5 requires every field and gives no
 * wording), else the form's message for the first broken rule.
 */
function rowProblem(messages: readonly string[]): string {
  const columnOf = required();
  const missing = messages.flatMap((m) => (columnOf[m] ? [columnOf[m]] : []));
  if (missing.length === 0) return messages[0]!;
  const list = listOf(missing);
  const columns = `${list[0]!.toUpperCase()}${list.slice(1)}`;
  const count = missing.length;
  return plural(count, {
    one: `${columns} is required`,
    other: `${columns} are required`,
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
  const columns = (header ?? []).map((h) => h.trim().toLowerCase());
  const nameAt = columns.findIndex((c) => c === 'name' || c === 'address_name');
  const addressAt = columns.indexOf('address');
  const tagAt = columns.indexOf('tag');
  if (nameAt < 0 || addressAt < 0 || tagAt < 0)
    return { error: t`The file needs a first row naming its columns: name, address and tag.` };
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
