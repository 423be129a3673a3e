import { t } from '@lingui/core/macro';
import type { Transaction } from '@wallet/api';
import { formatDateTime } from '@wallet/ui';

/** A Recent Transactions row as Home shows it (spec 2 sections 3, 4 and 9). */
export interface TransactionRow {
  id: string;
  /** ISO instant, for `<time dateTime>`. */
  at: string;
  /** DD/MM/YYYY HH:mm:ss in the profile's timezone. */
  date: string;
  title: string;
  detail: string;
  /** The txnHash says "pending": the chain has not confirmed it yet. */
  pending: boolean;
  /** The signed decimal as the server sent it ("1500", "-250.5"); ui Amount shows it. */
  amount: string;
  /** USDT is shown as USDC (deposits are converted on arrival). */
  ticker: string;
  /** Where an on-chain row links to (its explorer), when it has one and is confirmed. */
  explorerUrl?: string;
}

/** A row's title by its purpose, when the server gives no description (read in the active language). */
const PURPOSE_TITLES: Record<string, string> = {
  get deposit() {
    return t({ message: 'Deposit', context: 'a kind of transaction' });
  },
  get withdraw() {
    return t({ message: 'Withdraw', context: 'a kind of transaction' });
  },
  get 'card-related'() {
    return t({ message: 'Card', context: 'a kind of transaction' });
  },
  get 'yield-related'() {
    return t({ message: 'Yield', context: 'a kind of transaction' });
  },
};

/** Only web addresses become links: a `javascript:` or other scheme from a server never does. */
const safeUrl = (url: string | null | undefined) => {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
};

/** One transaction as its row. */
export function toTransactionRow(txn: Transaction, timeZone?: string | null): TransactionRow {
  const pending = txn.txnHash?.toLowerCase() === 'pending';
  return {
    id: String(txn.transactionId),
    at: txn.date,
    date: formatDateTime(txn.date, timeZone ?? undefined) ?? txn.date,
    title: txn.description?.row1 || PURPOSE_TITLES[txn.purpose] || txn.purpose,
    detail: txn.description?.row2 ?? '',
    pending,
    amount: String(txn.amount),
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a ticker, never translated
    ticker: txn.ticker.toUpperCase() === 'USDT' ? 'USDC' : txn.ticker,
    explorerUrl: txn.type === 'onchain' && !pending ? safeUrl(txn.url) : undefined,
  };
}

const time = (iso: string) => {
  const t = new Date(iso).getTime();
  return Number.isNaN(t) ? -Infinity : t;
};

/** The history as rows, newest first (spec 2 section 9: sorted by date descending). */
export function transactionRows(txns: Transaction[], timeZone?: string | null): TransactionRow[] {
  return [...txns]
    .sort((a, b) => time(b.date) - time(a.date))
    .map((txn) => toTransactionRow(txn, timeZone));
}
