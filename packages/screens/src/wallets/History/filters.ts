import { t } from '@lingui/core/macro';
import { Big } from 'big.js';
import { toDecimal } from '@wallet/ui';
import { KINDS, STATUSES, dayIn, type HistoryRow, type Kind, type Status } from './history';

/** Which way money went: the sign of the row's amount. Each name read in the active language. */
export const FLOWS = {
  get in() {
    return t`Money in`;
  },
  get out() {
    return t`Money out`;
  },
} as const;
export type Flow = keyof typeof FLOWS;

/** The date presets; `custom` reads `from` and `to`. Each name read in the active language. */
export const RANGES = {
  get 'this-month'() {
    return t`This month`;
  },
  get 'last-month'() {
    return t`Last month`;
  },
  get '90d'() {
    return t`Last 90 days`;
  },
  get custom() {
    return t({ message: 'Custom', context: 'a date range' });
  },
} as const;
export type Range = keyof typeof RANGES;

/** The filters, as the URL keeps them (so Back, Forward, reload and a shared link keep them). */
export interface Filters {
  kind?: Kind;
  asset?: string;
  flow?: Flow;
  status?: Status;
  range?: Range;
  /** YYYY-MM-DD, the user's days, both ends included. */
  from?: string;
  to?: string;
  q: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(value: string | null, known: Record<T, string>) =>
  value !== null && Object.hasOwn(known, value) ? (value as T) : undefined;

/** The filters a URL asks for; anything unknown is ignored, never an error. */
export function readFilters(params: URLSearchParams): Filters {
  const day = (name: string) => {
    const value = params.get(name);
    return value && DAY.test(value) ? value : undefined;
  };
  const range = oneOf(params.get('range'), RANGES);
  return {
    kind: oneOf(params.get('kind'), KINDS),
    asset: params.get('asset')?.trim().toUpperCase() || undefined,
    flow: oneOf(params.get('flow'), FLOWS),
    status: oneOf(params.get('status'), STATUSES),
    range,
    from: range === 'custom' ? day('from') : undefined,
    to: range === 'custom' ? day('to') : undefined,
    q: params.get('q') ?? '',
  };
}

/** The filters as URL parameters, in a fixed order, without the empty ones. */
export function filterParams(filters: Filters): URLSearchParams {
  const params = new URLSearchParams();
  const set = (name: string, value: string | undefined) => value && params.set(name, value);
  set('kind', filters.kind);
  set('asset', filters.asset);
  set('flow', filters.flow);
  set('status', filters.status);
  set('range', filters.range);
  if (filters.range === 'custom') {
    set('from', filters.from);
    set('to', filters.to);
  }
  set('q', filters.q.trim() ? filters.q : undefined);
  return params;
}

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
// eslint-disable-next-line lingui/no-unlocalized-strings -- an ISO date-time
const parseDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** The first and last day (YYYY-MM-DD, included) of a range, today being `today` in the user's zone. */
export function rangeDays(
  filters: Pick<Filters, 'range' | 'from' | 'to'>,
  today: string,
): { from?: string; to?: string } {
  const now = parseDay(today);
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  switch (filters.range) {
    case 'this-month':
      return { from: ymd(new Date(Date.UTC(y, m, 1))), to: today };
    case 'last-month':
      return { from: ymd(new Date(Date.UTC(y, m - 1, 1))), to: ymd(new Date(Date.UTC(y, m, 0))) };
    case '90d':
      return { from: ymd(new Date(now.getTime() - 89 * 86_400_000)), to: today };
    case 'custom':
      return { from: filters.from, to: filters.to };
    default:
      return {};
  }
}

/** Today in the user's zone. */
export const todayIn = (timeZone?: string | null, now = Date.now()) => dayIn(now, timeZone);

/**
 * Which filters are set, by name, for "No transactions match …" and Clear all: each a phrase in
 * the active language, as it reads in "Hidden by {filters}."
 */
export function activeFilters(filters: Filters): string[] {
  const active: string[] = [];
  const { asset } = filters;
  const search = filters.q.trim();
  if (filters.kind) {
    const kind = KINDS[filters.kind];
    active.push(t`kind ${kind}`);
  }
  if (asset) active.push(t`asset ${asset}`);
  if (filters.flow) {
    const flow = FLOWS[filters.flow];
    active.push(t`direction ${flow}`);
  }
  if (filters.status) {
    const status = STATUSES[filters.status];
    active.push(t`status ${status}`);
  }
  if (filters.range && (filters.range !== 'custom' || filters.from || filters.to)) {
    const range = RANGES[filters.range];
    active.push(t`dates ${range}`);
  }
  if (search) active.push(t`search “${search}”`);
  return active;
}

/** Which way a row's money went: out when its amount is negative, else in. */
export const flowOf = (row: HistoryRow): Flow => (row.amount.trim().startsWith('-') ? 'out' : 'in');

/**
 * The rows the filters let through, in order. Cheap per row (a few comparisons and one
 * `includes` on text made once per row): 5,000 rows filter well within a keystroke.
 */
export function applyFilters(
  rows: readonly HistoryRow[],
  filters: Filters,
  today: string,
): HistoryRow[] {
  const { from, to } = rangeDays(filters, today);
  const needle = filters.q.trim().toLowerCase();
  return rows.filter(
    (row) =>
      (!filters.kind || row.kind === filters.kind) &&
      (!filters.asset || row.currency === filters.asset) &&
      (!filters.flow || flowOf(row) === filters.flow) &&
      (!filters.status || row.status === filters.status) &&
      (!from || row.day >= from) &&
      (!to || row.day <= to) &&
      (!needle || row.haystack.includes(needle)),
  );
}

/**
 * When the filters hide every row: the one filter that alone hides them all, else all set. The
 * empty state names it, so the customer knows what to loosen.
 */
export function hidingFilters(
  rows: readonly HistoryRow[],
  filters: Filters,
  today: string,
): string[] {
  const names = activeFilters(filters);
  const alone: Partial<Filters>[] = [
    { kind: filters.kind },
    { asset: filters.asset },
    { flow: filters.flow },
    { status: filters.status },
    { range: filters.range, from: filters.from, to: filters.to },
    { q: filters.q },
  ];
  const blocking = alone
    .map((only, i) => ({ only, i }))
    .filter(({ only }) => Object.values(only).some((v) => v))
    .filter(({ only }) => applyFilters(rows, { q: '', ...only }, today).length === 0);
  if (blocking.length === 0) return names;
  return blocking.map(({ only }) => activeFilters({ q: '', ...only })[0]!).filter(Boolean);
}

/** The assets the history holds, for the Asset filter. */
export const assetsOf = (rows: readonly HistoryRow[]) =>
  [...new Set(rows.map((r) => r.currency))].sort();

/** The export's file name: the range it holds ("transactions-2026-10-01-to-2026-10-31.csv"). */
export function exportFileName(rows: readonly HistoryRow[], filters: Filters, today: string) {
  const range = rangeDays(filters, today);
  const days = rows.map((r) => r.day).filter(Boolean);
  const from = range.from ?? days.at(-1) ?? today;
  const to = range.to ?? days[0] ?? today;
  return `transactions-${from}-to-${to}.csv`;
}

/** A list's total, in the one unit its rows share. */
export interface ListTotal {
  value: string;
  currency: string;
  decimals: number;
}

/**
 * What the rows of a list that move money (completed or pending; a declined or cancelled one moved
 * nothing) add up to, in big.js from the server's strings: a wallet's rows in their ticker, a
 * card's in USD (what each cost). Issue 43: an Insights figure links to a list whose total is that
 * figure. Undefined when the rows mix units (two tickers, or wallet and card) or a card row has no
 * USD value: no total is better than a wrong one.
 */
export function listTotal(rows: readonly HistoryRow[]): ListTotal | undefined {
  const counted = rows.filter((row) => row.status === 'completed' || row.status === 'pending');
  if (counted.length === 0) return undefined;
  const card = counted[0]!.source === 'card';
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a currency code
  const currency = card ? 'USD' : counted[0]!.currency;
  let sum = new Big(0);
  for (const row of counted) {
    if ((row.source === 'card') !== card || (!card && row.currency !== currency)) return undefined;
    const value = toDecimal(card ? row.amountUsd : row.amount);
    if (!value) return undefined;
    sum = sum.plus(value);
  }
  return { value: sum.toString(), currency, decimals: card ? 2 : 6 };
}
