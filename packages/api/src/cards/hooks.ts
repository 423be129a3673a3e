import useSWR from 'swr';
import { forUser } from '../client/shared';
import * as api from './endpoints';

/** SWR keys of the cards area (per user: the e-mail is in the key). */
export const cardsKeys = {
  cardBalance: (email: string) => ['card/balance', email] as const,
  cards: (email: string) => ['card', email] as const,
  cardTransactions: (email: string) => ['card/transactions', email] as const,
  /** The tiers and identity data; one tier's when `tierId` is given. */
  cardApplication: (email: string, tierId?: number) =>
    ['card/tiers', tierId ?? 'all', email] as const,
};

export const useCardBalance = () =>
  useSWR(forUser(cardsKeys.cardBalance), () => api.getCardBalance());
/** The card list; `enabled: false` reads nothing. */
export const useCards = (enabled = true) =>
  useSWR(enabled ? forUser(cardsKeys.cards) : null, () => api.getCards());
export const useCardTransactions = () =>
  useSWR(forUser(cardsKeys.cardTransactions), () => api.getCardTransactions());
/** The application data (all tiers, or one); `enabled: false` reads nothing. */
export const useCardApplicationData = (tierId?: number, enabled = true) =>
  useSWR(enabled ? forUser((email) => cardsKeys.cardApplication(email, tierId)) : null, () =>
    api.getCardApplicationData(tierId),
  );
