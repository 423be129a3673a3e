import { z } from 'zod/mini';
import { clearDraft, defineFlowDraft } from '../../forms/useFlowDraft';

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

/** Ends every settings flow (the menu is outside them all). */
export function clearSettingsFlows() {
  for (const draft of [TERMINATE_DRAFT, REPLACE_VIRTUAL_DRAFT, REPLACE_PHYSICAL_DRAFT])
    clearDraft(draft as never);
}
