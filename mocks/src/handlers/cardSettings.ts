import { z } from 'zod/mini';
import { newToken, type DemoBackend } from '../backend';
import { nextId, type DemoUser } from '../db';
import { makeCard } from '../fixtures';
import { CARD_USER, nextLastFour } from './cards';
import { fail, ok, route } from './util';

/** Managing a card (spec 2 section 7): details, permissions, terminate, replace. */

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
];
