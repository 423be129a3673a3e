import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { toCsv } from '../../common/csv/csv';
import { downloadText } from '../../common/csv/download';
import { exportFileName, type Filters } from './filters';
import { KINDS, STATUSES, type HistoryRow } from './history';

const offsetFormats = new Map<string, Intl.DateTimeFormat>();
function partsIn(time: number, timeZone: string | undefined) {
  const zone = timeZone ?? '';
  let format = offsetFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: timeZone || undefined,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    offsetFormats.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(time).map((p) => [p.type, p.value]));
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;
}

/**
 * An instant as ISO 8601 in the user's zone with its offset ("2026-11-20T17:30:00+08:00"), which
 * a spreadsheet and a tax tool both read unambiguously. An unknown zone: the browser's own.
 */
export function isoWithOffset(time: number, timeZone?: string | null): string {
  let zone = timeZone?.replaceAll(' ', '_') || undefined;
  try {
    partsIn(time, zone);
  } catch {
    zone = undefined;
  }
  const p = partsIn(time, zone);
  const wall = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  const minutes = Math.round((wall - Math.floor(time / 1000) * 1000) / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const offset = `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${offset}`;
}

const COLUMNS = [
  msg`Time`,
  msg`Kind`,
  msg`Description`,
  msg`Details`,
  msg`Status`,
  msg`Amount`,
  msg`Currency`,
  msg`Amount (USD)`,
  msg`Fee`,
  msg`Counterparty`,
  msg`Address`,
  msg`Transaction hash`,
  msg`Card`,
  msg`Id`,
];

/**
 * The header row. Each name is read in the active language when it is read (the items are
 * getters), so the file is made in the customer's language and the array still spreads and
 * indexes as a list of names.
 */
export const EXPORT_COLUMNS: readonly string[] = Object.freeze(
  COLUMNS.reduce<string[]>(
    (columns, column, i) =>
      Object.defineProperty(columns, i, { get: () => i18n._(column), enumerable: true }),
    [],
  ),
);

/**
 * The rows as a spreadsheet-ready CSV (issue 28): RFC 4180 through papaparse, UTF-8 with a BOM
 * (so spreadsheet apps read it as UTF-8), ISO 8601 times with their offset, amounts as the plain
 * decimal text the server sent with the currency apart, every formula-like cell neutralised.
 */
export function historyCsv(rows: readonly HistoryRow[], timeZone?: string | null): string {
  const records = rows.map((row) => [
    Number.isNaN(row.time) ? row.at : isoWithOffset(row.time, timeZone),
    KINDS[row.kind],
    row.title,
    row.detail,
    STATUSES[row.status],
    row.amount,
    row.currency,
    row.amountUsd ?? '',
    row.fee ?? '',
    row.counterparty ?? '',
    row.address ?? '',
    row.hash ?? '',
    row.cardLastFour ?? '',
    row.id,
  ]);
  return `\uFEFF${toCsv([EXPORT_COLUMNS, ...records])}`;
}

/** Downloads what the filters show, named by its date range. */
export function exportHistory(
  rows: readonly HistoryRow[],
  filters: Filters,
  today: string,
  timeZone?: string | null,
) {
  downloadText(exportFileName(rows, filters, today), historyCsv(rows, timeZone));
}
