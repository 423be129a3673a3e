import useSWR, { useSWRConfig } from 'swr';
import { query, useQuery } from '../client/swrQuery';
import { keysOf, useRevalidate } from '../client/revalidate';
import { sessionStore } from '../client/session';
import { forUser } from '../client/shared';
import { moneyKeys } from '../money/hooks';
import * as api from './endpoints';

/** SWR keys of the cards area (per user: the e-mail is in the key). */
export const cardsKeys = {
  cardBalance: (email: string) => ['card/balance', email] as const,
  cards: (email: string) => ['card', email] as const,
  cardTransactions: (email: string) => ['card/transactions', email] as const,
  /** The tiers and identity data; one tier's when `tierId` is given. */
  cardApplication: (email: string, tierId?: number) =>
    ['card/tiers', tierId ?? 'all', email] as const,
  /** The card the settings show (`GET card?id=`), by the id they were opened with. */
  cardSetting: (email: string, cardId: string) => ['card/setting', cardId, email] as const,
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
/** The card history; `enabled: false` reads nothing (a user below the card level). */
export const useCardTransactions = (enabled = true) =>
  useSWR(enabled ? cardsQueries.cardTransactions.key() : null, cardsQueries.cardTransactions.fetch);
/** The application data (all tiers, or one); `enabled: false` reads nothing. */
export const useCardApplicationData = (tierId?: number, enabled = true) => {
  const { key, fetch } = cardsQueries.cardApplication(tierId);
  return useSWR(enabled ? key() : null, fetch);
};

/** After a card top-up: both balances and both histories. */
const staleAfterCardTopUp = keysOf(
  cardsKeys.cardBalance,
  cardsKeys.cardTransactions,
  moneyKeys.wallets,
  moneyKeys.transactions,
);
export const useRevalidateAfterCardTopUp = () => useRevalidate(staleAfterCardTopUp);

/** After a card application: the balances, the history and the offer (the card list: below). */
const staleAfterCardApplication = keysOf(
  cardsKeys.cardBalance,
  cardsKeys.cardApplication,
  moneyKeys.wallets,
  moneyKeys.transactions,
);
/**
 * The stale keys revalidate where shown (and when next shown); the card list is fetched now and
 * awaited, so /card does not send the user back to apply on a cached empty list.
 */
export function useRevalidateAfterCardApplication() {
  const { mutate } = useSWRConfig();
  const revalidate = useRevalidate(staleAfterCardApplication);
  return async () => {
    const email = sessionStore.get('userEmail');
    if (!email) return;
    void revalidate();
    await mutate(cardsKeys.cards(email), api.getCards(), { revalidate: false }).catch(
      () => undefined,
    );
  };
}

/** After a card changed (frozen, terminated, replaced, its PIN or limits): every card read. */
const staleCards = keysOf(
  cardsKeys.cards,
  cardsKeys.cardBalance,
  cardsKeys.cardTransactions,
  cardsKeys.cardApplication,
  cardsKeys.cardSetting,
);
export const useRevalidateCards = () => useRevalidate(staleCards);

/** After a physical card replacement: every card read, and the main wallet its fee came from. */
const staleAfterCardReplacement = keysOf(
  cardsKeys.cards,
  cardsKeys.cardBalance,
  cardsKeys.cardTransactions,
  cardsKeys.cardApplication,
  cardsKeys.cardSetting,
  moneyKeys.wallets,
  moneyKeys.transactions,
);
export const useRevalidateAfterCardReplacement = () => useRevalidate(staleAfterCardReplacement);
