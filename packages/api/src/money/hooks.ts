import useSWR from 'swr';
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

export const useWallets = () => useSWR(forUser(moneyKeys.wallets), () => api.getWallets());
export const useTransactions = () =>
  useSWR(forUser(moneyKeys.transactions), () => api.getTransactions());
export const useIncomingDeposits = () =>
  useSWR(forUser(moneyKeys.incoming), () => api.getIncomingDeposits());
export const useSendDetails = () => useSWR(forUser(moneyKeys.send), () => api.getSendDetails());
export const useYieldWallet = (cryptoId = 'ARB-USDC') =>
  useSWR(
    forUser((email) => moneyKeys.yield(email, cryptoId)),
    () => api.getYieldWallet(cryptoId),
  );
