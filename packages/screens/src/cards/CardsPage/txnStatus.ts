import type { CardTransaction } from '@wallet/api';
import { formatDateTime } from '@wallet/ui';

/** How a card transaction's status shows (spec 2 section 4, Card transaction status display). */
export interface TxnStatusDisplay {
  label: string;
  /** Reversal rows are struck through. */
  struck: boolean;
}

export function cardTxnStatus(status: string, purpose: string): TxnStatusDisplay {
  const s = status.trim().toLowerCase();
  const reversal = purpose.trim().toLowerCase() === 'reversal';
  const label =
    s === 'closed' ? (reversal ? 'Cancelled' : 'Completed') : s === 'pending' ? 'Pending' : status;
  return { label, struck: reversal };
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
      currency: txn.fiat || 'USD',
      usdAmount: txn.amount_usd ?? (txn.fiat === 'USD' ? txn.amount : undefined),
      status: cardTxnStatus(txn.status, txn.purpose),
    }));
}
