import type {
  Card,
  CardTransaction,
  Feature,
  IncomingDeposit,
  RefereeRow,
  SumsubStatus,
  Transaction,
} from '@wallet/api';

/** A user of the demo backend, with everything the real backend would keep about them. */
export interface DemoUser {
  email: string;
  password: string;
  name: string;
  country_code: string;
  timezone: string;
  preferred_locale: string;
  email_marketing: boolean;
  kyc_level_name: string;
  sumsub_status: SumsubStatus | null;
  /** active, blocked (compliance) or deleted. */
  internal_status: 'active' | 'blocked' | 'deleted';
  referral_code: string;
  /** The referral code this user signed up with, if any. */
  referred_by: string | null;
  /** Identity names as verified by the KYC provider (card names are chosen from these). */
  verified_names: string[];
  wallets: { ticker: 'USDC' | 'VEF'; crypto_id: string; address: string; balance: string }[];
  yield: { balance: string; cumulative_reward: string };
  transactions: Transaction[];
  incoming: IncomingDeposit[];
  addressBook: {
    id: string;
    address_name: string;
    address: string;
    tag: string;
    crypto_id: string;
  }[];
  cards: Card[];
  cardBalance: string;
  cardTransactions: CardTransaction[];
  /** Physical cards' PINs by card id, changed by the customer; any other has `TRIGGERS.cardPin`. */
  cardPins?: Record<string, string>;
  /** New cards still being issued: reads of GET card left and when they turn active anyway. */
  cardsIssuing?: Record<string, { readsLeft: number; activeAt: number }>;
  referees: RefereeRow[];
  rewardsEarned: { USDC: string; VEF: string };
  /** Withdrawn in the last 24 hours, in USD, against `withdrawLimitUsd`. */
  withdrawnLast24h: string;
  withdrawLimitUsd: string;
  /** The withdrawal send/review last accepted, until send/confirm sends it (once). */
  pendingSend?: { amount: string; recipient_name: string; recipient_address: string } | null;
  failedLogins: number;
}

/** A message the real backend would have e-mailed, shown in the demo inbox. */
export interface InboxMessage {
  id: string;
  to: string;
  subject: string;
  body: string;
  /** The six-digit code or the reset link, for the inbox to show as a button. */
  code?: string;
  link?: string;
  sentAt: string;
}

export interface DemoSession {
  email: string;
  refreshToken: string;
  expiresAt: number;
  /** Set when the same user logged in somewhere else: this token is rejected (multiple login). */
  superseded: boolean;
  /**
   * Opened by the password step and waiting for the e-mailed code: refused by every call but
   * two-factor verify and resend and logout, until verify clears it.
   */
  codePending: boolean;
}

export interface DemoDb {
  users: Record<string, DemoUser>;
  sessions: Record<string, DemoSession>;
  /** Pending e-mail codes by user e-mail. */
  codes: Record<string, string>;
  resetTokens: Record<string, { email: string; expiresAt: number }>;
  inbox: InboxMessage[];
  features: Feature[];
  /** Card tier 1 early-bird slots are full (Slot full dialog). */
  slotsFull: boolean;
  /** Calls that fail with 500 until switched off: a scenario switch for the generic dialog. */
  failing: string[];
  /** The id counter (`nextId`): saved with the rest, so it never goes back. */
  seq: number;
}

export const ALL_FEATURES: Feature[] = [
  { route: '/deposit', enabled: true },
  { route: '/withdraw', enabled: true },
  { route: '/referral', enabled: true },
  { route: '/card', enabled: true },
  { route: '/card/setting', enabled: true },
  // The pages of the calls we propose (docs/api.md): the demo backend has them.
  { route: '/card/setting/reset-pin', enabled: true },
  { route: '/card/setting/replace-physical', enabled: true },
  { route: '/address-book', enabled: true },
  { route: '/buy-crypto', enabled: true },
];

export function emptyDb(): DemoDb {
  return {
    users: {},
    sessions: {},
    codes: {},
    resetTokens: {},
    inbox: [],
    features: ALL_FEATURES.map((f) => ({ ...f })),
    slotsFull: false,
    failing: [],
    seq: ID_START,
  };
}

/**
 * Where the counter starts. The few ids the seeds pick by hand, because tests and stories name
 * them (cards `c1`…`c5`, incoming deposits `in1`, `in2`), are numbered below it; every other id,
 * seeded or made later, comes from the counter.
 */
export const ID_START = 100_000;

/**
 * A fresh id, unique for the life of the backend whatever the prefix: the one counter only goes
 * up, and never reaches the hand-picked seed ids below `ID_START`.
 */
export const nextId = (db: DemoDb, prefix: string) => `${prefix}${db.seq++}`;
