import useSWR from 'swr';
import * as api from './endpoints';
import { QUERY } from './query';
import { sessionStore } from './session';

/** SWR keys. Per-user data carries the user's e-mail, so one user never sees another's cache. */
export const keys = {
  profile: (email: string) => ['profile', email] as const,
  wallets: (email: string) => ['wallets', email] as const,
  transactions: (email: string) => ['transaction', email] as const,
  incoming: (email: string) => ['receive/incoming', email] as const,
  send: (email: string) => ['send', email] as const,
  yield: (email: string, cryptoId: string) => ['yield', cryptoId, email] as const,
  referral: (email: string) => ['referral', email] as const,
  addressBook: (email: string) => ['address-book', email] as const,
  cardBalance: (email: string) => ['card/balance', email] as const,
  cards: (email: string) => ['card', email] as const,
  cardTransactions: (email: string) => ['card/transactions', email] as const,
  cardApplication: (email: string) => ['card/tiers', email] as const,
  features: ['feature'] as const,
  countries: ['countries'] as const,
  referralRewards: ['referral/rewards'] as const,
  mobileCodes: ['card/mobile-codes'] as const,
};

/** The signed-in user's key, or null (no request) when nobody is signed in. */
function forUser<K>(make: (email: string) => K): K | null {
  const email = sessionStore.get('userEmail');
  return email && sessionStore.hasAccessToken() ? make(email) : null;
}

export const useProfile = () => useSWR(forUser(keys.profile), () => api.getProfile());
export const useWallets = () => useSWR(forUser(keys.wallets), () => api.getWallets());
export const useTransactions = () =>
  useSWR(forUser(keys.transactions), () => api.getTransactions());
export const useIncomingDeposits = () =>
  useSWR(forUser(keys.incoming), () => api.getIncomingDeposits());
export const useSendDetails = () => useSWR(forUser(keys.send), () => api.getSendDetails());
export const useYieldWallet = (cryptoId = 'ARB-USDC') =>
  useSWR(
    forUser((email) => keys.yield(email, cryptoId)),
    () => api.getYieldWallet(cryptoId),
  );
export const useReferral = () => useSWR(forUser(keys.referral), () => api.getReferral());
export const useAddressBook = () => useSWR(forUser(keys.addressBook), () => api.getAddressBook());
export const useCardBalance = () => useSWR(forUser(keys.cardBalance), () => api.getCardBalance());
export const useCards = () => useSWR(forUser(keys.cards), () => api.getCards());
export const useCardTransactions = () =>
  useSWR(forUser(keys.cardTransactions), () => api.getCardTransactions());
export const useCardApplicationData = () =>
  useSWR(forUser(keys.cardApplication), () => api.getCardApplicationData());

export const useFeatures = () => useSWR(keys.features, () => api.getFeatures());
export const useReferralRewards = () =>
  useSWR(keys.referralRewards, () => api.getReferralRewards());
export const useMobileCodes = () => useSWR(keys.mobileCodes, () => api.getMobileCodes());
/** Countries change rarely: fresh for an hour (spec 1 section 7). */
export const useCountries = () =>
  useSWR(keys.countries, () => api.getCountries(), { dedupingInterval: QUERY.countriesStaleMs });
