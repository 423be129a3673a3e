import { t } from '@lingui/core/macro';
import type { CardTransaction } from '@wallet/api';
import { formatDateTime } from '@wallet/ui';
import { TICKER } from '../tickers';

/** How a card transaction's status shows (spec 2 section 4, Card transaction status display). */
export interface TxnStatusDisplay {
  label: string;
  /** Reversal rows are struck through. */
  struck: boolean;
}

/** The statuses the page words itself; any other shows as it came. */
type KnownStatus = 'cancelled' | 'completed' | 'pending';

const isReversal = (purpose: string) => purpose.trim().toLowerCase() === 'reversal';

function knownStatus(status: string, purpose: string): KnownStatus | undefined {
  const s = status.trim().toLowerCase();
  if (s === 'closed') return isReversal(purpose) ? 'cancelled' : 'completed';
  return s === 'pending' ? 'pending' : undefined;
}

/** A known status's label in the active language. */
function knownLabel(known: KnownStatus) {
  switch (known) {
    case 'cancelled':
      return t`Cancelled`;
    case 'completed':
      return t`Completed`;
    case 'pending':
      return t`Pending`;
  }
}

export function cardTxnStatus(status: string, purpose: string): TxnStatusDisplay {
  const known = knownStatus(status, purpose);
  return {
    // Read as it shows: in the active language (the rows are kept across a language change).
    get label() {
      return known ? knownLabel(known) : status;
    },
    struck: isReversal(purpose),
  };
}

/** A card transaction as the table shows it (spec 2 sections 3, 4 and 9). */
export interface CardTxnRow {
  id: string;
  /** ISO instant, for `<time dateTime>`. */
  at: string;
  /** DD/MM/YYYY HH:mm:ss in the profile's timezone. */
  date: string;
  cardLastFour: string;
  description: string;
  /** The status for styling, whatever the language: completed, pending, cancelled, or as sent. */
  statusKey: string;
  /** The amount in the transaction's own currency as sent ("-12.9"), and that currency. */
  fiatAmount: string | number | undefined;
  currency: string;
  /** The same in USD, when known. ui Amount shows both with 2 decimals, rounded down. */
  usdAmount: string | number | undefined;
  status: TxnStatusDisplay;
}

const time = (iso: string) => {
  const t = new Date(iso).getTime();
  return Number.isNaN(t) ? -Infinity : t;
};

/** The history as rows, newest first; only `cardLastFour`'s when given. */
export function cardTxnRows(
  txns: readonly CardTransaction[],
  timeZone?: string | null,
  cardLastFour?: string,
): CardTxnRow[] {
  return txns
    .filter((txn) => !cardLastFour || txn.card_last_four === cardLastFour)
    .map((txn, index) => ({ txn, index }))
    .sort((a, b) => time(b.txn.date) - time(a.txn.date) || a.index - b.index)
    .map(({ txn, index }) => ({
      id: txn.txn_hash ? `${txn.txn_hash}:${index}` : `row${index}`,
      at: txn.date,
      date: formatDateTime(txn.date, timeZone ?? undefined) ?? txn.date,
      cardLastFour: txn.card_last_four,
      description: txn.description || txn.purpose,
      fiatAmount: txn.amount,
      currency: txn.fiat || TICKER.usd,
      usdAmount: txn.amount_usd ?? (txn.fiat === TICKER.usd ? txn.amount : undefined),
      status: cardTxnStatus(txn.status, txn.purpose),
      statusKey: knownStatus(txn.status, txn.purpose) ?? txn.status.toLowerCase(),
    }));
}
