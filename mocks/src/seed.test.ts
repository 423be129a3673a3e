// @vitest-environment jsdom
import Big from 'big.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as api from '@wallet/api';
import { configureApi, request, sessionStore } from '@wallet/api';
import type { DemoDb } from './db';
import { ID_START } from './db';
import { DEMO_PASSWORD } from './fixtures';
import { createTestBackend } from './node';
import { PERSONAS, seed } from './scenarios';

/** Every id the backend keeps, wherever it keeps one. */
function allIds(db: DemoDb) {
  const ids: string[] = db.inbox.map((m) => m.id);
  for (const user of Object.values(db.users))
    ids.push(
      ...user.cards.map((c) => c.card_id),
      ...user.transactions.map((t) => t.transactionId),
      ...user.addressBook.map((a) => a.id),
      ...user.incoming.map((i) => i.id),
      ...user.cardTransactions.map((t) => String(t.txn_hash)),
    );
  return ids;
}

const duplicates = (ids: string[]) => ids.filter((id, i) => ids.indexOf(id) !== i);

describe('the seed', () => {
  it('gives every record of every persona its own id; hand-picked ids stay below the counter', () => {
    const db = seed('demo');
    expect(duplicates(allIds(db))).toEqual([]);
    const handPicked = allIds(db).filter((id) => Number(/\d+$/.exec(id)?.[0]) < ID_START);
    expect(handPicked.sort()).toEqual(['c1', 'c2', 'c3', 'c4', 'c5', 'in1', 'in2']);
  });

  describe('the card history (the sign rule)', () => {
    const user = seed('cardholder').users[PERSONAS.cardholder]!;
    const rows = user.cardTransactions;

    it.each(rows.map((row) => [row.description, row] as const))('%s', (_, row) => {
      const amount = new Big(row.amount);
      const usd = new Big(row.amount_usd!);
      // Top-ups and refunds put money in; purchases (reversed and declined ones too) take it out.
      const moneyIn = row.purpose === 'deposit' || row.purpose === 'refund';
      // The description names what the purpose is: a top-up, a refund, else a purchase.
      expect(String(row.description).startsWith('Card top-up')).toBe(row.purpose === 'deposit');
      expect(String(row.description).startsWith('Refund')).toBe(row.purpose === 'refund');
      expect(amount.gt(0)).toBe(moneyIn);
      expect(usd.gt(0)).toBe(moneyIn);
      // Abroad, the USD it cost is its own figure (more than the pounds, less than the ringgit).
      expect(usd.eq(amount)).toBe(row.fiat === 'USD');
    });

    it('has top-ups, refunds, a purchase abroad whose USD differs, and adds up to the balance', () => {
      expect(rows.some((r) => r.purpose === 'deposit')).toBe(true);
      expect(rows.some((r) => r.purpose === 'refund')).toBe(true);
      expect(rows.some((r) => r.fiat !== 'USD' && r.amount !== r.amount_usd)).toBe(true);
      // What moved: everything but declined purchases and reversals (purchases undone).
      const moved = rows
        .filter((r) => r.status !== 'Declined' && r.purpose !== 'reversal')
        .reduce((sum, r) => sum.plus(r.amount_usd!), new Big(0));
      expect(moved.eq(user.cardBalance)).toBe(true);
    });
  });
});

