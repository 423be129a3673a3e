import Big from 'big.js';
import { z } from 'zod/mini';
import type { DemoBackend } from '../backend';
import { nextId, type DemoUser } from '../db';
import { makeCard } from '../fixtures';
import { inLanguage } from '../language';
import { TRIGGERS } from '../triggers';
import { record, usdc } from './money';
import { decimalInput, fail, ok, route } from './util';

export const CARD_LIMITS = { minTopup: '10', maxTopup: '5000' } as const;

/** How long a new card is being issued at most: it turns active then, or after a few reads. */
export const CARD_ISSUE_MS = 60_000;

/** Four digits for a new card: from the id counter, and never those of a card the user has. */
export function nextLastFour(backend: DemoBackend, user: DemoUser) {
  const taken = new Set(user.cards.map((c) => c.last_four_digits));
  let digits: string;
  do digits = String(1000 + (backend.db.seq++ % 9000));
  while (taken.has(digits));
  return digits;
}

export const tiers = (backend: DemoBackend) => [
  {
    id: 1,
    vefCreditAmount: '250',
    applicationFee: '4.75',
    topupFeePercentage: '0',
    txnFeePercentage: '0',
    slotLimitReached: backend.db.slotsFull,
  },
  {
    id: 2,
    vefCreditAmount: '250',
    applicationFee: '4.75',
    topupFeePercentage: '0',
    txnFeePercentage: '0',
    slotLimitReached: false,
  },
  {
    id: 3,
    vefCreditAmount: '250',
    applicationFee: '0',
    topupFeePercentage: '0',
    txnFeePercentage: '0',
    slotLimitReached: false,
  },
];

const isPartnerCode = (code: string | undefined) =>
  code?.trim().toUpperCase() === TRIGGERS.partnerCode;

/** Cards need the verified-plus-vef level; the server refuses others whatever the client shows. */
export const CARD_USER = { auth: true, kycLevel: 'verified-plus-vef' } as const;

// Request bodies; a missing field is the handler's validation_error (422).
const CreateBody = z.object({
  card_tier_id: z.optional(z.number()),
  name_on_card: z.optional(z.string()),
  accept_tnc: z.optional(z.boolean()),
  partner_code: z.optional(z.string()),
});
const TopupBody = z.object({
  amount: z.optional(decimalInput),
  accept_tnc: z.optional(z.boolean()),
});

