import { useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { getCards, isApiError, sessionStore, type Card } from '@wallet/api';
import { selectCard, selectedCardId } from '../selectedCard';
import { pickCard } from './cardSettingsRules';

/** The first key part of the settings' card, refreshed with the other card data. */
const KEY = 'card/setting';

/**
 * The card the settings show (spec 2 section 2): `GET card?id=` with the id kept in session
 * storage, and when that id is missing or stale (unknown, terminated, replaced) the first card
 * of `GET card`. The chosen id is stored again, so every step of a flow works on the same card.
 * `data` is `null` when the customer has no card left.
 */
export function useSettingsCard() {
  const [storedId] = useState(selectedCardId);
  const email = sessionStore.get('userEmail');
  return useSWR(email ? [KEY, storedId ?? '', email] : null, async (): Promise<Card | null> => {
    let card: Card | undefined;
    if (storedId) {
      try {
        card = pickCard((await getCards(storedId)).cards, storedId);
        if (card?.card_id !== storedId) card = undefined;
      } catch (error) {
        // A stale id the server refuses (4xx) falls back; a server or network failure does not.
        if (!isApiError(error) || error.status >= 500) throw error;
      }
    }
    card ??= pickCard((await getCards()).cards, storedId);
    if (card) selectCard(card.card_id);
    return card ?? null;
  });
}

/** Reloads every card read of this user (the settings' card, /card's list, the balance). */
export function useRefreshCards() {
  const { mutate } = useSWRConfig();
  return () => {
    const email = sessionStore.get('userEmail');
    return mutate(
      (key) => Array.isArray(key) && String(key[0]).startsWith('card') && key.includes(email),
    );
  };
}