describe('the histories of /transactions', () => {
  const db = seed('demo');
  const ana = db.users[PERSONAS.verified]!;
  // Seeded on its first sign-in only (below), not with the rest of the demo.
  const hana = seed('history').users[PERSONAS.history]!;

  it('gives the verified persona a believable year: a few hundred rows of every kind and status', () => {
    const rows = ana.transactions;
    expect(rows.length).toBeGreaterThan(200);
    expect(rows.length).toBeLessThan(500);
    const days = (Date.parse(rows[0]!.date) - Date.parse(rows.at(-1)!.date)) / 86_400_000;
    expect(days).toBeGreaterThan(300);
    expect(days).toBeLessThan(370);
    expect(new Set(rows.map((r) => r.purpose))).toEqual(
      new Set(['deposit', 'withdraw', 'card-related', 'yield-related', 'other']),
    );
    expect(rows.some((r) => r.description?.row1 === 'Referral reward')).toBe(true);
    expect(rows.some((r) => r.txnHash === 'pending')).toBe(true);
    expect(new Set(rows.map((r) => r.ticker))).toEqual(new Set(['USDC', 'USDT', 'VEF']));
    // Money out is negative, money in positive; every amount is a plain decimal string.
    for (const r of rows) {
      expect(r.amount).toMatch(/^-?\d+(\.\d+)?$/);
      const out = r.purpose === 'withdraw' || r.purpose === 'card-related';
      expect(r.amount.startsWith('-')).toBe(out);
    }
  });

  it('gives the cards persona a year of card purchases in several currencies (the verified persona is below card level)', () => {
    const chloe = seed('cardholder').users[PERSONAS.cardholder]!;
    // Spec 2: card routes need verified-plus-vef; Ana is verified, never had a card to spend on.
    expect(ana.kyc_level_name).not.toBe('verified-plus-vef');
    expect(ana.cardTransactions).toEqual([]);
    const rows = chloe.cardTransactions;
    const purchases = rows.filter((r) => r.purpose === 'other' && r.status === 'Closed');
    expect(new Set(purchases.map((r) => r.fiat))).toEqual(
      new Set(['USD', 'MYR', 'SGD', 'EUR', 'GBP', 'JPY']),
    );
    for (const r of purchases) expect(new Big(r.amount).lt(0)).toBe(true);
    const days = (Date.parse(rows[0]!.date) - Date.parse(rows.at(-1)!.date)) / 86_400_000;
    expect(days).toBeGreaterThan(300);
    // Newest first; the terminated card's year is older than the active cards' weeks.
    const times = rows.map((r) => Date.parse(r.date));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const old = rows.filter((r) => r.card_last_four === '0007');
    expect(old.length).toBeGreaterThan(100);
    expect(chloe.cards.find((c) => c.last_four_digits === '0007')!.status).toBe('terminated');
    expect(new Set(rows.map((r) => r.txn_hash)).size).toBe(rows.length);
  });

  it('gives one persona 5,000 rows, with card purchases in several currencies as money out', () => {
    expect(hana.transactions.length + hana.cardTransactions.length).toBe(5000);
    const purchases = hana.cardTransactions.filter((r) => r.purpose === 'other');
    expect(new Set(purchases.map((r) => r.fiat)).size).toBeGreaterThan(3);
    for (const r of purchases) {
      expect(new Big(r.amount).lt(0)).toBe(true);
      expect(new Big(r.amount_usd!).lt(0)).toBe(true);
    }
    expect(new Set(hana.cardTransactions.map((r) => r.status))).toEqual(
      new Set(['Pending', 'Closed', 'Declined']),
    );
  });
});

describe('ids over the backend’s life', () => {
  const { backend, server } = createTestBackend('demo');
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => configureApi({ host: 'http://demo.test' }));

  async function signIn(email: string) {
    const result = await api.login(email, DEMO_PASSWORD, 'demo-recaptcha');
    sessionStore.setTokens(result.access_token!, result.refresh_token!);
    sessionStore.set('userEmail', email);
    const inbox = (await request('demo/inbox', { auth: false })) as { to: string; code?: string }[];
    await api.verifyEmailCode(inbox.find((m) => m.to === email && m.code)!.code!);
  }

  it('a replaced card, a new card, a top-up, a recipient and a deposit all get ids never used before', async () => {
    const before = new Set(allIds(backend.db));
    await signIn(PERSONAS.cardholder);
    // Replace the virtual card twice (the second time, the card that replaced it).
    for (let i = 0; i < 2; i++) {
      const live = (await api.getCards()).cards.find(
        (c) => c.type === 'virtual' && c.status === 'active',
      )!;
      await api.replaceVirtualCard(live.card_id);
    }
    await api.topUpCard('25');
    await request('demo/deposit', { method: 'POST', body: { unknownSender: true } });
    await signIn(PERSONAS.cardApplicant);
    await api.createCard({ card_tier_id: 1, name_on_card: 'AIDEN APPLY', accept_tnc: true });
    await api.createAddressBookEntry({
      address: '0x52908400098527886E0F7030069857D2E4169EE7',
      address_name: 'Mum',
      tag: 'Family',
      acknowledge: true,
    });

    const after = allIds(backend.db);
    expect(duplicates(after)).toEqual([]);
    const made = after.filter((id) => !before.has(id));
    // 2 replacement cards, 1 applied for, top-up rows (card and wallet), the deposit, the
    // recipient, the e-mailed codes.
    expect(made.length).toBeGreaterThanOrEqual(8);
    // The cardholder's cards: the seeded three and two replacements, each its own digits too.
    const cards = backend.db.users[PERSONAS.cardholder]!.cards;
    expect(cards.map((c) => c.card_id).slice(0, 3)).toEqual(['c1', 'c2', 'c3']);
    expect(cards).toHaveLength(5);
    expect(new Set(cards.map((c) => c.last_four_digits)).size).toBe(cards.length);
  });

  it('the 5,000-row persona is stored only once someone signs in as it, with ids of its own', async () => {
    expect(backend.db.users[PERSONAS.history]).toBeUndefined();
    expect(JSON.stringify(backend.db).length).toBeLessThan(400_000);
    const before = new Set(allIds(backend.db));
    await signIn(PERSONAS.history);
    const hana = backend.db.users[PERSONAS.history]!;
    expect(hana.transactions.length + hana.cardTransactions.length).toBe(5000);
    expect(
      allIds(backend.db).filter((id) => before.has(id) && hana.cards.some((c) => c.card_id === id)),
    ).toEqual([]);
    expect(duplicates(allIds(backend.db))).toEqual([]);
  });
});
