import { query, useQuery } from '../client/swrQuery';
import { keysOf, useRevalidate } from '../client/revalidate';
import { forUser } from '../client/shared';
import * as api from './endpoints';

/** SWR keys of the money area (per user: the e-mail is in the key). */
export const moneyKeys = {
  wallets: (email: string) => ['wallets', email] as const,
  transactions: (email: string) => ['transaction', email] as const,
  incoming: (email: string) => ['receive/incoming', email] as const,
  send: (email: string) => ['send', email] as const,
  yield: (email: string, cryptoId: string) => ['yield', cryptoId, email] as const,
};

/** The reads of the area's hooks, which route loaders preload (preload.ts). */
export const moneyQueries = {
  wallets: query(
    () => forUser(moneyKeys.wallets),
    () => api.getWallets(),
  ),
  transactions: query(
    () => forUser(moneyKeys.transactions),
    () => api.getTransactions(),
  ),
  incoming: query(
    () => forUser(moneyKeys.incoming),
    () => api.getIncomingDeposits(),
  ),
  send: query(
    () => forUser(moneyKeys.send),
    () => api.getSendDetails(),
  ),
  yield: (cryptoId = 'ARB-USDC') =>
    query(
      () => forUser((email) => moneyKeys.yield(email, cryptoId)),
      () => api.getYieldWallet(cryptoId),
    ),
};

export const useWallets = () => useQuery(moneyQueries.wallets);
export const useTransactions = () => useQuery(moneyQueries.transactions);
export const useIncomingDeposits = () => useQuery(moneyQueries.incoming);
export const useSendDetails = () => useQuery(moneyQueries.send);
export const useYieldWallet = (cryptoId?: string) => useQuery(moneyQueries.yield(cryptoId));

/** After a withdrawal (send/confirm): the balances, the send details, the history, the yield wallets. */
const staleAfterWithdrawal = keysOf(
  moneyKeys.wallets,
  moneyKeys.send,
  moneyKeys.transactions,
  moneyKeys.yield,
);
export const useRevalidateAfterWithdrawal = () => useRevalidate(staleAfterWithdrawal);

/**
 * After money moved on Home (Earn, Redeem, a verified sender): the wallets, the history, the
 * incoming deposits and the yield wallets, so every tile shows the server's new state.
 */
const staleAfterHomeMove = keysOf(
  moneyKeys.wallets,
  moneyKeys.transactions,
  moneyKeys.incoming,
  moneyKeys.yield,
);
export const useRevalidateAfterHomeMove = () => useRevalidate(staleAfterHomeMove);
