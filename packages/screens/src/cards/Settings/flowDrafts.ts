import { useState } from 'react';
import { z } from 'zod/mini';
import {
  clearDraft,
  defineFlowDraft,
  readDraft,
  useFlowDraft,
  type FlowDraft,
} from '../../forms/useFlowDraft';
import type { SettingsScreen } from './cardSettingsRules';

/**
 * Where each settings flow is, per tab (session storage): a reload, Back and Forward keep the
 * step, a duplicated tab starts where this one was, and a flow of another card starts over.
 */
export const TERMINATE_DRAFT = defineFlowDraft('card-terminate', {
  cardId: z.string(),
  step: z.enum(['options', 'reason', 'done']),
  reason: z.string(),
});

export const REPLACE_VIRTUAL_DRAFT = defineFlowDraft('card-replace-virtual', {
  cardId: z.string(),
  step: z.enum(['tier', 'review', 'submitted']),
});

export const REPLACE_PHYSICAL_DRAFT = defineFlowDraft('card-replace-physical', {
  cardId: z.string(),
  step: z.enum(['explain', 'delivery', 'review', 'success']),
  country: z.string(),
  state: z.string(),
  city: z.string(),
  postCode: z.string(),
  address: z.string(),
  phoneNumber: z.string(),
  mobileCode: z.string(),
  /** The agreement on the review; false again whenever the address changes (spec 2 section 4). */
  accepted: z.boolean(),
});

/**
 * Whether the flow at `screen` has reached its last screen for `cardId`: that screen may still
 * show the card the flow terminated or replaced, and nothing else may.
 */
export function flowEndedFor(screen: SettingsScreen, cardId: string) {
  const ended = (saved: { cardId?: string; step?: string }, last: string) =>
    saved.cardId === cardId && saved.step === last;
  switch (screen) {
    case 'terminate':
      return ended(readDraft(TERMINATE_DRAFT), 'done');
    case 'replace-virtual':
      return ended(readDraft(REPLACE_VIRTUAL_DRAFT), 'submitted');
    case 'replace-physical':
      return ended(readDraft(REPLACE_PHYSICAL_DRAFT), 'success');
    default:
      return false;
  }
}

/**
 * Whether a settings flow was begun for `cardId` (in progress or at its end). Such a flow stays
 * on that card even once it is gone: the settings never move it on to another card.
 */
export const flowHoldsCard = (cardId: string) =>
  [
    readDraft(TERMINATE_DRAFT),
    readDraft(REPLACE_VIRTUAL_DRAFT),
    readDraft(REPLACE_PHYSICAL_DRAFT),
  ].some((saved) => saved.cardId === cardId);

/** Ends every settings flow (the menu is outside them all). */
export function clearSettingsFlows() {
  for (const draft of [TERMINATE_DRAFT, REPLACE_VIRTUAL_DRAFT, REPLACE_PHYSICAL_DRAFT])
    clearDraft(draft as never);
}

interface CardFlowSteps<T extends { cardId: string; step: string }> {
  first: T['step'];
  /** The flow's end: shown whatever card it was for, until the user leaves it. */
  last: T['step'];
  /** Where a saved step resumes, when it needs more than the step (the review its address). */
  resume?: (step: T['step'], saved: Partial<T>) => T['step'];
}

/**
 * The step of a card's settings flow, kept in its draft. A saved step resumes only for the card
 * it was saved with; moving on for another card drops that card's draft (its reason, address).
 */
export function useCardFlowStep<T extends { cardId: string; step: string }>(
  definition: FlowDraft<T>,
  cardId: string,
  { first, last, resume = (step) => step }: CardFlowSteps<T>,
) {
  const draft = useFlowDraft(definition);
  const mine = draft.saved.cardId === cardId;
  const [step, setStepState] = useState<T['step']>(() => {
    const saved = draft.saved.step;
    if (saved === last) return last;
    return mine && saved ? resume(saved, draft.saved) : first;
  });
  const setStep = (next: T['step']) => {
    if (readDraft(definition).cardId !== cardId) draft.clear();
    draft.save({ cardId, step: next } as Partial<T>);
    setStepState(next);
  };
  return { step, setStep, draft, mine };
}
