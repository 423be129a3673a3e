import { useEffect, useReducer } from 'react';
import { z } from 'zod/mini';
import {
  clearDraft,
  defineFlowDraft,
  readDraft,
  useFlowDraft,
  type FlowDraft,
} from '../../forms/useFlowDraft';
import { useFlowSteps } from '../../forms/useFlowSteps';
import type { SettingsScreen } from './cardSettingsRules';

/**
 * What each settings flow holds, per tab (session storage): the card, the step reached and, once
 * it ended, the history entry its end shows on (`endedOn`, the entry's key, which a reload and a
 * duplicated tab keep). The step shown is the history entry's (forms/useFlowSteps): a reload,
 * Back and Forward keep it, and a flow of another card starts over.
 */
export const TERMINATE_DRAFT = defineFlowDraft('card-terminate', {
  cardId: z.string(),
  step: z.enum(['options', 'reason', 'done']),
  endedOn: z.string(),
  reason: z.string(),
});

export const REPLACE_VIRTUAL_DRAFT = defineFlowDraft('card-replace-virtual', {
  cardId: z.string(),
  step: z.enum(['tier', 'review', 'submitted']),
  endedOn: z.string(),
});

export const REPLACE_PHYSICAL_DRAFT = defineFlowDraft('card-replace-physical', {
  cardId: z.string(),
  step: z.enum(['explain', 'delivery', 'review', 'success']),
  endedOn: z.string(),
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
 * Whether the flow at `screen` ended for `cardId` on the history entry shown (`entryKey`): that
 * end may still show the card the flow terminated or replaced, and nothing else may (Back from it
 * to an earlier step of a card that is gone goes to /card).
 */
export function flowEndedFor(screen: SettingsScreen, cardId: string, entryKey: string) {
  const ended = (saved: { cardId?: string; step?: string; endedOn?: string }, last: string) =>
    saved.cardId === cardId && saved.step === last && saved.endedOn === entryKey;
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

type FlowValues = { cardId: string; step: string; endedOn: string };

interface CardFlowSteps<T extends FlowValues> {
  first: T['step'];
  /** The flow's end: shown on the entry it ended on, whatever card it was for. */
  last: T['step'];
  /** Where a saved step resumes, when it needs more than the step (the review its address). */
  resume?: (step: T['step'], saved: Partial<T>) => T['step'];
}

/**
 * The step of a card's settings flow: each step a history entry of the flow (forms/useFlowSteps),
 * so the browser's Back and Forward move between the steps as the step buttons do, and a reload
 * or a duplicated tab keeps the step. The flow's draft holds what was entered; it counts only for
 * the card it was saved with, and an entry whose step the draft does not allow (another card's,
 * or the review without its address) shows the step it allows.
 *
 * `setStep(next)` moves as the browser would: to the step this entry came from by going back to
 * it, else onward in a new entry; the end shows on this entry (Back from it goes to the step
 * before), with no navigation that a refresh of the cards could overtake.
 */
export function useCardFlowStep<T extends FlowValues>(
  definition: FlowDraft<T>,
  cardId: string,
  { first, last, resume = (step) => step }: CardFlowSteps<T>,
) {
  const steps = useFlowSteps<T['step']>(first);
  const draft = useFlowDraft(definition);
  const mine = draft.saved.cardId === cardId;
  const [, ended] = useReducer((count: number) => count + 1, 0);
  const saved = readDraft(definition);
  const step =
    saved.step === last && saved.endedOn === steps.entry
      ? last
      : saved.cardId === cardId
        ? resume(steps.step, saved)
        : first;
  const { replace } = steps;
  const lands = step !== last && step !== steps.step;
  useEffect(() => {
    if (lands) replace(step);
  }, [lands, replace, step]);
  const setStep = (next: T['step']) => {
    if (readDraft(definition).cardId !== cardId) draft.clear();
    if (next === last) {
      draft.save({ cardId, step: next, endedOn: steps.entry } as Partial<T>);
      ended();
    } else {
      draft.save({ cardId, step: next } as Partial<T>);
      if (next === steps.from) steps.back(next);
      else steps.go(next);
    }
  };
  return { step, setStep, draft, mine };
}
