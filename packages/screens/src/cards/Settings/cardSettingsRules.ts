import { t } from '@lingui/core/macro';
import { isApiError, type Card, type CardPermission } from '@wallet/api';
import { cardDisplay } from '../cardStatus';

/** The screens of /card/setting, by the last path segment (spec 2 section 2). */
export type SettingsScreen =
  'menu' | 'terminate' | 'replace-virtual' | 'replace-physical' | 'reset-pin';

/**
 * The screen a path segment shows: any other segment shows the menu, and so does a flow the card
 * cannot have (reset PIN and physical replacement are for physical cards, virtual replacement for
 * virtual ones).
 */
export function settingsScreenFor(segment: string | undefined, type: Card['type']): SettingsScreen {
  switch (segment) {
    case 'terminate':
      return 'terminate';
    case 'reset-pin':
    case 'replace-physical':
      return type === 'physical' ? segment : 'menu';
    case 'replace-virtual':
      return type === 'virtual' ? segment : 'menu';
    default:
      return 'menu';
  }
}

/**
 * Only a card in use has settings (spec 2 section 4, Card display: active links to them, frozen
 * has Manage Card): a card being prepared has none yet, terminated and replaced ones are gone.
 */
export const isManageable = (card: Card) => {
  const { kind } = cardDisplay(card.status);
  return kind === 'active' || kind === 'frozen';
};

/**
 * The card the settings show: the stored one when it is still there, else the first card the
 * customer still has. `undefined` when there is none.
 */
export function pickCard(cards: readonly Card[], storedId: string | undefined): Card | undefined {
  const manageable = cards.filter(isManageable);
  return manageable.find((card) => card.card_id === storedId) ?? manageable[0];
}

/** The permission body for a card: physical cards also carry the in-store and online flags. */
export function permissionBody(type: Card['type'], permission: CardPermission): CardPermission {
  return type === 'physical'
    ? {
        freeze_card: permission.freeze_card,
        in_store_purchase: Boolean(permission.in_store_purchase),
        online_transaction: Boolean(permission.online_transaction),
      }
    : { freeze_card: permission.freeze_card };
}

/** The spec's toasts (spec 2 section 8), shown for 3 seconds, in the active language. */
export const permissionToast = (saved: boolean, lastFour: string) =>
  saved
    ? {
        title: t`Action Successful`,
        description: t`Card ending in ${lastFour} has been updated.`,
        tone: 'success' as const,
      }
    : {
        title: t`Action Unsuccessful`,
        description: t`Card ending in ${lastFour} failed to update.`,
        tone: 'error' as const,
      };

/**
 * The backend does not have the call (one we propose, docs/api.md): an unknown path (a 404 that
 * is not a card's `not_found`), a method it does not take (405) or not implemented (501). It did
 * nothing, and the flow's end says so.
 */
export const isCallMissing = (error: unknown) =>
  isApiError(error) &&
  (error.status === 405 ||
    error.status === 501 ||
    (error.status === 404 && error.errorId !== 'not_found'));

/** `card/{id}/pin` refused the current PIN. */
export const isWrongCurrentPin = (error: unknown) =>
  isApiError(error) && error.errorId === 'invalid_current_pin';

/** The main wallet holds less than the fee (the server's check, after ours). */
export const isInsufficientBalance = (error: unknown) =>
  isApiError(error) && error.errorId === 'insufficient_balance';
