import { plural, t } from '@lingui/core/macro';
import { numberSeparators } from '../format/amount';

export interface AmountRules {
  /** Most digits allowed after the decimal point. */
  decimals: number;
  /** Most characters of the amount as sent (digits and the point). */
  maxLength: number;
}

export type ParsedAmount = { ok: true; value: string } | { ok: false; message: string };

/**
 * The amount fields' messages, each read in the active language. Spanish reads numbers the other
 * way round (its catalog's examples are "1.000,50"), so each message fits its language's reading.
 */
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
  /** A separator used the other way round: "12,5" in English, "12.5" in Spanish. */
  get separator() {
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

const escape = (separator: string) => `\\${separator}`;
const readers = new Map<string, { plain: RegExp; grouped: RegExp; misread: RegExp }>();

/**
 * The patterns of an amount in the language that writes `group` and `decimal`: plain ("1234.5"),
 * grouped in threes ("1,234.5"), and the digits with a separator that cannot be read as written,
 * which gets the separator message rather than "digits".
 */
function readerFor({ group, decimal }: { group: string; decimal: string }) {
  const key = group + decimal;
  let reader = readers.get(key);
  if (!reader) {
    const [g, d] = [escape(group), escape(decimal)];
    /* eslint-disable lingui/no-unlocalized-strings -- regular expressions */
    reader = {
      plain: new RegExp(`^(\\d+)?(?:${d}(\\d*))?$`),
      grouped: new RegExp(`^(\\d{1,3}(?:${g}\\d{3})+)(?:${d}(\\d*))?$`),
      misread: new RegExp(`^[\\d${g}]*(${d}\\d*)?$`),
    };
    /* eslint-enable lingui/no-unlocalized-strings */
    readers.set(key, reader);
  }
  return reader;
}

/**
 * The one reading of every amount field: the text as typed or pasted, to the amount it means as a
 * plain decimal string ("0010" -> "10", "25,000.50" -> "25000.5", ".5" -> "0.5"), or the message
 * saying why it is refused. The active language's separators are read (Spanish "1.234,56" and
 * "1234,56" are 1234.56), the group separator only in groups of three. Nothing is guessed or cut:
 * an exponent, a sign, hex, a separator used the other way round or one decimal too many is
 * refused, so what is sent is always what the customer sees.
 */
export function parseAmount(text: string, { decimals, maxLength }: AmountRules): ParsedAmount {
  const typed = text.trim();
  if (!typed) return { ok: false, message: AMOUNT_MESSAGES.required };
  if (/^[-+\u2212]/.test(typed)) return { ok: false, message: AMOUNT_MESSAGES.sign };
  const separators = numberSeparators();
  const { plain, grouped, misread } = readerFor(separators);
  const match = plain.exec(typed) ?? grouped.exec(typed);
  if (!match || typed === separators.decimal) {
    const wrongWay = misread.test(typed) && typed.includes(separators.group);
    return { ok: false, message: wrongWay ? AMOUNT_MESSAGES.separator : AMOUNT_MESSAGES.notDigits };
  }
  const whole = (match[1] ?? '').replaceAll(separators.group, '').replace(/^0+(?=\d)/, '') || '0';
  // Zeros at the end change nothing ("10.500000" is 10.5): only the digits that count are limited.
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > decimals) return { ok: false, message: AMOUNT_MESSAGES.decimals(decimals) };
  const value = fraction ? `${whole}.${fraction}` : whole;
  if (value.length > maxLength) return { ok: false, message: AMOUNT_MESSAGES.length(maxLength) };
  return { ok: true, value };
}
