/**
 * The card /card/setting shows (spec 2 section 2: "The card id is read from session storage").
 * A tile stores its card id here before it links to /card/setting; the settings screen reads it.
 * Exports: SELECTED_CARD (the draft under sessionStorage key `draft:selected-card`, cleared at logout with
 * every other draft), selectCard(cardId), selectedCardId() -> string | undefined.
 */
import { z } from 'zod/mini';
import { defineFlowDraft, readDraft, writeDraft } from '../forms/useFlowDraft';

export const SELECTED_CARD = defineFlowDraft('selected-card', { cardId: z.string() });

/** Remembers the card whose settings open next. */
export const selectCard = (cardId: string) => writeDraft(SELECTED_CARD, { cardId });

/** The card id stored by the last tile pressed, if any. */
export const selectedCardId = (): string | undefined => readDraft(SELECTED_CARD).cardId;
