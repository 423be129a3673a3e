import { TRIGGERS } from './triggers';
import personas from './personas.json';
import type { DemoDb } from './db';
import { emptyDb, nextId } from './db';
import {
  addUser,
  makeCard,
  cardHistory,
  CARD_HISTORY_BALANCE,
  makeUser,
  referralCodeFor,
  withFunds,
  terminatedCardYear,
  yearOfCardHistory,
  withRefund,
  yearOfWalletHistory,
} from './fixtures';

/**
 * Personas the spec's states need. Every persona's password is DEMO_PASSWORD ("Demo1234!").
 * `demo` seeds them all at once (the app's demo mode); a story or test picks one scenario.
 * The list is JSON so that `npm run demo` (plain Node, scripts/cli.mjs) prints the same one.
 */
export const PERSONAS = personas.emails;

export type ScenarioName = keyof typeof PERSONAS | 'empty' | 'demo';

/**
 * Personas the whole demo seeds only when someone first signs in as them: the history persona's
 * 5,000 rows are 1.5 MB of the stored database, which every save would write and every tab
 * start would read (the demo's /dashboard and every journey paid ~0.1 s for them).
 */
const ON_FIRST_LOGIN: (keyof typeof PERSONAS)[] = ['history'];

export function seed(name: ScenarioName): DemoDb {
  const db = emptyDb();
  if (name === 'empty') return db;
  const add = (key: keyof typeof PERSONAS) => {
    if (name === key || (name === 'demo' && !ON_FIRST_LOGIN.includes(key))) SEEDS[key](db);
  };
  (Object.keys(PERSONAS) as (keyof typeof PERSONAS)[]).forEach(add);
  return db;
}

/** Seeds a persona of ON_FIRST_LOGIN the first time its e-mail signs in; false for any other. */
export function seedOnFirstLogin(db: DemoDb, email: string) {
  const key = ON_FIRST_LOGIN.find((k) => PERSONAS[k] === email);
  if (!key || db.users[email]) return false;
  SEEDS[key](db);
  return true;
}

