import { t } from '@lingui/core/macro';
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

/**
 * The in-progress text in English, the spec's wording (the tests compare with it); cardDisplay
 * gives it in the active language.
 */
// eslint-disable-next-line lingui/no-unlocalized-strings -- the English source, shown through t below
export const CARD_IN_PROGRESS_TEXT = 'Your card is being prepared';

export function cardDisplay(status: string): CardDisplay {
  if (isGoneCard(status)) return { kind: 'hidden' };
  switch (status.trim().toLowerCase()) {
    case 'active':
      return { kind: 'active' };
    case 'frozen':
      return { kind: 'frozen' };
    default:
      // Read as it shows: in the active language.
      return {
        kind: 'in-progress',
        get text() {
          return t`Your card is being prepared`;
        },
      };
  }
}

/** The cards the page shows (every card but terminated and replaced ones), in the server's order. */
export const shownCards = liveCards;
