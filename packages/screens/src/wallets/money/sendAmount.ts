import { t } from '@lingui/core/macro';
import { AMOUNT_MESSAGES, formatMoney, parseAmount, toDecimal } from '@wallet/ui';

/** Withdraw amounts: digits with at most 6 decimals, 18 characters (spec 1 sections 5 and 9). */
export const SEND_AMOUNT = { decimals: 6, maxLength: 18 } as const;
/** Recipient name and address lengths (spec 1 section 9). */
export const RECIPIENT = { nameMax: 40, addressMax: 100 } as const;

/** An amount inside a message: the text Amount shows. */
const shown = (value: string, ticker: string) =>
  formatMoney(value, { ticker, decimals: SEND_AMOUNT.decimals, trimZeros: true }) ??
  `${value} ${ticker}`;

export const SEND_MESSAGES = {
  get amountRequired() {
    return AMOUNT_MESSAGES.required;
  },
  belowMin: (min: string, ticker: string) => {
    const amount = shown(min, ticker);
    return t`Please enter an amount of at least ${amount}`;
  },
  // The spec gives no message: an amount the fee would eat whole must not go out.
  notAboveFee: (fee: string, ticker: string) => {
    const amount = shown(fee, ticker);
    return t`Please enter an amount greater than the network fee of ${amount}`;
  },
  get insufficient() {
    return t`Insufficient balance`;
  },
  get nameRequired() {
    return t`Please enter the recipient name`;
  },
  get addressRequired() {
    return t`Please enter the wallet address`;
  },
  get invalidAddress() {
    return t`Please enter a valid wallet address`;
  },
  get confirm() {
    return t`Please confirm the details are correct`;
  },
} as const;

/** The amount a withdraw field's text means, as sent ("0010" -> "10"), or undefined. */
export function sendAmountValue(text: string): string | undefined {
  const parsed = parseAmount(text, SEND_AMOUNT);
  return parsed.ok ? parsed.value : undefined;
}

export interface SendLimits {
  /** crypto_min_amount */
  min: string;
  /** crypto_balance */
  balance: string;
  /** crypto_fee: the amount must be more, or nothing arrives */
  fee: string;
  ticker: string;
}

/**
 * What is wrong with a withdraw amount, or undefined when it may be sent: a plain amount with at
 * most 6 decimals and 18 digits (parseAmount), at least the minimum, more than the fee, at most
 * the balance. Decimal arithmetic only.
 */
export function sendAmountError(value: string, { min, balance, fee, ticker }: SendLimits) {
  const parsed = parseAmount(value, SEND_AMOUNT);
  if (!parsed.ok) return parsed.message;
  const amount = toDecimal(parsed.value)!;
  const minimum = toDecimal(min);
  if (amount.lte(0) || (minimum && amount.lt(minimum))) return SEND_MESSAGES.belowMin(min, ticker);
  if (amount.lte(toDecimal(fee) ?? 0)) return SEND_MESSAGES.notAboveFee(fee, ticker);
  const available = toDecimal(balance);
  if (!available || amount.gt(available)) return SEND_MESSAGES.insufficient;
  return undefined;
}

/**
 * What the recipient receives: the amount less the network fee, never below zero; undefined while
 * the amount is not a number. A decimal string, exact.
 */
export function recipientReceives(amount: string, fee: string): string | undefined {
  const value = sendAmountValue(amount);
  if (value === undefined) return undefined;
  const net = toDecimal(value)!.minus(toDecimal(fee) ?? 0);
  return net.lt(0) ? '0' : net.toFixed();
}

/** What Max fills in: the whole balance, cut (never rounded up) to 6 decimals; "0" if unknown. */
export function maxSendAmount(balance: string | undefined): string {
  const available = toDecimal(balance);
  if (!available || available.lte(0)) return '0';
  // 0 is Big.roundDown: toward zero, so Max never asks for more than there is.
  return available.round(SEND_AMOUNT.decimals, 0).toFixed();
}
