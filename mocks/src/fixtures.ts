import Big from 'big.js';
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
    ...(k.purpose === 'withdraw' && { address: addressFor('savings'), fee: '1.5' }),
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

/** A small deterministic generator (mulberry32): the same seed, the same history. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A decimal string of `decimals` places between `min` and `max` (text, never a float's digits). */
const decimalBetween = (next: () => number, min: number, max: number, decimals: number) => {
  const units = 10 ** decimals;
  const n = Math.floor((min + next() * (max - min)) * units);
  const whole = Math.floor(n / units);
  const frac = String(n % units).padStart(decimals, '0');
  return decimals ? `${whole}.${frac}` : String(whole);
};

const SENDERS = ['Binance', 'Coinbase', 'OKX', 'Bybit', 'Kraken'];
const MERCHANTS = [
  ['Grab ride', 'MYR', 4.6, 8, 60],
  ['Coffee Bean KLCC', 'MYR', 4.6, 12, 30],
  ['Jaya Grocer', 'MYR', 4.6, 20, 250],
  ['Netflix.com', 'USD', 1, 15.49, 15.49],
  ['Spotify', 'USD', 1, 11.99, 11.99],
  ['Amazon.com', 'USD', 1, 9, 180],
  ['Marina Bay hotel', 'SGD', 1.34, 180, 420],
  ['Changi duty free', 'SGD', 1.34, 25, 300],
  ['Uniqlo Tokyo', 'JPY', 150, 1990, 12900],
  ['Boots London', 'GBP', 0.79, 4, 60],
  ['Café de Flore', 'EUR', 0.92, 6, 45],
] as const;

/** How much more or less a month's withdrawals are than the year's usual (December's holidays). */
const SEASON = [0.8, 0.6, 0.7, 0.9, 1, 1.2, 1.5, 1.4, 0.9, 0.8, 1.1, 1.9];

/**
 * A year of wallet history before the recent rows (`days` back from `fromDaysAgo`): deposits
 * from exchanges (a few still pending), withdrawals to saved and new addresses with the network
 * fee, card top-ups, weekly yield, referral rewards and the odd other movement, in USDC, USDT and
 * VEF. Ids come from the counter.
 */
export function yearOfWalletHistory(
  db: DemoDb,
  email: string,
  { rows, fromDaysAgo = 10, days = 355 }: { rows: number; fromDaysAgo?: number; days?: number },
): Transaction[] {
  const next = random(rows * 7919 + email.length);
  const step = (days * day) / rows;
  return Array.from({ length: rows }, (_, i) => {
    const id = nextId(db, 'T');
    const pick = next();
    const hash = `0x${addressFor(id).slice(2)}${addressFor(`${id}b`).slice(2, 26)}`;
    // Only the newest few are still waiting for the chain.
    const pending = i < rows / 40 && next() < 0.3;
    const at = iso(fromDaysAgo * day + i * step + Math.floor(next() * step * 0.8));
    const onchain = {
      date: at,
      txnHash: pending ? 'pending' : hash,
      type: 'onchain',
      url: `https://arbiscan.io/tx/${hash}`,
      transactionId: id,
    };
    if (pick < 0.22) {
      const sender = SENDERS[Math.floor(next() * SENDERS.length)]!;
      const from = addressFor(`${email}:${sender}`);
      return {
        ...onchain,
        purpose: 'deposit',
        ticker: next() < 0.3 ? 'USDT' : 'USDC',
        amount: decimalBetween(next, 50, 4000, 2),
        description: { row1: 'Deposit', row2: `From ${sender}` },
        address: from,
      };
    }
    if (pick < 0.4) {
      // Most go to saved recipients; some to addresses never saved.
      const saved = next() < 0.6;
      const to = saved
        ? next() < 0.5
          ? { name: 'Savings', address: addressFor('savings') }
          : { name: 'Exchange', address: addressFor('exchange') }
        : { name: `Friend ${1 + Math.floor(next() * 6)}`, address: addressFor(`${id}:to`) };
      return {
        ...onchain,
        purpose: 'withdraw',
        ticker: 'USDC',
        // More goes out in the holidays (issue 43: a year Insights draws with seasons).
        amount: `-${new Big(decimalBetween(next, 20, 2000, 2)).times(SEASON[new Date(at).getUTCMonth()]!).round(2, Big.roundDown).toFixed(2)}`,
        fee: '1.5',
        description: { row1: 'Withdraw', row2: `To ${to.name}` },
        address: to.address,
      };
    }
    if (pick < 0.55)
      return {
        ...onchain,
        purpose: 'card-related',
        ticker: 'USDC',
        amount: `-${[100, 200, 500][Math.floor(next() * 3)]}`,
        description: { row1: 'Card top-up', row2: 'Card ending 4242' },
      };
    if (pick < 0.8)
      return {
        ...onchain,
        type: 'internal',
        url: null,
        txnHash: null,
        purpose: 'yield-related',
        ticker: 'USDC',
        amount: decimalBetween(next, 1, 15, 6),
        description: { row1: 'Yield reward', row2: 'Yield Wallet' },
      };
    if (pick < 0.92)
      return {
        ...onchain,
        type: 'internal',
        url: null,
        txnHash: null,
        purpose: 'other',
        ticker: next() < 0.5 ? 'VEF' : 'USDC',
        amount: next() < 0.5 ? '5' : '250',
        description: { row1: 'Referral reward', row2: `Friend fr***${i % 13}@example.com` },
      };
    return {
      ...onchain,
      purpose: 'other',
      ticker: 'VEF',
      amount: decimalBetween(next, 10, 500, 0),
      // A hostile description, as a spreadsheet must never run it.
      description: { row1: 'Airdrop', row2: i % 2 ? '=HYPERLINK("http://x.test")' : 'VEF launch' },
    };
  });
}

