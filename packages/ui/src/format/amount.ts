import Big from 'big.js';

export interface FormatAmountOptions {
  /** Digits after the decimal point; extra digits are cut (rounded down), never rounded up. */
  decimals: number;
  /** Drop zeros at the end of the fraction ("1.50" -> "1.5"). @default false */
  trimZeros?: boolean;
  /** Prefix positive values with "+" (signed transaction amounts). @default false */
  signed?: boolean;
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
 * Formats an amount with thousands separators, rounding toward zero to `decimals` places
 * (a balance is never shown larger than it is). Returns undefined for a value that is not a number.
 */
export function formatAmount(
  value: string | number | null | undefined,
  { decimals, trimZeros = false, signed = false }: FormatAmountOptions,
): string | undefined {
  const amount = toDecimal(value);
  if (!amount) return undefined;
  const fixed = amount.round(decimals, Big.roundDown).abs().toFixed(decimals);
  const [whole = '0', fraction = ''] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const shownFraction = trimZeros ? fraction.replace(/0+$/, '') : fraction;
  const body = shownFraction ? `${grouped}.${shownFraction}` : grouped;
  const isZero = /^[0.]*$/.test(fixed);
  if (amount.lt(0) && !isZero) return `-${body}`;
  return signed && !isZero ? `+${body}` : body;
}
