import { z } from 'zod/mini';
import { cardTierSchema } from '@wallet/api';
import { defineFlowDraft } from '../../forms/useFlowDraft';

const text = z.string();

/**
 * The application in session storage while it asks before leaving (pages 2 to 5), so a reload
 * keeps its page and answers. It belongs to the history entry it was made in (`entry`, the
 * router's location key, which a reload keeps): any other entry starts afresh, as spec 2 section
 * 4 says the form does. Leaving by the dialog, page 1 and page 6 clear it.
 */
export const APPLY_DRAFT = defineFlowDraft('card-apply', {
  entry: text,
  page: z.enum(['summary', 'personalize', 'delivery', 'review']),
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
