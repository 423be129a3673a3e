import useSWR from 'swr';
import { query, useQuery } from '../client/swrQuery';
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

/** The reads of the area's hooks, which route loaders preload (preload.ts). */
export const cardsQueries = {
  cardBalance: query(
    () => forUser(cardsKeys.cardBalance),
    () => api.getCardBalance(),
  ),
  cards: query(
    () => forUser(cardsKeys.cards),
    () => api.getCards(),
  ),
  cardTransactions: query(
    () => forUser(cardsKeys.cardTransactions),
    () => api.getCardTransactions(),
  ),
  /** The tiers and identity data; one tier's when `tierId` is given. */
  cardApplication: (tierId?: number) =>
    query(
      () => forUser((email) => cardsKeys.cardApplication(email, tierId)),
      () => api.getCardApplicationData(tierId),
    ),
};

export const useCardBalance = () => useQuery(cardsQueries.cardBalance);
/** The card list; `enabled: false` reads nothing. */
export const useCards = (enabled = true) =>
  useSWR(enabled ? cardsQueries.cards.key() : null, cardsQueries.cards.fetch);
export const useCardTransactions = () => useQuery(cardsQueries.cardTransactions);
/** The application data (all tiers, or one); `enabled: false` reads nothing. */
export const useCardApplicationData = (tierId?: number, enabled = true) => {
  const { key, fetch } = cardsQueries.cardApplication(tierId);
  return useSWR(enabled ? key() : null, fetch);
};