const SEEDS: Record<keyof typeof PERSONAS, (db: DemoDb) => void> = {
  unverified: (db) => addUser(db, makeUser(PERSONAS.unverified, { name: 'Nadia Rahman' })),
  // Signed up with Ana's referral code: verifying creates the VEF wallet.
  referred: (db) =>
    addUser(
      db,
      makeUser(PERSONAS.referred, {
        name: 'Fay Friend',
        referred_by: referralCodeFor(PERSONAS.verified),
      }),
    ),
  pending: (db) =>
    addUser(db, makeUser(PERSONAS.pending, { name: 'Peter Tan', sumsub_status: 'pending' })),
  requiresAction: (db) =>
    addUser(
      db,
      makeUser(PERSONAS.requiresAction, { name: 'Rina Lee', sumsub_status: 'requires_action' }),
    ),
  resubmission: (db) =>
    addUser(
      db,
      makeUser(PERSONAS.resubmission, {
        name: 'Sam Wong',
        sumsub_status: 'resubmission_requested',
      }),
    ),
  rejected: (db) =>
    addUser(
      db,
      makeUser(PERSONAS.rejected, {
        name: 'Rex Ong',
        sumsub_status: 'rejected',
        kyc_level_name: 'unverified',
      }),
    ),
  verified: (db) => {
    const user = withFunds(
      db,
      makeUser(PERSONAS.verified, {
        name: 'Ana Lim',
        kyc_level_name: 'verified',
        sumsub_status: 'approved',
        verified_names: ['ANA LIM', 'LIM ANA'],
        email_marketing: true,
      }),
    );
    // A believable year (the /transactions page) behind the recent rows Home shows.
    user.transactions.push(...yearOfWalletHistory(db, user.email, { rows: 320 }));
    user.transactions = withRefund(db, user.transactions);
    addUser(db, user);
  },
  verifiedPlus: (db) =>
    addUser(
      db,
      withFunds(
        db,
        makeUser(PERSONAS.verifiedPlus, {
          name: 'Victor Plus',
          kyc_level_name: 'verified-plus',
          sumsub_status: 'approved',
          verified_names: ['VICTOR PLUS'],
        }),
        { transactions: 4, referees: 2 },
      ),
    ),
  cardholder: (db) => {
    const user = withFunds(
      db,
      makeUser(PERSONAS.cardholder, {
        name: 'Chloe Card',
        kyc_level_name: 'verified-plus-vef',
        sumsub_status: 'approved',
        verified_names: ['CHLOE CARD', 'CHLOE C'],
      }),
      { transactions: 6, referees: 0 },
    );
    user.cards = [
      makeCard('c1', { type: 'virtual', last_four_digits: '4242', name_on_card: 'CHLOE CARD' }),
      makeCard('c2', {
        type: 'physical',
        status: 'frozen',
        last_four_digits: '1881',
        name_on_card: 'CHLOE CARD',
        permission: { freeze_card: true, in_store_purchase: false, online_transaction: false },
      }),
      makeCard('c3', {
        type: 'virtual',
        status: 'terminated',
        last_four_digits: '0007',
        name_on_card: 'CHLOE CARD',
      }),
    ];
    user.cardBalance = CARD_HISTORY_BALANCE;
    // The recent weeks on 4242 and 1881, and before them the year of 0007, terminated since:
    // card purchases in several currencies in /transactions (issue 28; docs/demo-mode.md).
    user.cardTransactions = [
      ...cardHistory(db),
      ...terminatedCardYear(db, '0007', { fromDaysAgo: 20, days: 330 }),
    ];
    addUser(db, user);
  },
  // 5,000 rows, wallet and card, for the speed of /transactions' filters (pnpm bench).
  history: (db) => {
    const user = withFunds(
      db,
      makeUser(PERSONAS.history, {
        name: 'Hana History',
        kyc_level_name: 'verified-plus-vef',
        sumsub_status: 'approved',
        verified_names: ['HANA HISTORY'],
      }),
      { transactions: 0, referees: 0 },
    );
    const cards = [
      makeCard(nextId(db, 'c'), { last_four_digits: '5151', name_on_card: 'HANA HISTORY' }),
      makeCard(nextId(db, 'c'), { last_four_digits: '7373', name_on_card: 'HANA HISTORY' }),
    ];
    user.cards = cards;
    user.cardBalance = '1200';
    user.transactions = yearOfWalletHistory(db, user.email, { rows: 3500, fromDaysAgo: 0 });
    user.cardTransactions = yearOfCardHistory(
      db,
      1500,
      cards.map((c) => c.last_four_digits),
    );
    addUser(db, user);
  },
  // Card level and funded, never had a card: /card sends them to /card/apply.
  cardApplicant: (db) =>
    addUser(
      db,
      withFunds(
        db,
        makeUser(PERSONAS.cardApplicant, {
          name: 'Aiden Apply',
          kyc_level_name: 'verified-plus-vef',
          sumsub_status: 'approved',
          verified_names: ['AIDEN APPLY', 'APPLY AIDEN', 'AIDEN BIN ABDULLAH APPLICANT'],
        }),
        { transactions: 3, referees: 0 },
      ),
    ),
  // Below the virtual card's application fee (4.75 USDC).
  cardLowFunds: (db) => {
    const user = makeUser(PERSONAS.cardLowFunds, {
      name: 'Lola Low',
      kyc_level_name: 'verified-plus-vef',
      sumsub_status: 'approved',
      verified_names: ['LOLA LOW'],
    });
    user.wallets[0]!.balance = '3';
    addUser(db, user);
  },
  cardIssuing: (db) => {
    const user = withFunds(
      db,
      makeUser(PERSONAS.cardIssuing, {
        name: 'Iris Issuing',
        kyc_level_name: 'verified-plus-vef',
        sumsub_status: 'approved',
        verified_names: ['IRIS ISSUING'],
      }),
      { transactions: 2, referees: 0 },
    );
    user.cards = [
      // Hand-picked ids, below the counter's start (db.ts) and unique across personas.
      makeCard('c4', {
        status: 'replaced',
        last_four_digits: '1111',
        name_on_card: 'IRIS ISSUING',
      }),
      makeCard('c5', {
        status: 'processing',
        last_four_digits: '2222',
        name_on_card: 'IRIS ISSUING',
      }),
    ];
    addUser(db, user);
  },
  incoming: (db) => {
    const user = withFunds(
      db,
      makeUser(PERSONAS.incoming, {
        name: 'Ivan Incoming',
        kyc_level_name: 'verified',
        sumsub_status: 'approved',
      }),
      { transactions: 2, referees: 0 },
    );
    user.incoming = [
      {
        id: 'in1',
        ticker: 'USDC',
        amount: '1250',
        address: '0x7a1c5e0b9d9d2b8f2c3e1f4a5b6c7d8e9f0a9be2',
        timestamp: '2026-11-19T08:15:00Z',
      },
      {
        id: 'in2',
        ticker: 'USDT',
        amount: '300.5',
        address: '0x1f2e3d4c5b6a79881726354453627180a9b8c7d6',
        timestamp: '2026-11-20T01:02:03Z',
      },
    ];
    addUser(db, user);
  },
  // Verified, but the USDC wallet has no address yet: Deposit offers Create Wallet.
  noWallet: (db) => {
    const user = makeUser(PERSONAS.noWallet, {
      name: 'Nora Nowallet',
      kyc_level_name: 'verified',
      sumsub_status: 'approved',
    });
    user.wallets = [{ ticker: 'USDC', crypto_id: 'ARB-USDC', address: '', balance: '0' }];
    addUser(db, user);
  },
  blocked: (db) =>
    addUser(db, makeUser(PERSONAS.blocked, { name: 'Bob Blocked', internal_status: 'blocked' })),
  deleted: (db) =>
    addUser(db, makeUser(PERSONAS.deleted, { name: 'Dee Deleted', internal_status: 'deleted' })),
  // Already past the wrong-password limit: "Too many requests" until the password is reset.
  locked: (db) =>
    addUser(
      db,
      makeUser(PERSONAS.locked, {
        name: 'Lee Locked',
        failedLogins: TRIGGERS.lockAfterFailedLogins,
      }),
    ),
};
