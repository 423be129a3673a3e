import Big from 'big.js';
import { i18n } from '@lingui/core';
import { isLocale, SOURCE_LOCALE } from '../i18n/locales';

/** The spec's digits after the point: crypto 6, USD 2, VEF rewards 0 (spec 1 section 9, spec 2 section 9). */
export const AMOUNT_DECIMALS = { crypto: 6, usd: 2, reward: 0 } as const;

/** The typographic minus (U+2212): a hyphen reads as "dash" to screen readers and is too short to see. */
export const MINUS = '\u2212';

/** The decimals an amount in `ticker` shows: 2 for USD, 6 for every crypto asset. */
export const decimalsFor = (ticker?: string) =>
  ticker?.toUpperCase() === 'USD' ? AMOUNT_DECIMALS.usd : AMOUNT_DECIMALS.crypto;

/** How a language writes numbers: English "1,234.56", Spanish "1.234,56". */
export interface NumberSeparators {
  group: string;
  decimal: string;
}

const separators = new Map<string, NumberSeparators>();

/**
 * The separators of `locale` (the active language by default), as the platform's Intl writes
 * them ("es": "." and ","). The pseudo-locale writes English's.
 */
export function numberSeparators(locale: string = i18n.locale): NumberSeparators {
  const language = isLocale(locale) ? locale : SOURCE_LOCALE;
  let found = separators.get(language);
  if (!found) {
    const parts = new Intl.NumberFormat(language).formatToParts(11111.5);
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    found = { group: part('group'), decimal: part('decimal') };
    separators.set(language, found);
  }
  return found;
}

export interface FormatAmountOptions {
  /** Digits after the decimal point; extra digits are cut (rounded down), never rounded up. */
  decimals: number;
  /** Drop zeros at the end of the fraction ("1.50" -> "1.5"). @default false */
  trimZeros?: boolean;
  /** Prefix positive values with "+" (signed transaction amounts). @default false */
  signed?: boolean;
}

/** An amount cut into what the display styles apart: "−", "1,234" and ".56" (Spanish "1.234", ",56"). */
export interface AmountParts {
  sign: '' | '+' | typeof MINUS;
  /** The whole part with the active language's thousands separators. */
  whole: string;
  /** The decimal separator and the fraction, or "" when there is none to show. */
  fraction: string;
}

/** Reads a server amount ("1234.5", 1234.5, "-3") as a decimal, or undefined if it is not one. */
export function toDecimal(value: string | number | null | undefined): Big | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  try {
    return new Big(typeof value === 'string' ? value.trim() : value);
  } catch {
    return undefined;
  }
}

/**
 * An amount's parts in the active language's separators, rounding toward zero to `decimals`
 * places (a balance is never shown larger than it is), or undefined for a value that is not a
 * number. Every thousand is grouped ("1.234" in Spanish too), as the spec's examples are.
 */
export function amountParts(
  value: string | number | null | undefined,
  { decimals, trimZeros = false, signed = false }: FormatAmountOptions,
): AmountParts | undefined {
  const amount = toDecimal(value);
  if (!amount) return undefined;
  const fixed = amount.round(decimals, Big.roundDown).abs().toFixed(decimals);
  const [whole = '0', fraction = ''] = fixed.split('.');
  const shownFraction = trimZeros ? fraction.replace(/0+$/, '') : fraction;
  const isZero = /^[0.]*$/.test(fixed);
  const { group, decimal } = numberSeparators();
  return {
    sign: isZero ? '' : amount.lt(0) ? MINUS : signed ? '+' : '',
    whole: whole.replace(/\B(?=(\d{3})+(?!\d))/g, group),
    fraction: shownFraction ? `${decimal}${shownFraction}` : '',
  };
}

/** An amount as text with thousands separators, rounded down: "−1,234.50" ("−1.234,50" in Spanish). Undefined when unreadable. */
export function formatAmount(
  value: string | number | null | undefined,
  options: FormatAmountOptions,
): string | undefined {
  const parts = amountParts(value, options);
  return parts && `${parts.sign}${parts.whole}${parts.fraction}`;
}

export interface FormatMoneyOptions extends Partial<FormatAmountOptions> {
  /** Shown after the number ("USDC"); it also picks the decimals when `decimals` is not given. */
  ticker?: string;
  /** Shown before the number, after its sign ("$"). */
  prefix?: string;
}

/**
 * An amount as one plain string, exactly as `Amount` shows it ("−$1,234.50", "12.5 USDC"), for
 * the few places that cannot hold the component: messages, aria-labels, a field's text.
 * Undefined when the value is not a number.
 */
export function formatMoney(
  value: string | number | null | undefined,
  { ticker, prefix = '', decimals = decimalsFor(ticker), ...options }: FormatMoneyOptions = {},
): string | undefined {
  const parts = amountParts(value, { decimals, ...options });
  if (!parts) return undefined;
  const number = `${parts.sign}${prefix}${parts.whole}${parts.fraction}`;
  return ticker ? `${number} ${ticker}` : number;
}

/**
 * A plain decimal ("1234.5", as sent and as Max computes it) as an amount field shows it in the
 * active language: its decimal separator, no grouping ("1234,5" in Spanish), so `parseAmount`
 * reads it back as the same amount.
 */
export const amountInputText = (plain: string) => plain.replace('.', numberSeparators().decimal);

/** A rate as a percent ("4.5%", Spanish "4,5%"), up to 2 decimals, rounded down; undefined when unreadable. */
export const formatPercent = (value: string | number | null | undefined) => {
  const text = formatAmount(value, { decimals: 2, trimZeros: true });
  return text && `${text}%`;
};

/** A count of things (rows, matches), not money: thousands separated, as amounts are. */
export const formatCount = (count: number) =>
  formatAmount(Math.trunc(count), { decimals: 0 }) ?? String(count);
