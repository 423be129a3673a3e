import type { Card, CardTransaction, RefereeRow, Transaction } from '@wallet/api';
import { nextId, type DemoDb, type DemoUser } from './db';
import personas from './personas.json';

/** Every persona's password in the demo (personas.json, which `npm run demo` prints). */
export const DEMO_PASSWORD = personas.password;

/** A deterministic 40-hex-digit EVM address for a seed (same seed, same address). */
export function addressFor(seed: string): string {
  let hex = '';
  let h = 0x811c9dc5;
  for (let round = 0; hex.length < 40; round++) {
    for (const ch of `${seed}:${round}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
    hex += h.toString(16).padStart(8, '0');
  }
  return `0x${hex.slice(0, 40)}`;
}

/** A referral code for a user: the name's letters and a number, upper case, at most 20. */
export const referralCodeFor = (email: string) =>
  `${email
    .split('@')[0]!
    .replace(/[^a-z]/gi, '')
    .slice(0, 8)
    .toUpperCase()}${(addressFor(email).charCodeAt(5) % 90) + 10}`;

const day = 86_400_000;
const iso = (msAgo: number) => new Date(Date.UTC(2026, 10, 20, 9, 30, 0) - msAgo).toISOString();

export function makeUser(email: string, overrides: Partial<DemoUser> = {}): DemoUser {
  const name =
    overrides.name ??
    email
      .split('@')[0]!
      .replace(/[._-]/g, ' ')
      .replace(/\b\w/g, (c) => c.toUpperCase());
  return {
    email,
    password: DEMO_PASSWORD,
    name,
    country_code: 'MY',
    timezone: 'Asia/Kuala_Lumpur',
    preferred_locale: 'en',
    email_marketing: false,
    kyc_level_name: 'unverified',
    sumsub_status: null,
    internal_status: 'active',
    referral_code: referralCodeFor(email),
    referred_by: null,
    verified_names: [],
    wallets: [
      { ticker: 'USDC', crypto_id: 'ARB-USDC', address: addressFor(`${email}:usdc`), balance: '0' },
    ],
    yield: { balance: '0', cumulative_reward: '0' },
    transactions: [],
    incoming: [],
    addressBook: [],
    cards: [],
    cardBalance: '0',
    cardTransactions: [],
    referees: [],
    rewardsEarned: { USDC: '0', VEF: '0' },
    withdrawnLast24h: '0',
    withdrawLimitUsd: '10000',
    failedLogins: 0,
    ...overrides,
  };
}

/** The `i`th row of a seeded history, with its id from the database's counter. */
export function makeTransaction(db: DemoDb, i: number, overrides: Partial<Transaction> = {}) {
  const kinds = [
    { purpose: 'deposit', amount: '1500', row1: 'Deposit', row2: 'From 0x7a1c…9be2' },
    { purpose: 'withdraw', amount: '-250.5', row1: 'Withdraw', row2: 'To Savings' },
    { purpose: 'yield-related', amount: '12.345678', row1: 'Yield reward', row2: 'Yield Wallet' },
    { purpose: 'card-related', amount: '-100', row1: 'Card top-up', row2: 'Card ending 4242' },
  ] as const;
  const k = kinds[i % kinds.length]!;
  const id = nextId(db, 'T');
  return {
    date: iso(i * day * 0.7),
    txnHash: `0x${addressFor(id).slice(2)}${addressFor(`${id}b`).slice(2, 26)}`,
    type: 'onchain',
    url: `https://arbiscan.io/tx/0x${addressFor(id).slice(2)}`,
    purpose: k.purpose,
    ticker: i % 5 === 4 ? 'USDT' : 'USDC',
    amount: k.amount,
    transactionId: id,
    description: { row1: k.row1, row2: k.row2 },
    // The other party's wallet (docs/api.md), which the lookalike check compares with.
    ...(k.purpose === 'deposit' && { address: addressFor('sender') }),
    ...(k.purpose === 'withdraw' && { address: addressFor('savings') }),
    ...overrides,
  } satisfies Transaction;
}

export function makeCard(id: string, overrides: Partial<Card> = {}): Card {
  return {
    card_id: id,
    type: 'virtual',
    status: 'active',
    last_four_digits: '4242',
    name_on_card: 'ANA LIM',
    permission: { freeze_card: false, in_store_purchase: true, online_transaction: true },
    ...overrides,
  };
}

/**
 * A card history as a card issuer reports it (spec 2 section 3, Card transaction): purchases
 * take money out (negative), top-ups and refunds put it in (positive); a reversal is a purchase
 * cancelled (struck through, nothing moved) and a declined one moved nothing either. A purchase
 * in ringgit or Singapore dollars has its own amount and the USD it cost; in USD both are equal.
 */
const CARD_HISTORY = [
  // [days ago, card, description, status, purpose, currency, amount, amount in USD]
  [0.2, '4242', 'Grab ride', 'Pending', 'other', 'MYR', '-24.50', '-5.48'],
  [1, '4242', 'Coffee Bean KLCC', 'Closed', 'other', 'MYR', '-18.90', '-4.23'],
  [2, '4242', 'Netflix.com', 'Closed', 'other', 'USD', '-15.49', '-15.49'],
  [3, '4242', 'Refund: Zalora shoes', 'Closed', 'refund', 'USD', '59.90', '59.90'],
  [4, '4242', 'Card top-up', 'Closed', 'deposit', 'USD', '250', '250'],
  [5, '4242', 'Online store', 'Closed', 'reversal', 'USD', '-89.00', '-89.00'],
  [6, '4242', 'Zalora shoes', 'Closed', 'other', 'USD', '-59.90', '-59.90'],
  [8, '1881', 'Jaya Grocer', 'Closed', 'other', 'MYR', '-34.20', '-7.66'],
  [10, '1881', 'KLIA duty free', 'Declined', 'other', 'USD', '-312.00', '-312.00'],
  [11, '1881', 'Marina Bay hotel', 'Closed', 'other', 'SGD', '-230.00', '-171.64'],
  [12, '1881', 'Card top-up', 'Closed', 'deposit', 'USD', '300', '300'],
  [15, '4242', 'Card top-up', 'Closed', 'deposit', 'USD', '500', '500'],
] as const;

/** The seeded card history, newest first; what moved adds up to `CARD_HISTORY_BALANCE`. */
export const cardHistory = (db: DemoDb): CardTransaction[] =>
  CARD_HISTORY.map(([daysAgo, card, description, status, purpose, fiat, amount, usd]) => ({
    date: iso(daysAgo * day),
    card_last_four: card,
    txn_hash: nextId(db, 'CT'),
    status,
    purpose,
    description,
    fiat,
    amount,
    amount_usd: usd,
  }));

/** The card balance the seeded history leaves (1050 topped up, 204.50 spent net). */
export const CARD_HISTORY_BALANCE = '845.5';

export function makeReferee(i: number): RefereeRow {
  const one = ['completed', 'pending', 'expired', 'reward_pending'][i % 4]!;
  const two = ['pending', 'completed', 'expired', 'reward_pending'][(i + 1) % 4]!;
  return {
    email: `fr***${i}@example.com`,
    mission_one:
      one === 'completed' && i % 3 === 0
        ? { status: one, amount: '5', ticker: 'USDC' }
        : { status: one },
    mission_two:
      two === 'completed' && i % 2 === 0
        ? { status: two, amount: '250', ticker: 'VEF' }
        : { status: two },
  };
}

/** A verified user with money, history, saved recipients and friends referred. */
export function withFunds(
  db: DemoDb,
  user: DemoUser,
  { transactions = 14, referees = 13 } = {},
): DemoUser {
  user.wallets = [
    {
      ticker: 'USDC',
      crypto_id: 'ARB-USDC',
      address: addressFor(`${user.email}:usdc`),
      balance: '12500.75',
    },
    { ticker: 'VEF', crypto_id: 'VEF', address: addressFor(`${user.email}:vef`), balance: '250' },
  ];
  user.yield = { balance: '3000', cumulative_reward: '41.275312' };
  user.transactions = Array.from({ length: transactions }, (_, i) => makeTransaction(db, i));
  user.addressBook = [
    {
      id: nextId(db, 'ab'),
      address_name: 'Savings',
      address: addressFor('savings'),
      tag: 'Personal',
      crypto_id: 'ARB-USDC',
    },
    {
      id: nextId(db, 'ab'),
      address_name: 'Exchange',
      address: addressFor('exchange'),
      tag: 'Trading',
      crypto_id: 'ARB-USDC',
    },
  ];
  user.referees = Array.from({ length: referees }, (_, i) => makeReferee(i));
  user.rewardsEarned = { USDC: '15', VEF: '500' };
  return user;
}

export const addUser = (db: DemoDb, user: DemoUser) => {
  db.users[user.email] = user;
  return user;
};
