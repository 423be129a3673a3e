import Big from 'big.js';
import { z } from 'zod/mini';
import { newToken, type DemoBackend } from '../backend';
import { nextId, type DemoUser } from '../db';
import { makeCard } from '../fixtures';
import { TRIGGERS } from '../triggers';
import { CARD_USER, nextLastFour, tiers } from './cards';
import { record, usdc } from './money';
import { fail, ok, route } from './util';

/**
 * Managing a card (spec 2 section 7): details, permissions, terminate, replace; and the two calls
 * we propose (docs/api.md, "Proposed calls"): a physical card's PIN and its replacement.
 */

// Request bodies; a missing field is the handler's validation_error (422).
const PermissionBody = z.object({
  freeze_card: z.optional(z.boolean()),
  in_store_purchase: z.optional(z.boolean()),
  online_transaction: z.optional(z.boolean()),
});
const TerminateBody = z.object({
  card_id: z.optional(z.string()),
  reason: z.optional(z.string()),
  accept_tnc: z.optional(z.boolean()),
});
const ReplaceBody = z.object({
  card_id: z.optional(z.string()),
  accept_tnc: z.optional(z.boolean()),
});
const PinBody = z.object({
  current_pin: z.optional(z.string()),
  new_pin: z.optional(z.string()),
});
const ADDRESS_FIELDS = [
  'country',
  'state',
  'city',
  'post_code',
  'address',
  'phone_number',
  'mobile_code',
] as const;
const PhysicalReplaceBody = z.object({
  card_id: z.optional(z.string()),
  accept_tnc: z.optional(z.boolean()),
  country: z.optional(z.string()),
  state: z.optional(z.string()),
  city: z.optional(z.string()),
  post_code: z.optional(z.string()),
  address: z.optional(z.string()),
  phone_number: z.optional(z.string()),
  mobile_code: z.optional(z.string()),
});

/** A card PIN as the issuer takes it: four digits. */
const PIN = /^\d{4}$/;
/** The physical card's tier (spec 2 section 3): its fee is what a replacement charges. */
const PHYSICAL_TIER = 2;

/**
 * The card an action may change: a terminated or replaced card is gone for good, and every
 * action on it is refused as for an unknown card (404 not_found).
 */
const liveCard = (user: DemoUser, cardId: unknown) =>
  user.cards.find(
    (c) => c.card_id === cardId && c.status !== 'terminated' && c.status !== 'replaced',
  );
const cardNotFound = () => fail(404, 'Card not found', 'not_found');
/**
 * Freeze, unfreeze and the details are for a card in use (active or frozen): one still being
 * issued is refused, so no action can turn it active before the issuer does.
 */
const inUse = (card: { status: string }) => card.status === 'active' || card.status === 'frozen';
const cardNotActive = () => fail(400, 'The card is not active yet', 'card_not_active');

export const cardSettingsHandlers = (backend: DemoBackend) => [
  route(backend, 'get', 'card/:id/sensitive-info', CARD_USER, ({ user, params }) => {
    const card = liveCard(user, params.id);
    if (card?.type !== 'virtual') return cardNotFound();
    if (!inUse(card)) return cardNotActive();
    // The demo widget (packages/app/public-demo/card-widget.js) shows demo details for the last
    // four digits carried in its token; a real provider's token is opaque.
    return ok({
      client_access_token: `demo-card.${card.last_four_digits}.${newToken()}`,
      name_on_card: card.name_on_card,
    });
  }),

  route(
    backend,
    'post',
    'card/:id/permission',
    { ...CARD_USER, body: PermissionBody },
    ({ user, body, params }) => {
      const card = liveCard(user, params.id);
      if (!card) return cardNotFound();
      if (!inUse(card)) return cardNotActive();
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
    },
  ),

  route(
    backend,
    'post',
    'card/terminate',
    { ...CARD_USER, body: TerminateBody },
    ({ user, body }) => {
      if (!body.card_id || !body.accept_tnc)
        return fail(422, 'Validation failed', 'validation_error');
      const card = liveCard(user, body.card_id);
      if (!card) return cardNotFound();
      card.status = 'terminated';
      return ok();
    },
  ),

  route(backend, 'post', 'card/replace', { ...CARD_USER, body: ReplaceBody }, ({ user, body }) => {
    if (!body.card_id || !body.accept_tnc)
      return fail(422, 'Validation failed', 'validation_error');
    const old = liveCard(user, body.card_id);
    if (old?.type !== 'virtual') return cardNotFound();
    old.status = 'replaced';
    const fresh = makeCard(nextId(backend.db, 'c'), {
      type: 'virtual',
      name_on_card: old.name_on_card,
      last_four_digits: nextLastFour(backend, user),
    });
    user.cards.push(fresh);
    return ok({ card_id: fresh.card_id });
  }),

  route(
    backend,
    'post',
    'card/:id/pin',
    { ...CARD_USER, body: PinBody },
    ({ user, body, params }) => {
      const card = liveCard(user, params.id);
      if (card?.type !== 'physical') return cardNotFound();
      if (!inUse(card)) return cardNotActive();
      if (!PIN.test(body.current_pin ?? '') || !PIN.test(body.new_pin ?? ''))
        return fail(422, 'Validation failed', 'validation_error');
      const current = user.cardPins?.[card.card_id] ?? TRIGGERS.cardPin;
      if (body.current_pin !== current)
        return fail(400, 'The current PIN is incorrect', 'invalid_current_pin');
      user.cardPins = { ...user.cardPins, [card.card_id]: body.new_pin! };
      return ok();
    },
  ),

  route(
    backend,
    'post',
    'card/replace-physical',
    { ...CARD_USER, body: PhysicalReplaceBody },
    ({ user, body }) => {
      if (!body.card_id || !body.accept_tnc || ADDRESS_FIELDS.some((f) => !body[f]?.trim()))
        return fail(422, 'Validation failed', 'validation_error');
      // A replaced card is gone: a second replacement of it (a double click, another tab) is
      // refused here before any fee is taken.
      const old = liveCard(user, body.card_id);
      if (old?.type !== 'physical') return cardNotFound();
      if (!inUse(old)) return cardNotActive();
      const fee = tiers(backend).find((t) => t.id === PHYSICAL_TIER)!.applicationFee;
      const wallet = usdc(user);
      if (new Big(wallet.balance).lt(fee))
        return fail(400, 'Insufficient balance', 'insufficient_balance');
      wallet.balance = new Big(wallet.balance).minus(fee).toString();
      // Spec 2: the current card is terminated and all its services discontinued.
      old.status = 'replaced';
      // Being prepared until it arrives (14 business days) and is activated, which the app has
      // no step for: it does not turn active on its own as a new virtual card does.
      const fresh = makeCard(nextId(backend.db, 'c'), {
        type: 'physical',
        status: 'processing',
        name_on_card: old.name_on_card,
        last_four_digits: nextLastFour(backend, user),
      });
      user.cards.push(fresh);
      record(backend, user, {
        purpose: 'card-related',
        amount: `-${fee}`,
        description: { row1: 'Card replacement', row2: 'Physical card' },
      });
      return ok({ card_id: fresh.card_id }, 201);
    },
  ),
];
