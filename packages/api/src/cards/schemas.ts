import { z } from 'zod/mini';
import { amount, signedAmount, stringId } from '../client/shared';

/** Cards (spec 2 section 3): tiers, the application, cards, balance, transactions. */

export const cardTierSchema = z.looseObject({
  id: z.int(),
  vefCreditAmount: z.optional(amount),
  applicationFee: amount,
  topupFeePercentage: z.optional(amount),
  txnFeePercentage: z.optional(amount),
  slotLimitReached: z._default(z.boolean(), false),
});
export type CardTier = z.infer<typeof cardTierSchema>;

export const cardApplicationDataSchema = z.looseObject({
  card_tiers: z.array(cardTierSchema),
  user_info_sumsub: z.looseObject({
    names: z._default(z.array(z.string()), []),
    address: z.optional(
      z.looseObject({
        country: z.optional(z.string()),
        state: z.optional(z.string()),
        city: z.optional(z.string()),
        post_code: z.optional(z.string()),
        address: z.optional(z.string()),
        phone_number: z.optional(z.string()),
        mobile_code: z.optional(z.string()),
      }),
    ),
  }),
  name_on_card: z.nullish(z.string()),
});
export type CardApplicationData = z.infer<typeof cardApplicationDataSchema>;

export const cardPermissionSchema = z.object({
  freeze_card: z.boolean(),
  in_store_purchase: z.optional(z.boolean()),
  online_transaction: z.optional(z.boolean()),
});
export type CardPermission = z.infer<typeof cardPermissionSchema>;

export const cardSchema = z.looseObject({
  card_id: stringId,
  type: z.enum(['virtual', 'physical']),
  status: z.string(), // active, frozen, terminated, replaced; anything else is in progress
  last_four_digits: z.string(),
  name_on_card: z.string(),
  permission: cardPermissionSchema,
});
export type Card = z.infer<typeof cardSchema>;
export const cardsSchema = z.looseObject({ cards: z.array(cardSchema) });

export const cardBalanceSchema = z.looseObject({
  card_wallet_balance: amount,
  main_wallet_balance: z.optional(amount),
  min_topup_amount: z.optional(amount),
  max_topup_amount: z.optional(amount),
  total_cards: z.optional(z.int()),
});
export type CardBalance = z.infer<typeof cardBalanceSchema>;

export const cardTransactionSchema = z.looseObject({
  date: z.string(),
  card_last_four: z.string(),
  txn_hash: z.nullish(z.string()),
  status: z.string(),
  purpose: z.string(),
  description: z.nullish(z.string()),
  fiat: z.optional(z.string()),
  // Signed: a purchase takes money out, a top-up or refund puts it in.
  amount: signedAmount,
  amount_usd: z.optional(signedAmount),
});
export type CardTransaction = z.infer<typeof cardTransactionSchema>;

export const sensitiveCardInfoSchema = z.looseObject({
  client_access_token: z.string(),
  name_on_card: z.string(),
});
