import { z } from 'zod/mini';
import { cardTierSchema } from '@wallet/api';
import { defineFlowDraft } from '../../forms/useFlowDraft';

const text = z.string();

/**
 * The application in session storage once page 1's Apply was pressed, so a reload, Back and
 * Forward keep its answers (each page is a history entry of the flow, forms/useFlowSteps, and the
 * entry keeps its page). It belongs to the flow it was made in (`flow`, the id every entry of the
 * flow carries): a new visit starts afresh, as spec 2 section 4 says the form does. Leaving by the
 * dialog and the submission clear it.
 */
export const APPLY_DRAFT = defineFlowDraft('card-apply', {
  flow: text,
  tier: cardTierSchema,
  partnerCode: text,
  nameOnCard: text,
  address: z.object({
    country: text,
    state: text,
    city: text,
    postCode: text,
    address: text,
    phoneNumber: text,
    mobileCode: text,
  }),
});

/** The application's review in forms/sendOnce.ts: card/create goes out once. */
export const APPLY_ONCE = 'card-apply';

export type SavedApplication = Partial<z.infer<typeof APPLY_DRAFT.schema>>;
