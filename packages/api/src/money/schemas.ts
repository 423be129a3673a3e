import { z } from 'zod/mini';
import { amount, signedAmount, stringId } from '../client/shared';

/**
 * Wallets, transactions, incoming deposits, send and yield (spec 1 and 2). Money is `amount`,
 * never negative; a transaction's amount, a movement in or out, is `signedAmount`.
 */

export const mainWalletSchema = z.looseObject({
  ticker: z.string(),
  address: z.string(),
  main_wallet_balance: amount,
  fiat_equivalent: z.optional(amount),
  exchange_rate: z.optional(amount),
  fiat_id: z.optional(z.string()),
  crypto_id: z.optional(z.string()),
});
export type MainWallet = z.infer<typeof mainWalletSchema>;

export const yieldWalletSchema = z.looseObject({
  crypto_id: z.string(),
  ticker: z.string(),
  yield_balance: amount,
  cumulative_reward: amount,
  apy: amount,
  main_wallet_balance: amount,
  eligible_balance: z.optional(amount),
  min_deposit_amount: z.optional(amount),
  min_balance_required: z.optional(amount),
});
export type YieldWallet = z.infer<typeof yieldWalletSchema>;

export const sendDetailsSchema = z.looseObject({
  crypto_balance: amount,
  crypto_min_amount: amount,
  crypto: z.string(),
  crypto_id: z.string(),
  crypto_fee: amount,
  crypto_network: z.string(),
});
export type SendDetails = z.infer<typeof sendDetailsSchema>;

export const transactionSchema = z.looseObject({
  date: z.string(),
  txnHash: z.nullish(z.string()),
  type: z.optional(z.string()),
  url: z.nullish(z.string()),
  purpose: z.string(),
  ticker: z.string(),
  amount: signedAmount,
  transactionId: stringId,
  description: z.optional(
    z.looseObject({ row1: z.optional(z.string()), row2: z.optional(z.string()) }),
  ),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const incomingDepositSchema = z.looseObject({
  id: stringId,
  ticker: z.string(),
  amount,
  address: z.string(),
  timestamp: z.string(),
});
export type IncomingDeposit = z.infer<typeof incomingDepositSchema>;
export const incomingDepositsSchema = z.looseObject({
  incoming_deposits: z.array(incomingDepositSchema),
});
