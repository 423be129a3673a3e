import { useState } from 'react';
import useSWR from 'swr';
import { getCards, isApiError, keys, sessionStore, type Card } from '@wallet/api';
import { selectCard, selectedCardId } from '../selectedCard';
import { pickCard } from './cardSettingsRules';

/**
 * The card the settings show (spec 2 section 2): `GET card?id=` with the id kept in session
 * storage, and when that id is missing or stale (unknown, terminated, replaced) the first card
 * of `GET card`. The chosen id is stored again, so every step of a flow works on the same card.
 * `data` is `null` when the customer has no card left.
 */
export function useSettingsCard() {
  const [storedId] = useState(selectedCardId);
  const email = sessionStore.get('userEmail');
  return useSWR(
    email ? keys.cardSetting(email, storedId ?? '') : null,
    async (): Promise<Card | null> => {
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
    },
  );
}
