import type { CSSProperties } from 'react';
import { t } from '@lingui/core/macro';
/* eslint-disable import-x/no-duplicates -- every lucide-react/icons/* module has the same type file */
import ArrowDownLeft from 'lucide-react/icons/arrow-down-left';
import ArrowUpRight from 'lucide-react/icons/arrow-up-right';
/* eslint-enable import-x/no-duplicates */
import { icon } from '../icons/icons';
import { useActiveLocale } from '../i18n/useActiveLocale';
import {
  amountParts,
  decimalsFor,
  MINUS,
  type AmountParts,
  type FormatAmountOptions,
} from '../format/amount';
import styles from './Amount.module.css';

// Money in and out (the signed cue), here rather than among the shared icons: the pages that
// show no Amount (the login page) never load them.
const ArrowInIcon = icon(ArrowDownLeft);
const ArrowOutIcon = icon(ArrowUpRight);

export interface AmountProps extends Partial<FormatAmountOptions> {
  /** The amount as the server sends it: a decimal string (or a number). */
  value: string | number | null | undefined;
  /** Shown after the number, e.g. "USDC"; picks the decimals (USD 2, crypto 6) unless `decimals` is given. */
  ticker?: string;
  /** Shown before the number, after its sign, e.g. "$". */
  prefix?: string;
  /**
   * A money movement: "+" or "−" before it, an arrow in or out beside it, green or red. Colour
   * is never the only cue. @default false
   */
  signed?: boolean;
  /**
   * `inline` follows the text around it; `hero` is a page's or tile's headline figure: the whole
   * part large, the decimals and ticker quieter, scaled down to fit its container.
   * @default 'inline'
   */
  size?: 'inline' | 'hero';
}

/**
 * The one display of money: tabular figures, the spec's decimals rounded down, the ticker kept
 * on the number's line, "—" when the value is unreadable.
 */
export function Amount({
  value,
  ticker,
  prefix = '',
  signed = false,
  size = 'inline',
  decimals = decimalsFor(ticker),
  trimZeros,
}: AmountProps) {
  useActiveLocale();
  const parts = amountParts(value, { decimals, trimZeros, signed });
  if (!parts)
    return (
      <span className={styles.amount} data-amount data-size={size} title={t`Amount not available`}>
        —
      </span>
    );
  const direction = parts.sign === MINUS ? 'out' : parts.sign === '+' ? 'in' : undefined;
  const Arrow = direction === 'out' ? ArrowOutIcon : ArrowInIcon;
  if (size === 'inline')
    // One text node: it reads, copies and is found in tests as one string.
    return (
      <span
        className={styles.amount}
        data-amount
        data-size={size}
        data-direction={signed ? direction : undefined}
      >
        {signed && direction && <Arrow className={styles.arrow} />}
        {`${parts.sign}${prefix}${parts.whole}${parts.fraction}${ticker ? ` ${ticker}` : ''}`}
      </span>
    );
  const amount = (
    <span
      className={styles.amount}
      data-amount
      data-size={size}
      data-direction={signed ? direction : undefined}
      style={heroWidth(parts, { prefix, ticker, arrow: signed && !!direction })}
    >
      {signed && direction && <Arrow className={styles.arrow} />}
      {parts.sign}
      {prefix}
      <span className={styles.whole}>{parts.whole}</span>
      {parts.fraction && <span className={styles.fraction}>{parts.fraction}</span>}
      {ticker && <span className={styles.ticker}> {ticker}</span>}
    </span>
  );
  // A hero measures the box it is in (a container), so it shrinks with a tile or a phone.
  return <span className={styles.heroBox}>{amount}</span>;
}

/**
 * The hero's width in ems at its full size, measured on Inter's tabular figures (the fraction and
 * ticker are set smaller), so CSS can scale the font to fit its container: 100cqi / this.
 */
const heroWidth = (
  { sign, whole, fraction }: AmountParts,
  { prefix, ticker = '', arrow }: { prefix: string; ticker?: string; arrow: boolean },
) => {
  const signEms = (sign ? 0.7 : 0) + (arrow ? 1.2 : 0);
  const tickerEms = ticker ? (ticker.length + 1) * 0.38 : 0;
  const ems = signEms + (prefix.length + whole.length) * 0.64 + fraction.length * 0.36 + tickerEms;
  return { '--amount-ems': (ems * 1.04).toFixed(2) } as CSSProperties;
};
