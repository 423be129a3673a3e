import Big from 'big.js';
import type { DemoBackend } from '../backend';
import type { DemoUser } from '../db';
import { nextId } from '../db';
import { makeCard } from '../fixtures';
import { TRIGGERS } from '../triggers';
import { record, usdc } from './money';
import { authedUser, fail, ok, readJson, route, token } from './util';

export const CARD_LIMITS = { minTopup: '10', maxTopup: '5000' } as const;

/** Four digits for a new card, different for each card the backend issues. */
const nextLastFour = (backend: DemoBackend) => String(1000 + (backend.db.seq % 9000));

const tiers = (backend: DemoBackend) => [
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

/** Cards need the verified-plus-vef level; the server refuses others whatever the client shows. */
const cardUser = (backend: DemoBackend, request: Request): DemoUser | Response => {
  const user = authedUser(backend, request);
  if (user instanceof Response) return user;
  return user.kyc_level_name === 'verified-plus-vef'
    ? user
    : fail(403, 'Verified Plus required', 'kyc_level_required');
};

export const cardHandlers = (backend: DemoBackend) => [
  route(backend, 'get', 'card/balance', ({ request }) => {
    const user = authedUser(backend, request);
    if (user instanceof Response) return user;
    return ok({
      card_wallet_balance: user.cardBalance,
      main_wallet_balance: usdc(user).balance,
      min_topup_amount: CARD_LIMITS.minTopup,
      max_topup_amount: CARD_LIMITS.maxTopup,
      total_cards: user.cards.filter((c) => c.status !== 'terminated' && c.status !== 'replaced')
        .length,
    });
  }),

  route(backend, 'get', 'card/tiers', ({ request }) => {
    const user = cardUser(backend, request);
    if (user instanceof Response) return user;
    const id = Number(new URL(request.url).searchParams.get('id'));
    return ok({
      card_tiers: id ? tiers(backend).filter((t) => t.id === id) : tiers(backend),
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

  route(backend, 'get', 'card/transactions', ({ request }) => {
    const user = cardUser(backend, request);
    return user instanceof Response ? user : ok(user.cardTransactions);
  }),

  route(backend, 'get', 'card', ({ request }) => {
    const user = cardUser(backend, request);
    if (user instanceof Response) return user;
    const id = new URL(request.url).searchParams.get('id');
    return ok({ cards: id ? user.cards.filter((c) => c.card_id === id) : user.cards });
  }),

  route(backend, 'post', 'card/create', async ({ request }) => {
    const user = cardUser(backend, request);
    if (user instanceof Response) return user;
    const body = await readJson<{
      card_tier_id: number;
      name_on_card: string;
      accept_tnc: boolean;
    }>(request);
    const tier = tiers(backend).find((t) => t.id === body.card_tier_id);
    if (!tier || !body.accept_tnc || !body.name_on_card || body.name_on_card.length > 23)
      return fail(422, 'Validation failed', 'validation_error');
    if (body.name_on_card === TRIGGERS.cardErrorName) return fail(500, 'Internal server error');
    if (tier.slotLimitReached) return fail(400, 'Exclusive Slots Now Full', 'slot_limit_reached');
    const wallet = usdc(user);
    if (new Big(wallet.balance).lt(tier.applicationFee))
      return fail(400, 'Insufficient balance', 'insufficient_balance');
    wallet.balance = new Big(wallet.balance).minus(tier.applicationFee).toString();
    const card = makeCard(nextId(backend.db, 'c'), {
      type: tier.id === 2 ? 'physical' : 'virtual',
      status: tier.id === 2 ? 'processing' : 'active',
      last_four_digits: nextLastFour(backend),
      name_on_card: body.name_on_card,
    });
    user.cards.push(card);
    record(backend, user, {
      purpose: 'card-related',
      amount: `-${tier.applicationFee}`,
      description: { row1: 'Card application', row2: `Tier ${tier.id}` },
    });
    return ok({ card_id: card.card_id }, 201);
  }),

  route(backend, 'post', 'card/topup', async ({ request }) => {
    const user = cardUser(backend, request);
    if (user instanceof Response) return user;
    const body = await readJson<{ amount: string; accept_tnc: boolean }>(request);
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
    const txnHash = `TOP${nextId(backend.db, '')}${token().slice(0, 8).toUpperCase()}`;
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

  route(backend, 'get', 'card/:id/sensitive-info', ({ request, params }) => {
    const user = cardUser(backend, request);
    if (user instanceof Response) return user;
    const card = user.cards.find((c) => c.card_id === params.id && c.type === 'virtual');
    if (!card) return fail(404, 'Card not found', 'not_found');
    return ok({ client_access_token: `demo-card-${token()}`, name_on_card: card.name_on_card });
  }),

  route(backend, 'post', 'card/:id/permission', async ({ request, params }) => {
    const user = cardUser(backend, request);
    if (user instanceof Response) return user;
    const card = user.cards.find((c) => c.card_id === params.id);
    if (!card || card.status === 'terminated' || card.status === 'replaced')
      return fail(404, 'Card not found', 'not_found');
    const body = await readJson<{
      freeze_card: boolean;
      in_store_purchase: boolean;
      online_transaction: boolean;
    }>(request);
    if (typeof body.freeze_card !== 'boolean')
      return fail(422, 'Validation failed', 'validation_error');
    card.permission = {
      freeze_card: body.freeze_card,
      ...(card.type === 'physical'
        ? {
            in_store_purchase: Boolean(body.in_store_purchase),
            online_transaction: Boolean(body.online_transaction),
          }
        : {
            in_store_purchase: card.permission.in_store_purchase,
            online_transaction: card.permission.online_transaction,
          }),
    };
    card.status = body.freeze_card ? 'frozen' : 'active';
    return ok({ card_id: card.card_id, status: card.status, permission: card.permission });
  }),

  route(backend, 'post', 'card/terminate', async ({ request }) => {
    const user = cardUser(backend, request);
    if (user instanceof Response) return user;
    const body = await readJson<{ card_id: string; reason?: string; accept_tnc: boolean }>(request);
    const card = user.cards.find((c) => c.card_id === body.card_id);
    if (!card || !body.accept_tnc) return fail(422, 'Validation failed', 'validation_error');
    card.status = 'terminated';
    return ok();
  }),

  route(backend, 'post', 'card/replace', async ({ request }) => {
    const user = cardUser(backend, request);
    if (user instanceof Response) return user;
    const body = await readJson<{ card_id: string; accept_tnc: boolean }>(request);
    const old = user.cards.find((c) => c.card_id === body.card_id && c.type === 'virtual');
    if (!old || !body.accept_tnc) return fail(422, 'Validation failed', 'validation_error');
    old.status = 'replaced';
    const fresh = makeCard(nextId(backend.db, 'c'), {
      type: 'virtual',
      name_on_card: old.name_on_card,
      last_four_digits: nextLastFour(backend),
    });
    user.cards.push(fresh);
    return ok({ card_id: fresh.card_id });
  }),
];
