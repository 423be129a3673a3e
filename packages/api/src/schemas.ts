import { z } from 'zod/mini';

/**
 * Schemas of every entity in spec 1 section 3 and spec 2 section 3. Servers send amounts as
 * strings or numbers; `amount` keeps them as decimal strings so no float ever touches money.
 * Unknown extra fields are allowed (loose) so a backend that adds a field does not break us.
 */
export const amount = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((v) => String(v)),
);

export const sumsubStatus = z.enum([
  'pending',
  'requires_action',
  'resubmission_requested',
  'rejected',
  'approved',
]);
export type SumsubStatus = z.infer<typeof sumsubStatus>;

/** Ids may arrive as numbers; like amounts they are kept as strings. */
const stringId = amount;

export const kycLevel = z.string(); // unverified, verified, verified-plus, verified-plus-vef ...

// --- accounts (spec 1) ---
export const profileSchema = z.looseObject({
  name: z.string(),
  email: z.string(),
  kyc_level_name: kycLevel,
  sumsub_status: z.nullish(sumsubStatus),
  internal_status: z.nullish(z.string()),
  referral_user_id: z.nullish(z.union([z.string(), z.number()])),
  timezone: z.nullish(z.string()),
  preferred_locale: z.nullish(z.string()),
  email_marketing: z._default(z.boolean(), false),
});
export type Profile = z.infer<typeof profileSchema>;

export const authResultSchema = z.looseObject({
  email: z.string(),
  internal_status: z.nullish(z.string()),
  kyc_level_identifier: z.nullish(kycLevel),
  sumsub_status: z.nullish(sumsubStatus),
  access_token: z.optional(z.string()),
  refresh_token: z.optional(z.string()),
});
export type AuthResult = z.infer<typeof authResultSchema>;

export const signupPayloadSchema = z.object({
  name: z.string(),
  email: z.string(),
  password: z.string(),
  confirm_password: z.string(),
  country_code: z.string(),
  timezone: z.string(),
  accept_tnc: z.boolean(),
  referral_code: z.optional(z.string()),
  recaptcha_token: z.string(),
});
export type SignupPayload = z.infer<typeof signupPayloadSchema>;

export const countrySchema = z.looseObject({ cca_two: z.string(), country_name: z.string() });
export type Country = z.infer<typeof countrySchema>;

export const featureSchema = z.looseObject({ route: z.string(), enabled: z.boolean() });
export type Feature = z.infer<typeof featureSchema>;

export const incomingDepositSchema = z.looseObject({
  id: stringId,
  ticker: z.string(),
  amount,
  address: z.string(),
  timestamp: z.string(),
});
export type IncomingDeposit = z.infer<typeof incomingDepositSchema>;
export const incomingDepositsSchema = z.looseObject({
  incoming_deposits: z.array(incomingDepositSchema),
});

export const passwordResetPayloadSchema = z.object({
  recovery_token: z.string(),
  password: z.string(),
  confirm_password: z.string(),
});

export const missionSchema = z.looseObject({
  status: z.string(),
  amount: z.nullish(amount),
  ticker: z.nullish(z.string()),
});
export const refereeRowSchema = z.looseObject({
  email: z.string(),
  mission_one: missionSchema,
  mission_two: missionSchema,
});
export const referralSchema = z.looseObject({
  referral_code: z.string(),
  referees_mission_status: z._default(z.array(refereeRowSchema), []),
  referrer_rewards_earned: z.looseObject({
    USDC: z._default(amount, '0'),
    VEF: z._default(amount, '0'),
  }),
});
export type Referral = z.infer<typeof referralSchema>;
export type RefereeRow = z.infer<typeof refereeRowSchema>;

export const referralRewardsSchema = z.looseObject({
  mission_one: z.looseObject({ referrer_amount: amount, ticker: z.string() }),
  mission_two: z.looseObject({
    referrer_amount: amount,
    ticker: z.string(),
    referee_amount: amount,
  }),
});
export type ReferralRewards = z.infer<typeof referralRewardsSchema>;

// --- wallets (spec 1 and 2) ---
export const mainWalletSchema = z.looseObject({
  ticker: z.string(),
  address: z.string(),
  main_wallet_balance: amount,
  fiat_equivalent: z.optional(amount),
  exchange_rate: z.optional(amount),
  fiat_id: z.optional(z.string()),
  crypto_id: z.optional(z.string()),
});
export type MainWallet = z.infer<typeof mainWalletSchema>;

export const yieldWalletSchema = z.looseObject({
  crypto_id: z.string(),
  ticker: z.string(),
  yield_balance: amount,
  cumulative_reward: amount,
  apy: amount,
  main_wallet_balance: amount,
  eligible_balance: z.optional(amount),
  min_deposit_amount: z.optional(amount),
  min_balance_required: z.optional(amount),
});
export type YieldWallet = z.infer<typeof yieldWalletSchema>;

export const sendDetailsSchema = z.looseObject({
  crypto_balance: amount,
  crypto_min_amount: amount,
  crypto: z.string(),
  crypto_id: z.string(),
  crypto_fee: amount,
  crypto_network: z.string(),
});
export type SendDetails = z.infer<typeof sendDetailsSchema>;

export const transactionSchema = z.looseObject({
  date: z.string(),
  txnHash: z.nullish(z.string()),
  type: z.optional(z.string()),
  url: z.nullish(z.string()),
  purpose: z.string(),
  ticker: z.string(),
  amount,
  transactionId: stringId,
  description: z.optional(
    z.looseObject({ row1: z.optional(z.string()), row2: z.optional(z.string()) }),
  ),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const addressBookEntrySchema = z.looseObject({
  id: stringId,
  address_name: z.string(),
  address: z.string(),
  tag: z.nullish(z.string()),
  crypto_id: z._default(z.string(), 'ARB-USDC'),
});
export type AddressBookEntry = z.infer<typeof addressBookEntrySchema>;

// --- cards (spec 2) ---
export const cardTierSchema = z.looseObject({
  id: z.number(),
  vefCreditAmount: z.optional(amount),
  applicationFee: amount,
  topupFeePercentage: z.optional(amount),
  txnFeePercentage: z.optional(amount),
  slotLimitReached: z._default(z.boolean(), false),
});
export type CardTier = z.infer<typeof cardTierSchema>;

export const mobileCodeSchema = z.looseObject({
  country_name: z.string(),
  mobile_code: z.string(),
  cca_two: z.string(),
});
export type MobileCode = z.infer<typeof mobileCodeSchema>;

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
  total_cards: z.optional(z.number()),
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
  amount,
  amount_usd: z.optional(amount),
});
export type CardTransaction = z.infer<typeof cardTransactionSchema>;

export const sensitiveCardInfoSchema = z.looseObject({
  client_access_token: z.string(),
  name_on_card: z.string(),
});

/** A `message` answer (validate-delete, delete, and other acknowledgements). */
export const messageSchema = z.looseObject({ message: z.string() });
