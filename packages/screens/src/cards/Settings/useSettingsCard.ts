import { useState } from 'react';
import useSWR from 'swr';
import { getCards, isApiError, keys, sessionStore, type Card } from '@wallet/api';
import { selectCard, selectedCardId } from '../selectedCard';
import { isManageable, pickCard } from './cardSettingsRules';
import { flowHoldsCard } from './flowDrafts';

/**
 * The card the settings show (spec 2 section 2): `GET card?id=` with the id kept in session
 * storage, and when that id is missing or stale (unknown, terminated, replaced, not ready) the
 * first card of `GET card`. The chosen id is stored again, so every step of a flow works on the
 * same card. A flow begun for the stored card keeps it even when it is gone (the screen then
 * shows that flow's end or leaves), or `null` when the server no longer knows it: a reload must
 * never move a flow on to another card. `data` is `null` when there is no card to show.
 */
export function useSettingsCard() {
  const [storedId] = useState(selectedCardId);
  const email = sessionStore.get('userEmail');
  return useSWR(
    email ? keys.cardSetting(email, storedId ?? '') : null,
    async (): Promise<Card | null> => {
      if (storedId) {
        let stored: Card | undefined;
        try {
          stored = (await getCards(storedId)).cards.find((c) => c.card_id === storedId);
        } catch (error) {
          // A stale id the server refuses (4xx) falls back; a server or network failure does not.
          if (!isApiError(error) || error.status >= 500) throw error;
        }
        const held = flowHoldsCard(storedId);
        if (stored && (isManageable(stored) || held)) return stored;
        if (held) return null;
      }
      const card = pickCard((await getCards()).cards, storedId);
      if (card) selectCard(card.card_id);
      return card ?? null;
    },
  );
}