export const cardHandlers = (backend: DemoBackend) => [
  route(backend, 'get', 'card/balance', { auth: true }, ({ user }) =>
    ok({
      card_wallet_balance: user.cardBalance,
      main_wallet_balance: usdc(user).balance,
      min_topup_amount: CARD_LIMITS.minTopup,
      max_topup_amount: CARD_LIMITS.maxTopup,
      total_cards: user.cards.filter((c) => c.status !== 'terminated' && c.status !== 'replaced')
        .length,
    }),
  ),

  route(backend, 'get', 'card/tiers', CARD_USER, ({ request, user }) => {
    const query = new URL(request.url).searchParams;
    const id = Number(query.get('id'));
    // A partner code (docs/api.md): the answer lists the tier it unlocks, tier 3.
    const code = query.get('partner_code');
    if (code !== null && !isPartnerCode(code))
      return fail(400, 'Invalid or expired partner code', 'invalid_partner_code');
    const wanted = code !== null ? 3 : id;
    return ok({
      card_tiers: wanted ? tiers(backend).filter((t) => t.id === wanted) : tiers(backend),
      user_info_sumsub: {
        names: user.verified_names,
        address: {
          country: 'Malaysia',
          state: 'Selangor',
          city: 'Petaling Jaya',
          post_code: '47400',
          address: '12 Jalan SS2/24',
          phone_number: '123456789',
          mobile_code: '60',
        },
      },
      name_on_card: user.cards[0]?.name_on_card ?? null,
    });
  }),

  route(backend, 'get', 'card/transactions', CARD_USER, ({ request, user }) => {
    const language = request.headers.get('Accept-Language');
    return ok(
      user.cardTransactions.map((row) => ({
        ...row,
        description: inLanguage(row.description ?? undefined, language) ?? row.description,
      })),
    );
  }),

  route(backend, 'get', 'card', CARD_USER, ({ request, user }) => {
    const id = new URL(request.url).searchParams.get('id');
    // A card being issued turns active after a few reads or a minute, as a real issuer's would.
    for (const card of user.cards) {
      const issuing = user.cardsIssuing?.[card.card_id];
      if (!issuing) continue;
      // Frozen, terminated or replaced meanwhile: that status stands.
      if (card.status !== 'processing') delete user.cardsIssuing![card.card_id];
      else if (--issuing.readsLeft <= 0 || backend.now() >= issuing.activeAt) {
        card.status = 'active';
        delete user.cardsIssuing![card.card_id];
      }
    }
    return ok({ cards: id ? user.cards.filter((c) => c.card_id === id) : user.cards });
  }),

  route(backend, 'post', 'card/create', { ...CARD_USER, body: CreateBody }, ({ user, body }) => {
    const tier = tiers(backend).find((t) => t.id === body.card_tier_id);
    if (!tier || !body.accept_tnc || !body.name_on_card || body.name_on_card.length > 23)
      return fail(422, 'Validation failed', 'validation_error');
    if (body.name_on_card === TRIGGERS.cardErrorName) return fail(500, 'Internal server error');
    // One card at a time (spec 2: Apply New Card is disabled while any card exists): a second
    // application, from another tab say, is refused before any fee is taken (docs/api.md).
    if (user.cards.some((c) => c.status !== 'terminated' && c.status !== 'replaced'))
      return fail(400, 'You already have a card', 'card_exists');
    // Tier 3 is the partner code's: never granted without it (docs/api.md, the open question).
    if (tier.id === 3 && !isPartnerCode(body.partner_code))
      return fail(400, 'Invalid or expired partner code', 'invalid_partner_code');
    if (tier.slotLimitReached) return fail(400, 'Exclusive Slots Now Full', 'slot_limit_reached');
    const wallet = usdc(user);
    if (new Big(wallet.balance).lt(tier.applicationFee))
      return fail(400, 'Insufficient balance', 'insufficient_balance');
    wallet.balance = new Big(wallet.balance).minus(tier.applicationFee).toString();
    const card = makeCard(nextId(backend.db, 'c'), {
      type: tier.id === 2 ? 'physical' : 'virtual',
      status: 'processing',
      last_four_digits: nextLastFour(backend, user),
      name_on_card: body.name_on_card,
    });
    user.cards.push(card);
    user.cardsIssuing = {
      ...user.cardsIssuing,
      [card.card_id]: {
        readsLeft: TRIGGERS.cardActiveAfterReads,
        activeAt: backend.now() + CARD_ISSUE_MS,
      },
    };
    record(backend, user, {
      purpose: 'card-related',
      amount: `-${tier.applicationFee}`,
      description: { row1: 'Card application', row2: `Tier ${tier.id}` },
    });
    return ok({ card_id: card.card_id }, 201);
  }),

  route(backend, 'post', 'card/topup', { ...CARD_USER, body: TopupBody }, ({ user, body }) => {
    let amount: Big;
    try {
      amount = new Big(body.amount ?? '');
    } catch {
      return fail(422, 'Validation failed', 'validation_error');
    }
    if (!body.accept_tnc) return fail(422, 'Validation failed', 'validation_error');
    if (amount.lt(CARD_LIMITS.minTopup) || amount.gt(CARD_LIMITS.maxTopup))
      return fail(400, 'Amount out of range', 'amount_out_of_range');
    const wallet = usdc(user);
    if (amount.gt(wallet.balance)) return fail(400, 'Insufficient balance', 'insufficient_balance');
    wallet.balance = new Big(wallet.balance).minus(amount).toString();
    user.cardBalance = new Big(user.cardBalance).plus(amount).toString();
    const seq = nextId(backend.db, '');
    // A hash-like tail made from the id, not random: the same story shows the same ID every run.
    const tail = ((Number(seq) * 2654435761) >>> 0).toString(16).toUpperCase().padStart(8, '0');
    const txnHash = `TOP${seq}${tail}`;
    user.cardTransactions.unshift({
      date: new Date(backend.now()).toISOString(),
      card_last_four: user.cards.find((c) => c.status === 'active')?.last_four_digits ?? '----',
      txn_hash: txnHash,
      status: 'Closed',
      purpose: 'deposit',
      description: 'Card top-up',
      fiat: 'USD',
      amount: amount.toString(),
      amount_usd: amount.toString(),
    });
    record(backend, user, {
      purpose: 'card-related',
      amount: amount.neg().toString(),
      description: { row1: 'Card top-up', row2: 'Card wallet' },
    });
    return ok({ txn_hash: txnHash });
  }),
];
