// What the card settings' story files share (never imported by screens themselves): the screen
// as the app mounts it (with the toast region), signed in as the cardholder, and helpers.
import type { Decorator } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { apiUrl, getCards, setCardPermission } from '@wallet/api';
import { PERSONAS } from '@wallet/mocks';
import { ToastRegion, toastQueue } from '@wallet/ui';
import { selectCard } from '../selectedCard';

/**
 * The cardholder's cards (mocks/src/scenarios.ts): an active virtual card, a frozen physical
 * card and a terminated virtual card.
 */
export const CARDS = {
  virtual: { id: 'c1', lastFour: '4242' },
  physical: { id: 'c2', lastFour: '1881' },
  terminated: { id: 'c3', lastFour: '0007' },
} as const;

/** The screen at `path` (matched as the app does), signed in as the cardholder. */
export const settingsParameters = (path: string) => ({
  route: { path, pattern: '/card/setting/:screen?', from: '/card' },
  signedInAs: PERSONAS.cardholder,
  scenario: 'cardholder' as const,
});

/** The toast region beside the page, as the signed-in layout has it. */
export const settingsDecorators: Decorator[] = [
  (Story) => (
    <>
      <Story />
      <ToastRegion />
    </>
  ),
];

/** Closes the toasts another story left (the queue is the app's one). */
export const clearToasts = () => toastQueue.clear();

/** The card the settings open with, as a tile of /card stores it. */
export const opens = (cardId: string) => selectCard(cardId);

/** The physical card with its purchases allowed and not frozen (the persona has it frozen). */
export const unfreezePhysical = () =>
  setCardPermission(CARDS.physical.id, {
    freeze_card: false,
    in_store_purchase: true,
    online_transaction: true,
  });

/** Switches a call of the demo backend to failing (500) or back, as the demo panel does. */
export async function setFailing(call: string, failing = true) {
  await fetch(apiUrl('demo/failing'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ call, failing }),
  });
}

/** A card as the server has it now. */
export const serverCard = async (cardId: string) =>
  (await getCards()).cards.find((card) => card.card_id === cardId);

/**
 * A backend's feature list that names neither proposed page (reset PIN, physical replacement):
 * cards and their settings on, as a backend without those calls would send it.
 */
export const withoutProposedPages = () =>
  http.get(apiUrl('feature'), () =>
    HttpResponse.json({
      data: [
        { route: '/card', enabled: true },
        { route: '/card/setting', enabled: true },
      ],
    }),
  );
