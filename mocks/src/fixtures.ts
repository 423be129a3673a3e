import type { Card, CardTransaction, RefereeRow, Transaction } from '@wallet/api';
import type { DemoDb, DemoUser } from './db';
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

export function makeTransaction(i: number, overrides: Partial<Transaction> = {}): Transaction {
  const kinds = [
    { purpose: 'deposit', amount: '1500', row1: 'Deposit', row2: 'From 0x7a1c…9be2' },
    { purpose: 'withdraw', amount: '-250.5', row1: 'Withdraw', row2: 'To Savings' },
    { purpose: 'yield-related', amount: '12.345678', row1: 'Yield reward', row2: 'Yield Wallet' },
    { purpose: 'card-related', amount: '-100', row1: 'Card top-up', row2: 'Card ending 4242' },
  ] as const;
  const k = kinds[i % kinds.length]!;
  return {
    date: iso(i * day * 0.7),
    txnHash: `0x${addressFor(`tx${i}`).slice(2)}${addressFor(`tx${i}b`).slice(2, 26)}`,
    type: 'onchain',
    url: `https://arbiscan.io/tx/0x${addressFor(`tx${i}`).slice(2)}`,
    purpose: k.purpose,
    ticker: i % 5 === 4 ? 'USDT' : 'USDC',
    amount: k.amount,
    transactionId: `T${100000 + i}`,
    description: { row1: k.row1, row2: k.row2 },
    // The other party's wallet (docs/api.md), which the lookalike check compares with.
    ...(k.purpose === 'deposit' && { address: addressFor('sender') }),
    ...(k.purpose === 'withdraw' && { address: addressFor('savings') }),
    ...overrides,
  };
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

export function makeCardTransaction(
  i: number,
  overrides: Partial<CardTransaction> = {},
): CardTransaction {
  const statuses = [
    { status: 'Closed', purpose: 'deposit' },
    { status: 'Pending', purpose: 'other' },
    { status: 'Closed', purpose: 'reversal' },
    { status: 'Declined', purpose: 'other' },
    { status: 'Closed', purpose: 'refund' },
  ];
  const s = statuses[i % statuses.length]!;
  return {
    date: iso(i * day * 0.9),
    card_last_four: i % 2 ? '4242' : '1881',
    txn_hash: `C${900000 + i}`,
    status: s.status,
    purpose: s.purpose,
    description: ['Coffee Bean KLCC', 'Card top-up', 'Grab ride', 'Online store', 'Refund: Shoes'][
      i % 5
    ]!,
    fiat: 'USD',
    amount: s.purpose === 'deposit' || s.purpose === 'refund' ? '50' : '-12.9',
    amount_usd: s.purpose === 'deposit' || s.purpose === 'refund' ? '50' : '-12.9',
    ...overrides,
  };
}

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
export function withFunds(user: DemoUser, { transactions = 14, referees = 13 } = {}): DemoUser {
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
  user.transactions = Array.from({ length: transactions }, (_, i) => makeTransaction(i));
  user.addressBook = [
    {
      id: 'ab-savings',
      address_name: 'Savings',
      address: addressFor('savings'),
      tag: 'Personal',
      crypto_id: 'ARB-USDC',
    },
    {
      id: 'ab-exchange',
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
