import { plural, t } from '@lingui/core/macro';

export interface AmountRules {
  /** Most digits allowed after the decimal point. */
  decimals: number;
  /** Most characters of the amount as sent (digits and the point). */
  maxLength: number;
}

export type ParsedAmount = { ok: true; value: string } | { ok: false; message: string };

/** The amount fields' messages, each read in the active language. */
export const AMOUNT_MESSAGES = {
  get required() {
    return t`Please enter an amount`;
  },
  get notDigits() {
    return t`Please enter the amount in digits, e.g. 1,000.50`;
  },
  get sign() {
    return t`Please enter the amount without a + or - sign`;
  },
  get comma() {
    return t`A comma separates thousands (1,000.50): please use a point for decimals`;
  },
  decimals: (decimals: number) =>
    plural(decimals, {
      0: 'Please enter a whole amount, without decimals',
      one: 'Please enter an amount with up to # decimal',
      other: 'Please enter an amount with up to # decimals',
    }),
  length: (maxLength: number) => t`Please enter an amount of at most ${maxLength} digits`,
} as const;

// The app writes thousands with commas, so a comma is read only as that, in groups of three.
const PLAIN = /^(\d+)?(?:\.(\d*))?$/;
const GROUPED = /^(\d{1,3}(?:,\d{3})+)(?:\.(\d*))?$/;

/**
 * The one reading of every amount field: the text as typed or pasted, to the amount it means as a
 * plain decimal string ("0010" -> "10", "25,000.50" -> "25000.5", ".5" -> "0.5"), or the message
 * saying why it is refused. Nothing is guessed or cut: an exponent, a sign, hex, a decimal comma
 * or one decimal too many is refused, so what is sent is always what the customer sees.
 */
export function parseAmount(text: string, { decimals, maxLength }: AmountRules): ParsedAmount {
  const typed = text.trim();
  if (!typed) return { ok: false, message: AMOUNT_MESSAGES.required };
  if (/^[-+\u2212]/.test(typed)) return { ok: false, message: AMOUNT_MESSAGES.sign };
  const match = PLAIN.exec(typed) ?? GROUPED.exec(typed);
  if (!match || typed === '.') {
    const comma = /^[\d,]*(\.\d*)?$/.test(typed) && typed.includes(',');
    return { ok: false, message: comma ? AMOUNT_MESSAGES.comma : AMOUNT_MESSAGES.notDigits };
  }
  const whole = (match[1] ?? '').replace(/,/g, '').replace(/^0+(?=\d)/, '') || '0';
  // Zeros at the end change nothing ("10.500000" is 10.5): only the digits that count are limited.
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > decimals) return { ok: false, message: AMOUNT_MESSAGES.decimals(decimals) };
  const value = fraction ? `${whole}.${fraction}` : whole;
  if (value.length > maxLength) return { ok: false, message: AMOUNT_MESSAGES.length(maxLength) };
  return { ok: true, value };
}
