import { t } from '@lingui/core/macro';
import type { AddressBookEntry, CardTransaction, Transaction } from '@wallet/api';
import { formatDateTime, formatDay, toDecimal } from '@wallet/ui';
import { toTransactionRow } from '../money/transactions';

/**
 * What a row is, for the Kind filter (issue 28); each name read in the active language. A card's
 * merchant rows (purchases, their refunds and reversals) are `purchase`; money put on a card or
 * paid for one (top-ups on either side, the application and replacement fees) is `card`.
 */
export const KINDS = {
  get deposit() {
    return t({ message: 'Deposit', context: 'a kind of transaction' });
  },
  get withdrawal() {
    return t({ message: 'Withdrawal', context: 'a kind of transaction' });
  },
  get purchase() {
    return t({ message: 'Card purchase', context: 'a kind of transaction' });
  },
  get card() {
    return t({ message: 'Card top-up or fee', context: 'a kind of transaction' });
  },
  get yield() {
    return t({ message: 'Yield', context: 'a kind of transaction' });
  },
  get referral() {
    return t({ message: 'Referral', context: 'a kind of transaction' });
  },
  get other() {
    return t({ message: 'Other', context: 'a kind of transaction' });
  },
} as const;
export type Kind = keyof typeof KINDS;

/** A transaction's status; each name read in the active language. */
export const STATUSES = {
  get completed() {
    return t({ message: 'Completed', context: 'a transaction status' });
  },
  get pending() {
    return t({ message: 'Pending', context: 'a transaction status' });
  },
  get declined() {
    return t({ message: 'Declined', context: 'a transaction status' });
  },
  get cancelled() {
    return t({ message: 'Cancelled', context: 'a transaction status' });
  },
} as const;
export type Status = keyof typeof STATUSES;

/** One wallet or card transaction as /transactions lists, filters, shows and exports it. */
export interface HistoryRow {
  /** Its id in the page's URL: the wallet's transactionId, or "card-" and the card's hash. */
  id: string;
  source: 'wallet' | 'card';
  /** The instant as the server sent it (ISO), and as epoch milliseconds (NaN: unreadable). */
  at: string;
  time: number;
  /** The day in the user's time zone, YYYY-MM-DD: the group and the date filter compare it. */
  day: string;
  /** DD/MM/YYYY HH:mm:ss in the user's time zone (spec 2 section 9). */
  date: string;
  title: string;
  detail: string;
  kind: Kind;
  status: Status;
  /** A card reversal: a purchase undone, struck through (spec 2 section 4). */
  struck: boolean;
  /** Signed, exactly as the server sent it (money is text). */
  amount: string;
  /** Digits shown: 6 for crypto, 2 for money (spec 2 section 9). */
  decimals: number;
  /** The ticker as shown (USDT as USDC) or the card purchase's currency. */
  currency: string;
  /** A card transaction's value in USD, signed. */
  amountUsd?: string;
  /** The network fee inside a withdrawal's amount, when the server says it. */
  fee?: string;
  /** The other party's wallet, and its name (the address book's, else the description's). */
  address?: string;
  counterparty?: string;
  /** The transaction hash; none while pending or for internal movements. */
  hash?: string;
  explorerUrl?: string;
  cardLastFour?: string;
  /** Lower-case text the search looks in: description, counterparty, address, hash. */
  haystack: string;
}

/** YYYY-MM-DD of an instant in a zone (the browser's when unknown); '' when unreadable. */
export const dayIn = (time: number, timeZone?: string | null): string =>
  formatDay(time, timeZone ?? undefined) ?? '';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A wallet row's kind: by purpose; a referral reward is an "other" whose description says so. */
function walletKind(txn: Transaction): Kind {
  switch (txn.purpose) {
    case 'deposit':
      return 'deposit';
    case 'withdraw':
      return 'withdrawal';
    case 'card-related':
      return 'card';
    case 'yield-related':
      return 'yield';
    default:
      // The description comes in the request's language (docs/api.md): English or Spanish.
      return /referral|referido/i.test(`${txn.purpose} ${txn.description?.row1 ?? ''}`)
        ? 'referral'
        : 'other';
  }
}

/** The counterparty of a detail line, in either language the server writes: "To Ana", "Para Ana". */
const nameFromDetail = (detail: string) => /^(?:To|From|Para|De) (.+)$/.exec(detail)?.[1];

