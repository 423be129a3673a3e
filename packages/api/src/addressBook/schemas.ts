import { z } from 'zod/mini';
import { stringId } from '../client/shared';

/** Saved withdrawal addresses. */

export const addressBookEntrySchema = z.looseObject({
  id: stringId,
  address_name: z.string(),
  address: z.string(),
  tag: z.nullish(z.string()),
  crypto_id: z._default(z.string(), 'ARB-USDC'),
});
export type AddressBookEntry = z.infer<typeof addressBookEntrySchema>;
