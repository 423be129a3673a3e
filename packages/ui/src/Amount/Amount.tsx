import { formatAmount, type FormatAmountOptions } from '../format/amount';
import styles from './Amount.module.css';

export interface AmountProps extends Partial<FormatAmountOptions> {
  /** The amount as the server sends it: a decimal string or a number. */
  value: string | number | null | undefined;
  /** Shown after the number, e.g. "USDC". */
  ticker?: string;
  /** Shown before the number, e.g. "$". */
  prefix?: string;
  /** Colour a signed amount green or red. @default false */
  tone?: boolean;
}

/** A money amount: thousands separators, rounded down to `decimals`, "—" when unreadable. */
export function Amount({
  value,
  ticker,
  prefix,
  tone = false,
  decimals = 2,
  ...options
}: AmountProps) {
  const text = formatAmount(value, { decimals, ...options });
  if (text === undefined)
    return (
      <span className={styles.amount} title="Amount not available">
        —
      </span>
    );
  const sign = text.startsWith('-') ? 'negative' : text.startsWith('+') ? 'positive' : undefined;
  return (
    <span className={styles.amount} data-sign={tone ? sign : undefined}>
      {sign && prefix ? `${text[0]}${prefix}${text.slice(1)}` : `${prefix ?? ''}${text}`}
      {ticker && <span className={styles.ticker}> {ticker}</span>}
    </span>
  );
}