/**
 * The history with a refund: the oldest withdrawal to the exchange, sent back in full by it a
 * week later (a believable year has one; issue 43). Kept newest first.
 */
export function withRefund(db: DemoDb, history: Transaction[]): Transaction[] {
  const sent = history.findLast(
    (t) => t.purpose === 'withdraw' && t.description?.row2 === 'To Exchange',
  );
  if (!sent) return history;
  const id = nextId(db, 'T');
  const hash = `0x${addressFor(id).slice(2)}${addressFor(`${id}b`).slice(2, 26)}`;
  const refund: Transaction = {
    date: new Date(Date.parse(sent.date) + 7 * day).toISOString(),
    txnHash: hash,
    type: 'onchain',
    url: `https://arbiscan.io/tx/${hash}`,
    transactionId: id,
    purpose: 'deposit',
    ticker: 'USDC',
    // What reached the exchange: the amount less the network fee inside it.
    amount: new Big(String(sent.amount))
      .abs()
      .minus(String(sent.fee ?? '0'))
      .toString(),
    description: { row1: 'Refund', row2: 'From Exchange' },
    address: sent.address,
  };
  return [...history, refund].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
}

/**
 * A card history of `rows` over a year: purchases in several currencies (money out, with what
 * they cost in USD), top-ups, refunds, reversals and declines. Newest first.
 */
