import { z } from 'zod';

/**
 * Schemas of every entity in spec 1 section 3 and spec 2 section 3. Servers send amounts as
 * strings or numbers; `amount` keeps them as decimal strings so no float ever touches money.
 * Unknown extra fields are allowed (loose) so a backend that adds a field does not break us.
 */
export const amount = z.union([z.string(), z.number()]).transform((v) => String(v));

export const sumsubStatus = z.enum([
  'pending',
  'requires_action',
  'resubmission_requested',
  'rejected',
  'approved',
]);
export type SumsubStatus = z.infer<typeof sumsubStatus>;

export const kycLevel = z.string(); // unverified, verified, verified-plus, verified-plus-vef ...

// --- accounts (spec 1) ---
export const profileSchema = z
  .object({
    name: z.string(),
    email: z.string(),
    kyc_level_name: kycLevel,
    sumsub_status: sumsubStatus.nullable().optional(),
    internal_status: z.string().nullable().optional(),
    referral_user_id: z.union([z.string(), z.number()]).nullable().optional(),
    timezone: z.string().nullable().optional(),
    preferred_locale: z.string().nullable().optional(),
    email_marketing: z.boolean().optional().default(false),
  })
  .loose();
export type Profile = z.infer<typeof profileSchema>;

export const authResultSchema = z
  .object({
    email: z.string(),
    internal_status: z.string().nullable().optional(),
    kyc_level_identifier: kycLevel.nullable().optional(),
    sumsub_status: sumsubStatus.nullable().optional(),
    access_token: z.string().optional(),
    refresh_token: z.string().optional(),
  })
  .loose();
export type AuthResult = z.infer<typeof authResultSchema>;

export const signupPayloadSchema = z.object({
  name: z.string(),
  email: z.string(),
  password: z.string(),
  confirm_password: z.string(),
  country_code: z.string(),
  timezone: z.string(),
  accept_tnc: z.boolean(),
  referral_code: z.string().optional(),
  recaptcha_token: z.string(),
});
export type SignupPayload = z.infer<typeof signupPayloadSchema>;

export const countrySchema = z.object({ cca_two: z.string(), country_name: z.string() }).loose();
export type Country = z.infer<typeof countrySchema>;

export const featureSchema = z.object({ route: z.string(), enabled: z.boolean() }).loose();
export type Feature = z.infer<typeof featureSchema>;

export const incomingDepositSchema = z
  .object({
    id: z.union([z.string(), z.number()]).transform(String),
    ticker: z.string(),
    amount,
    address: z.string(),
    timestamp: z.string(),
  })
  .loose();
export type IncomingDeposit = z.infer<typeof incomingDepositSchema>;
export const incomingDepositsSchema = z
  .object({ incoming_deposits: z.array(incomingDepositSchema) })
  .loose();

export const passwordResetPayloadSchema = z.object({
  recovery_token: z.string(),
  password: z.string(),
  confirm_password: z.string(),
});

export const missionSchema = z
  .object({
    status: z.string(),
    amount: amount.nullable().optional(),
    ticker: z.string().nullable().optional(),
  })
  .loose();
export const refereeRowSchema = z
  .object({ email: z.string(), mission_one: missionSchema, mission_two: missionSchema })
  .loose();
export const referralSchema = z
  .object({
    referral_code: z.string(),
    referees_mission_status: z.array(refereeRowSchema).default([]),
    referrer_rewards_earned: z
      .object({ USDC: amount.default('0'), VEF: amount.default('0') })
      .loose(),
  })
  .loose();
export type Referral = z.infer<typeof referralSchema>;
export type RefereeRow = z.infer<typeof refereeRowSchema>;

export const referralRewardsSchema = z
  .object({
    mission_one: z.object({ referrer_amount: amount, ticker: z.string() }).loose(),
    mission_two: z
      .object({ referrer_amount: amount, ticker: z.string(), referee_amount: amount })
      .loose(),
  })
  .loose();
export type ReferralRewards = z.infer<typeof referralRewardsSchema>;

// --- wallets (spec 1 and 2) ---
export const mainWalletSchema = z
  .object({
    ticker: z.string(),
    address: z.string(),
    main_wallet_balance: amount,
    fiat_equivalent: amount.optional(),
    exchange_rate: amount.optional(),
    fiat_id: z.string().optional(),
    crypto_id: z.string().optional(),
  })
  .loose();
export type MainWallet = z.infer<typeof mainWalletSchema>;

