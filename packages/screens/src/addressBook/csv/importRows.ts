import type { AddressBookEntry } from '@wallet/api';
import { knownAddresses, lookalikesOf, sameAddress } from '../../common/address/lookalike';
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

/** The form's "please enter" messages, and the column each stands for in a file. */
const REQUIRED: Record<string, string> = {
  [M.nameRequired]: 'name',
  [M.addressRequired]: 'address',
  [M.tagRequired]: 'tag',
};

const list = new Intl.ListFormat('en-GB', { type: 'conjunction' });

/**
 * What is wrong with a row, said of the file: every empty column at once, by its name ("Tag is
 * required", "Name and tag are required": spec 2 section 5 requires every field and gives no
 * wording), else the form's message for the first broken rule.
 */
function rowProblem(messages: readonly string[]): string {
  const missing = messages.flatMap((m) => (REQUIRED[m] ? [REQUIRED[m]] : []));
  if (missing.length === 0) return messages[0]!;
  const columns = list.format(missing);
  return `${columns[0]!.toUpperCase()}${columns.slice(1)} ${missing.length > 1 ? 'are' : 'is'} required`;
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
    return { error: 'The file needs a first row naming its columns: name, address and tag.' };
  const filled = records
    .map((cells, i) => ({ cells, line: i + 2 }))
    .filter(({ cells }) => cells.some((c) => c.trim()));
  if (filled.length === 0) return { error: 'The file has no recipients.' };
  if (filled.length > MAX_IMPORT_ROWS)
    return { error: `The file has more than ${MAX_IMPORT_ROWS} recipients.` };

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
      const reason = savedAs
        ? `Already saved as ${savedAs.address_name}`
        : `Repeats line ${earlier!.line}`;
      rows.push({ ...row, status: 'duplicate', reason });
      continue;
    }
    const similar = lookalikesOf(address, [
      ...known,
      ...rows
        .filter((r) => r.status === 'new' || r.status === 'lookalike')
        .map((r) => ({ address: r.address, label: `line ${r.line}`, source: 'history' as const })),
    ]);
    if (similar.length) {
      const what = similar.map((k) =>
        k.source === 'saved'
          ? `saved ${k.label}`
          : k.label.replace(/^From your/, 'an address in your'),
      );
      rows.push({
        ...row,
        status: 'lookalike',
        reason: `Looks like ${what.join(', ')}: same first and last characters`,
      });
    } else rows.push({ ...row, status: 'new' });
  }
  return { rows };
}