export function yearOfCardHistory(
  db: DemoDb,
  rows: number,
  cards: string[],
  { fromDaysAgo = 0, days = 365 }: { fromDaysAgo?: number; days?: number } = {},
): CardTransaction[] {
  const next = random(rows * 104729);
  const step = (days * day) / rows;
  return Array.from({ length: rows }, (_, i) => {
    const date = iso(fromDaysAgo * day + i * step + Math.floor(next() * step * 0.8));
    const card = cards[Math.floor(next() * cards.length)]!;
    const txn_hash = nextId(db, 'CT');
    const pick = next();
    if (pick < 0.08) {
      const amount = String([100, 200, 500][Math.floor(next() * 3)]);
      const row = { purpose: 'deposit', description: 'Card top-up', fiat: 'USD' };
      return {
        date,
        card_last_four: card,
        txn_hash,
        status: 'Closed',
        ...row,
        amount,
        amount_usd: amount,
      };
    }
    const [name, fiat, rate, min, max] = MERCHANTS[Math.floor(next() * MERCHANTS.length)]!;
    const decimals = fiat === 'JPY' ? 0 : 2;
    const local = decimalBetween(next, min, max, decimals);
    const usd =
      fiat === 'USD' ? local : new Big(local).div(rate).round(2, Big.roundDown).toFixed(2);
    const refund = pick < 0.11;
    const status = i < 3 && pick > 0.5 ? 'Pending' : pick > 0.97 ? 'Declined' : 'Closed';
    return {
      date,
      card_last_four: card,
      txn_hash,
      status,
      purpose: refund ? 'refund' : pick > 0.95 ? 'reversal' : 'other',
      description: refund ? `Refund: ${name}` : name,
      fiat,
      amount: refund ? local : `-${local}`,
      amount_usd: refund ? usd : `-${usd}`,
    };
  });
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

/** What a currency's amount is in USD at the demo's rates (MERCHANTS'), rounded down to cents. */
const RATES: Record<string, number> = {
  USD: 1,
  MYR: 4.6,
  SGD: 1.34,
  JPY: 150,
  GBP: 0.79,
  EUR: 0.92,
};

/**
 * A card customer's year as it reads month by month (issue 43: what Insights shows a designer):
 * the subscriptions on their days (Netflix, Spotify), groceries every week, rides every few days,
 * online shopping with a refund, a reversal and a decline, and three trips abroad in other
 * currencies (London and Paris in the spring, Tokyo in summer, Singapore in the autumn). Newest first, no
 * top-ups (terminatedCardYear adds them).
 */
export function recurringCardYear(
  db: DemoDb,
  card: string,
  { fromDaysAgo, days }: { fromDaysAgo: number; days: number },
): CardTransaction[] {
  const next = random(days * 131 + fromDaysAgo);
  const rows: {
    at: number;
    name: string;
    fiat: string;
    amount: string;
    purpose?: string;
    status?: string;
  }[] = [];
  const every = (step: number, offset: number, add: (daysAgo: number, i: number) => void) => {
    for (let d = fromDaysAgo + offset, i = 0; d < fromDaysAgo + days; d += step, i += 1) add(d, i);
  };
  const buy = (daysAgo: number, name: string, fiat: string, amount: string, extra = {}) =>
    rows.push({ at: daysAgo + next() * 0.4, name, fiat, amount, ...extra });
  every(30.4, 3, (d) => buy(d, 'Netflix.com', 'USD', '15.49'));
  every(30.4, 11, (d) => buy(d, 'Spotify', 'USD', '11.99'));
  every(7, 2, (d) => buy(d, 'Jaya Grocer', 'MYR', decimalBetween(next, 120, 260, 2)));
  every(3.5, 1, (d) => buy(d, 'Grab ride', 'MYR', decimalBetween(next, 8, 45, 2)));
  every(45, 20, (d, i) => {
    const amount = decimalBetween(next, 40, 180, 2);
    buy(d, 'Amazon.com', 'USD', amount);
    // One parcel sent back: its refund a week later; one order cancelled; one card declined.
    if (i === 1) buy(d - 7, 'Refund: Amazon.com', 'USD', amount, { purpose: 'refund' });
    if (i === 3) buy(d + 0.5, 'Amazon.com', 'USD', '89.00', { purpose: 'reversal' });
  });
  const trips = [
    [
      80,
      'SGD',
      [
        ['Marina Bay hotel', '640.00'],
        ['Changi duty free', '85.50'],
        ['Din Tai Fung', '46.20'],
      ],
    ],
    [
      140,
      'JPY',
      [
        ['Uniqlo Tokyo', '12900'],
        ['Ichiran Ramen', '1500'],
        ['JR East', '6780'],
      ],
    ],
    [
      250,
      'GBP',
      [
        ['Boots London', '38.40'],
        ['Premier Inn', '312.00'],
        ['Dishoom', '54.80'],
      ],
    ],
    [
      254,
      'EUR',
      [
        ['Café de Flore', '24.50'],
        ['Galeries Lafayette', '189.00'],
      ],
    ],
  ] as const;
  for (const [daysAgo, fiat, buys] of trips)
    buys.forEach(([name, amount], i) => {
      if (daysAgo + i >= fromDaysAgo && daysAgo + i < fromDaysAgo + days)
        buy(daysAgo + i, name, fiat, amount);
    });
  buy(fromDaysAgo + 60, 'KLIA duty free', 'USD', '312.00', { status: 'Declined' });
  return rows
    .sort((a, b) => a.at - b.at)
    .map(({ at, name, fiat, amount, purpose, status }) => {
      const usd =
        fiat === 'USD'
          ? amount
          : new Big(amount).div(RATES[fiat]!).round(2, Big.roundDown).toFixed(2);
      const refund = purpose === 'refund';
      return {
        date: iso(at * day),
        card_last_four: card,
        txn_hash: nextId(db, 'CT'),
        status: status ?? 'Closed',
        purpose: purpose ?? 'other',
        description: name,
        fiat,
        amount: refund ? amount : `-${amount}`,
        amount_usd: refund ? usd : `-${usd}`,
      };
    });
}

/**
 * The year a card had before it was terminated (issue 28: card purchases in several currencies
 * in a history): `recurringCardYear`'s purchases, refunds, reversals and declines, all settled,
 * paid for by top-ups made just before them, so what moved nets to zero and the card balance
 * the recent history leaves stays as it is. Newest first.
 */
export function terminatedCardYear(
  db: DemoDb,
  card: string,
  { fromDaysAgo, days }: { fromDaysAgo: number; days: number },
): CardTransaction[] {
  const spending = recurringCardYear(db, card, { fromDaysAgo, days });
  const moved = (r: CardTransaction) => r.status !== 'Declined' && r.purpose !== 'reversal';
  // Oldest first, a top-up ahead of every ten rows for what they spend (a refund's surplus
  // carried to the next ten).
  const oldestFirst = spending.reverse();
  const history: CardTransaction[] = [];
  let owed = new Big(0);
  for (let i = 0; i < oldestFirst.length; i += 10) {
    const chunk = oldestFirst.slice(i, i + 10);
    owed = chunk.filter(moved).reduce((sum, r) => sum.minus(r.amount_usd!), owed);
    if (owed.gt(0)) {
      const amount = owed.toFixed(2);
      history.push({
        date: new Date(Date.parse(chunk[0]!.date) - 3_600_000).toISOString(),
        card_last_four: card,
        txn_hash: nextId(db, 'CT'),
        status: 'Closed',
        purpose: 'deposit',
        description: 'Card top-up',
        fiat: 'USD',
        amount,
        amount_usd: amount,
      });
      owed = new Big(0);
    }
    history.push(...chunk);
  }
  return history.reverse();
}