export const yieldWalletSchema = z
  .object({
    crypto_id: z.string(),
    ticker: z.string(),
    yield_balance: amount,
    cumulative_reward: amount,
    apy: amount,
    main_wallet_balance: amount,
    eligible_balance: amount.optional(),
    min_deposit_amount: amount.optional(),
    min_balance_required: amount.optional(),
  })
  .loose();
export type YieldWallet = z.infer<typeof yieldWalletSchema>;

export const sendDetailsSchema = z
  .object({
    crypto_balance: amount,
    crypto_min_amount: amount,
    crypto: z.string(),
    crypto_id: z.string(),
    crypto_fee: amount,
    crypto_network: z.string(),
  })
  .loose();
export type SendDetails = z.infer<typeof sendDetailsSchema>;

export const transactionSchema = z
  .object({
    date: z.string(),
    txnHash: z.string().nullable().optional(),
    type: z.string().optional(),
    url: z.string().nullable().optional(),
    purpose: z.string(),
    ticker: z.string(),
    amount,
    transactionId: z.union([z.string(), z.number()]).transform(String),
    description: z
      .object({ row1: z.string().optional(), row2: z.string().optional() })
      .loose()
      .optional(),
  })
  .loose();
export type Transaction = z.infer<typeof transactionSchema>;

export const addressBookEntrySchema = z
  .object({
    id: z.union([z.string(), z.number()]).transform(String),
    address_name: z.string(),
    address: z.string(),
    tag: z.string().nullable().optional(),
    crypto_id: z.string().default('ARB-USDC'),
  })
  .loose();
export type AddressBookEntry = z.infer<typeof addressBookEntrySchema>;

// --- cards (spec 2) ---
export const cardTierSchema = z
  .object({
    id: z.number(),
    vefCreditAmount: amount.optional(),
    applicationFee: amount,
    topupFeePercentage: amount.optional(),
    txnFeePercentage: amount.optional(),
    slotLimitReached: z.boolean().default(false),
  })
  .loose();
export type CardTier = z.infer<typeof cardTierSchema>;

export const mobileCodeSchema = z
  .object({ country_name: z.string(), mobile_code: z.string(), cca_two: z.string() })
  .loose();
export type MobileCode = z.infer<typeof mobileCodeSchema>;

export const cardApplicationDataSchema = z
  .object({
    card_tiers: z.array(cardTierSchema),
    user_info_sumsub: z
      .object({
        names: z.array(z.string()).default([]),
        address: z
          .object({
            country: z.string().optional(),
            state: z.string().optional(),
            city: z.string().optional(),
            post_code: z.string().optional(),
            address: z.string().optional(),
            phone_number: z.string().optional(),
            mobile_code: z.string().optional(),
          })
          .loose()
          .optional(),
      })
      .loose(),
    name_on_card: z.string().nullable().optional(),
  })
  .loose();
export type CardApplicationData = z.infer<typeof cardApplicationDataSchema>;

export const cardPermissionSchema = z.object({
  freeze_card: z.boolean(),
  in_store_purchase: z.boolean().optional(),
  online_transaction: z.boolean().optional(),
});
export type CardPermission = z.infer<typeof cardPermissionSchema>;

export const cardSchema = z
  .object({
    card_id: z.union([z.string(), z.number()]).transform(String),
    type: z.enum(['virtual', 'physical']),
    status: z.string(), // active, frozen, terminated, replaced; anything else is in progress
    last_four_digits: z.string(),
    name_on_card: z.string(),
    permission: cardPermissionSchema,
  })
  .loose();
export type Card = z.infer<typeof cardSchema>;
export const cardsSchema = z.object({ cards: z.array(cardSchema) }).loose();

export const cardBalanceSchema = z
  .object({
    card_wallet_balance: amount,
    main_wallet_balance: amount.optional(),
    min_topup_amount: amount.optional(),
    max_topup_amount: amount.optional(),
    total_cards: z.number().optional(),
  })
  .loose();
export type CardBalance = z.infer<typeof cardBalanceSchema>;

export const cardTransactionSchema = z
  .object({
    date: z.string(),
    card_last_four: z.string(),
    txn_hash: z.string().nullable().optional(),
    status: z.string(),
    purpose: z.string(),
    description: z.string().nullable().optional(),
    fiat: z.string().optional(),
    amount,
    amount_usd: amount.optional(),
  })
  .loose();
export type CardTransaction = z.infer<typeof cardTransactionSchema>;

export const sensitiveCardInfoSchema = z
  .object({ client_access_token: z.string(), name_on_card: z.string() })
  .loose();

/** A `message` answer (validate-delete, delete, and other acknowledgements). */
export const messageSchema = z.object({ message: z.string() }).loose();
