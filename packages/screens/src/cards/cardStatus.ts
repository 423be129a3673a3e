import { isGoneCard, liveCards } from '../common/liveCards';

/**
 * How a card shows by its status (spec 2 section 4, Card display): active links to its settings,
 * frozen is blurred with Manage Card, terminated and replaced are not shown, and any other status
 * (issuing, shipping, ...) is a card in progress. Shared by the tiles and the apply flow.
 */
export type CardDisplay =
  | { kind: 'active' }
  | { kind: 'frozen' }
  | { kind: 'in-progress'; text: string }
  | { kind: 'hidden' };

export const CARD_IN_PROGRESS_TEXT = 'Your card is being prepared';

export function cardDisplay(status: string): CardDisplay {
  if (isGoneCard(status)) return { kind: 'hidden' };
  switch (status.trim().toLowerCase()) {
    case 'active':
      return { kind: 'active' };
    case 'frozen':
      return { kind: 'frozen' };
    default:
      return { kind: 'in-progress', text: CARD_IN_PROGRESS_TEXT };
  }
}

/** The cards the page shows (every card but terminated and replaced ones), in the server's order. */
export const shownCards = liveCards;
