import { t } from '@lingui/core/macro';
import { AMOUNT_MESSAGES, formatMoney, parseAmount, toDecimal } from '@wallet/ui';
import { TICKER } from '../tickers';

/** Card top-up amounts (spec 2 sections 5 and 9): 2 decimals, 18 characters, quick amounts. */
export const TOPUP_AMOUNT = { decimals: 2, maxLength: 18, quick: ['100', '200', '500'] } as const;

/** An amount inside a message: the text Amount shows. */
const usd = (value: string) =>
  formatMoney(value, { ticker: TICKER.usd, decimals: TOPUP_AMOUNT.decimals, trimZeros: true }) ??
  `${value} ${TICKER.usd}`;

/** The amount's messages, read (or called) in the active language. */
export const TOPUP_MESSAGES = {
  get required() {
    return AMOUNT_MESSAGES.required;
  },
  belowMin: (min: string) => {
    const amount = usd(min);
    return t`Please enter an amount of at least ${amount}`;
  },
  aboveMax: (max: string) => {
    const amount = usd(max);
    return t`Please enter an amount no greater than ${amount}`;
  },
  get insufficient() {
    return t`Insufficient balance`;
  },
} as const;

/** The amount the top-up field's text means, as sent ("0010" -> "10"), or undefined. */
export function topUpAmountValue(text: string): string | undefined {
  const parsed = parseAmount(text, TOPUP_AMOUNT);
  return parsed.ok ? parsed.value : undefined;
}

export interface TopUpLimits {
  /** min_topup_amount of card/balance */
  min?: string;
  /** max_topup_amount of card/balance */
  max?: string;
  /** main_wallet_balance of card/balance: the USDC the top-up is paid from */
  balance?: string;
}

/**
 * What is wrong with a top-up amount, or undefined when it may be sent: parseAmount first, then
 * the minimum, the maximum and the balance, in that order. Decimal arithmetic only.
 */
export function topUpAmountError(value: string, { min, max, balance }: TopUpLimits) {
  const parsed = parseAmount(value, TOPUP_AMOUNT);
  if (!parsed.ok) return parsed.message;
  const amount = toDecimal(parsed.value)!;
  const minimum = toDecimal(min);
  if (amount.lte(0) || (minimum && amount.lt(minimum)))
    return TOPUP_MESSAGES.belowMin(min ?? '0.01');
  const maximum = toDecimal(max);
  if (maximum && amount.gt(maximum)) return TOPUP_MESSAGES.aboveMax(max!);
  const available = toDecimal(balance);
  if (!available || amount.gt(available)) return TOPUP_MESSAGES.insufficient;
  return undefined;
}
