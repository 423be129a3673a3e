import { toDecimal } from '@wallet/ui';

/** Yield amounts: at most 6 decimals, 18 characters (spec 1 sections 5 and 9). */
export const YIELD_AMOUNT = { decimals: 6, maxLength: 18 } as const;

export const YIELD_MESSAGES = {
  required: 'Please enter an amount',
  invalid: 'Please enter a valid amount with up to 6 decimals',
  zero: 'Please enter an amount greater than 0',
  insufficient: 'Insufficient balance',
  terms: 'Please accept the terms to continue',
} as const;

const SHAPE = new RegExp(`^\\d+(\\.\\d{1,${YIELD_AMOUNT.decimals}})?$`);

/**
 * What is wrong with a yield amount (Earn or Redeem), or undefined when it may be sent: digits
 * with at most 6 decimals, more than zero, and no more than what the source wallet holds.
 * Decimal arithmetic only.
 */
export function yieldAmountError(value: string, available: string | undefined): string | undefined {
  const text = value.trim();
  if (!text) return YIELD_MESSAGES.required;
  if (!SHAPE.test(text) || text.length > YIELD_AMOUNT.maxLength) return YIELD_MESSAGES.invalid;
  const amount = toDecimal(text)!;
  if (amount.lte(0)) return YIELD_MESSAGES.zero;
  const balance = toDecimal(available);
  if (balance && amount.gt(balance)) return YIELD_MESSAGES.insufficient;
  return undefined;
}

/** What Max fills in: the whole balance, cut (never rounded up) to 6 decimals; "0" if unknown. */
export function maxYieldAmount(available: string | undefined): string {
  const balance = toDecimal(available);
  if (!balance || balance.lte(0)) return '0';
  // 0 is Big.roundDown: toward zero, so Max never asks for more than there is.
  return balance.round(YIELD_AMOUNT.decimals, 0).toFixed();
}
