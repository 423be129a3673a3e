import { z } from 'zod/mini';
import { ackSchema, amount as amountSchema, get, post } from '../client/shared';
import * as s from './schemas';

/** Wallets, transactions, incoming deposits, send and yield (spec 1 and 2 section 7). */

// --- wallets, deposits, transactions ---
export const getWallets = () => get('wallets', z.array(s.mainWalletSchema));
export const createWallet = (cryptoId: 'VEF' | 'ARB-USDC') =>
  post('wallets/create', { crypto_id: cryptoId }, z.looseObject({ address: z.string() }));
export const getTransactions = () => get('transaction', z.array(s.transactionSchema));
export const getIncomingDeposits = () => get('receive/incoming', s.incomingDepositsSchema);
export const confirmIncomingDeposit = (id: string, senderName: string) =>
  post(
    `receive/incoming/${encodeURIComponent(id)}`,
    { sender_name: senderName },
    s.incomingDepositsSchema,
  );

// --- send (withdraw) ---
export const getSendDetails = () => get('send', s.sendDetailsSchema);
export interface SendBody {
  crypto_id: string;
  amount: string;
  recipient_name: string;
  recipient_address: string;
}
export const reviewSend = (body: SendBody) => post('send/review', body, ackSchema);
export const confirmSend = (
  body: SendBody & { crypto_network_fee: string; crypto_nett_amount: string },
) => post('send/confirm', body, ackSchema);

// --- yield ---
export const getYieldWallet = (cryptoId = 'ARB-USDC') =>
  get(`yield/${encodeURIComponent(cryptoId)}`, s.yieldWalletSchema);
export const confirmYieldDeposit = (cryptoId: string, amount: string) =>
  post(
    'yield/confirm-deposit',
    { crypto_id: cryptoId, amount },
    z.looseObject({ amount: amountSchema }),
  );
export const confirmYieldRedeem = (cryptoId: string, amount: string) =>
  post(
    'yield/confirm-redeem',
    { crypto_id: cryptoId, amount },
    z.looseObject({ amount: amountSchema }),
  );