function walletRow(
  txn: Transaction,
  timeZone: string | null | undefined,
  names: Map<string, string>,
): HistoryRow {
  const row = toTransactionRow(txn, timeZone);
  const time = Date.parse(txn.date);
  const address = text(txn.address) || undefined;
  const detailName = nameFromDetail(row.detail);
  const counterparty =
    (address && names.get(address.toLowerCase())) ||
    (detailName && !detailName.startsWith('0x') ? detailName : undefined);
  const hash = txn.txnHash && !row.pending ? txn.txnHash : undefined;
  const fee = text(txn.fee) || undefined;
  return {
    id: String(txn.transactionId),
    source: 'wallet',
    at: txn.date,
    time,
    day: dayIn(time, timeZone),
    date: row.date,
    title: row.title,
    detail: row.detail,
    kind: walletKind(txn),
    status: row.pending ? 'pending' : 'completed',
    struck: false,
    amount: String(txn.amount),
    decimals: 6,
    currency: row.ticker,
    fee,
    address,
    counterparty,
    hash,
    explorerUrl: row.explorerUrl,
    haystack: [row.title, row.detail, counterparty, address, hash].join(' ').toLowerCase(),
  };
}

function cardStatus(txn: CardTransaction): Status {
  const s = txn.status.trim().toLowerCase();
  if (s === 'pending') return 'pending';
  if (txn.purpose.trim().toLowerCase() === 'reversal') return 'cancelled';
  if (s === 'closed') return 'completed';
  return 'declined';
}

function cardRow(
  txn: CardTransaction,
  timeZone: string | null | undefined,
  index: number,
): HistoryRow {
  const time = Date.parse(txn.date);
  const title = txn.description || txn.purpose;
  const lastFour = txn.card_last_four;
  const detail = t`Card ending ${lastFour}`;
  const hash = txn.txn_hash || undefined;
  return {
    id: `card-${hash ?? `row${index}`}`,
    source: 'card',
    at: txn.date,
    time,
    day: dayIn(time, timeZone),
    date: formatDateTime(txn.date, timeZone ?? undefined) ?? txn.date,
    title,
    detail,
    kind: txn.purpose.trim().toLowerCase() === 'deposit' ? 'card' : 'purchase',
    status: cardStatus(txn),
    struck: txn.purpose.trim().toLowerCase() === 'reversal',
    amount: String(txn.amount),
    decimals: 2,
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a currency code
    currency: txn.fiat || 'USD',
    amountUsd: txn.amount_usd === undefined ? undefined : String(txn.amount_usd),
    hash,
    cardLastFour: txn.card_last_four,
    haystack: [title, detail, hash].join(' ').toLowerCase(),
  };
}

/**
 * The wallet and card histories as one list, newest first (spec 2 section 9), each row with the
 * Home table's rules (pending, explorer link, signed amounts, USDT as USDC). A row id seen twice
 * (a server repeating a hash) gets its position appended, so each row has its own URL.
 */
export function historyRows(
  wallet: readonly Transaction[],
  card: readonly CardTransaction[],
  timeZone: string | null | undefined,
  addressBook: readonly AddressBookEntry[] = [],
): HistoryRow[] {
  const names = new Map(addressBook.map((e) => [e.address.toLowerCase(), e.address_name]));
  const rows = [
    ...wallet.map((txn) => walletRow(txn, timeZone, names)),
    ...card.map((txn, i) => cardRow(txn, timeZone, i)),
  ];
  const seen = new Set<string>();
  rows.forEach((row, i) => {
    if (seen.has(row.id)) row.id = `${row.id}-${i}`;
    seen.add(row.id);
  });
  const when = (row: HistoryRow) => (Number.isNaN(row.time) ? -Infinity : row.time);
  return rows.sort((a, b) => when(b) - when(a));
}

/**
 * What reached the other side (a withdrawal: the amount less the fee inside it) or arrived; for
 * a row without a fee, the amount itself. Unsigned.
 */
export function netOf(row: HistoryRow): string | undefined {
  const amount = toDecimal(row.amount)?.abs();
  const fee = row.fee ? toDecimal(row.fee) : undefined;
  if (!amount || (row.fee && !fee)) return undefined;
  return (fee ? amount.minus(fee) : amount).toString();
}

/** Whether a withdrawal went to an address the address book does not hold. */
export const canSaveRecipient = (row: HistoryRow, addressBook: readonly AddressBookEntry[]) =>
  row.kind === 'withdrawal' &&
  !!row.address &&
  !addressBook.some((e) => e.address.toLowerCase() === row.address!.toLowerCase());
