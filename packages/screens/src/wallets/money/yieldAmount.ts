import { t } from '@lingui/core/macro';
import { AMOUNT_MESSAGES, formatMoney, parseAmount, toDecimal } from '@wallet/ui';

/** Yield amounts: at most 6 decimals, 18 characters (spec 1 sections 5 and 9). */
export const YIELD_AMOUNT = { decimals: 6, maxLength: 18 } as const;

/** An amount inside a message: the text Amount shows. */
const shown = (value: string, ticker: string) =>
  formatMoney(value, { ticker, decimals: YIELD_AMOUNT.decimals, trimZeros: true }) ??
  `${value} ${ticker}`;

export const YIELD_MESSAGES = {
  get required() {
    return AMOUNT_MESSAGES.required;
  },
  get zero() {
    return t`Please enter an amount greater than 0`;
  },
  get insufficient() {
    return t`Insufficient balance`;
  },
  // The spec gives none for these two; the Withdraw minimum's wording.
  belowMin: (min: string, ticker: string) => {
    const amount = shown(min, ticker);
    return t`Please enter an amount of at least ${amount}`;
  },
  notEligible: (eligible: string, ticker: string) => {
    const amount = shown(eligible, ticker);
    return t`You can redeem up to ${amount} now`;
  },
  get terms() {
    return t`Please accept the terms to continue`;
  },
} as const;

/** The amount a yield field's text means, as sent ("0010" -> "10"), or undefined. */
export function yieldAmountValue(text: string): string | undefined {
  const parsed = parseAmount(text, YIELD_AMOUNT);
  return parsed.ok ? parsed.value : undefined;
}

export interface YieldLimits {
  /** What the source wallet holds: the Main Wallet for Earn, the Yield Wallet for Redeem. */
  available: string | undefined;
  /** Earn: min_deposit_amount. */
  min?: string;
  /** Redeem: eligible_balance, the part of the Yield Wallet that may be redeemed now. */
  eligible?: string;
  ticker: string;
}

/**
 * What is wrong with a yield amount (Earn or Redeem), or undefined when it may be sent: a plain
 * amount with at most 6 decimals (parseAmount), more than zero, at least the minimum deposit, no
 * more than what the source wallet holds nor, for Redeem, than is eligible. Decimal arithmetic only.
 */
export function yieldAmountError(
  value: string,
  { available, min, eligible, ticker }: YieldLimits,
): string | undefined {
  const parsed = parseAmount(value, YIELD_AMOUNT);
  if (!parsed.ok) return parsed.message;
  const amount = toDecimal(parsed.value)!;
  if (amount.lte(0)) return YIELD_MESSAGES.zero;
  const minimum = toDecimal(min);
  if (minimum && amount.lt(minimum)) return YIELD_MESSAGES.belowMin(min!, ticker);
  const balance = toDecimal(available);
  if (balance && amount.gt(balance)) return YIELD_MESSAGES.insufficient;
  const redeemable = toDecimal(eligible);
  if (redeemable && amount.gt(redeemable)) return YIELD_MESSAGES.notEligible(eligible!, ticker);
  return undefined;
}

/**
 * What Max fills in: the whole balance (for Redeem no more than is eligible), cut (never rounded
 * up) to 6 decimals; "0" if unknown.
 */
export function maxYieldAmount(available: string | undefined, eligible?: string): string {
  const whole = toDecimal(available);
  const redeemable = toDecimal(eligible);
  const balance = whole && redeemable && redeemable.lt(whole) ? redeemable : whole;
  if (!balance || balance.lte(0)) return '0';
  // 0 is Big.roundDown: toward zero, so Max never asks for more than there is.
  return balance.round(YIELD_AMOUNT.decimals, 0).toFixed();
}
