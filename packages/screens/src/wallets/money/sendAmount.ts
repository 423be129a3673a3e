import { formatAmount, toDecimal } from '@wallet/ui';

/** Withdraw amounts: digits with at most 6 decimals, 18 characters (spec 1 sections 5 and 9). */
export const SEND_AMOUNT = { decimals: 6, maxLength: 18 } as const;
/** Recipient name and address lengths (spec 1 section 9). */
export const RECIPIENT = { nameMax: 40, addressMax: 100 } as const;

export const SEND_MESSAGES = {
  amountRequired: 'Please enter an amount',
  amountInvalid: 'Please enter a valid amount with up to 6 decimals',
  belowMin: (min: string, ticker: string) =>
    `Please enter an amount of at least ${formatAmount(min, { decimals: SEND_AMOUNT.decimals, trimZeros: true }) ?? min} ${ticker}`,
  insufficient: 'Insufficient balance',
  nameRequired: 'Please enter the recipient name',
  addressRequired: 'Please enter the wallet address',
  invalidAddress: 'Please enter a valid wallet address',
  confirm: 'Please confirm the details are correct',
} as const;

const SHAPE = new RegExp(`^\\d+(\\.\\d{1,${SEND_AMOUNT.decimals}})?$`);

export interface SendLimits {
  /** crypto_min_amount */
  min: string;
  /** crypto_balance */
  balance: string;
  ticker: string;
}

/**
 * What is wrong with a withdraw amount, or undefined when it may be sent: digits with at most 6
 * decimals and 18 characters, at least the minimum, at most the balance. Decimal arithmetic only.
 */
export function sendAmountError(value: string, { min, balance, ticker }: SendLimits) {
  const text = value.trim();
  if (!text) return SEND_MESSAGES.amountRequired;
  if (!SHAPE.test(text) || text.length > SEND_AMOUNT.maxLength) return SEND_MESSAGES.amountInvalid;
  const amount = toDecimal(text)!;
  const minimum = toDecimal(min);
  if (amount.lte(0) || (minimum && amount.lt(minimum))) return SEND_MESSAGES.belowMin(min, ticker);
  const available = toDecimal(balance);
  if (!available || amount.gt(available)) return SEND_MESSAGES.insufficient;
  return undefined;
}

/**
 * What the recipient receives: the amount less the network fee, never below zero; undefined while
 * the amount is not a number. A decimal string, exact.
 */
export function recipientReceives(amount: string, fee: string): string | undefined {
  if (!SHAPE.test(amount.trim())) return undefined;
  const net = toDecimal(amount)!.minus(toDecimal(fee) ?? 0);
  return net.lt(0) ? '0' : net.toFixed();
}

/** What Max fills in: the whole balance, cut (never rounded up) to 6 decimals; "0" if unknown. */
export function maxSendAmount(balance: string | undefined): string {
  const available = toDecimal(balance);
  if (!available || available.lte(0)) return '0';
  // 0 is Big.roundDown: toward zero, so Max never asks for more than there is.
  return available.round(SEND_AMOUNT.decimals, 0).toFixed();
}
