import { z } from 'zod/mini';
import { defineFlowDraft } from '../../forms/useFlowDraft';

/**
 * The card top-up in session storage: the amount as typed, the amount reviewed, and how it ended
 * (the receipt once sent), so a reload keeps the review (or the success screen, or Already
 * submitted: never a second Confirm). It belongs to the flow it was made in (`flow`, the id every
 * history entry of the flow carries, forms/useFlowSteps): Back and Forward keep it, a new visit
 * starts empty. Cancelling by the leave dialog clears it.
 */
export const TOPUP_DRAFT = defineFlowDraft('card-topup', {
  flow: z.string(),
  amount: z.string(),
  /** The plain amount Next sent to the review; the review stands while the amount means it. */
  reviewed: z.string(),
  end: z.enum(['done', 'spent']),
  txnHash: z.string(),
});

export type SavedTopUp = Partial<z.infer<typeof TOPUP_DRAFT.schema>>;
