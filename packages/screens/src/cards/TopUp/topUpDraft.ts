import { z } from 'zod/mini';
import { defineFlowDraft } from '../../forms/useFlowDraft';

/**
 * The card top-up in session storage: the amount, the step it reached, and the receipt once sent,
 * so a reload keeps the review (or the success screen, or Already submitted: never a second
 * Confirm). It belongs to the
 * history entry it was made in (`entry`, the router's location key, which a reload keeps): a new
 * visit starts empty. Cancelling by the leave dialog clears it.
 */
export const TOPUP_DRAFT = defineFlowDraft('card-topup', {
  entry: z.string(),
  amount: z.string(),
  step: z.enum(['review', 'done', 'spent']),
  txnHash: z.string(),
});

export type SavedTopUp = Partial<z.infer<typeof TOPUP_DRAFT.schema>>;
