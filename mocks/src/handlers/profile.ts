import Big from 'big.js';
import { z } from 'zod/mini';
import type { DemoBackend } from '../backend';
import type { DemoUser } from '../db';
import { fail, ok, route } from './util';

// Request bodies; the handlers answer a missing name or flag with their own validation_error.
const PreferencesBody = z.object({
  name: z.optional(z.string()),
  preferred_locale: z.optional(z.string()),
  timezone: z.optional(z.string()),
});
const MarketingBody = z.object({ email_marketing: z.optional(z.boolean()) });

export const profileOf = (user: DemoUser) => ({
  name: user.name,
  email: user.email,
  kyc_level_name: user.kyc_level_name,
  sumsub_status: user.sumsub_status,
  internal_status: user.internal_status,
  referral_user_id: user.referred_by,
  timezone: user.timezone,
  preferred_locale: user.preferred_locale,
  email_marketing: user.email_marketing,
});

/** Deletion is refused while funds remain or deposits are pending (spec 1 section 6). */
const canDelete = (user: DemoUser) =>
  user.incoming.length === 0 &&
  user.wallets.every((w) => new Big(w.balance).eq(0)) &&
  new Big(user.yield.balance).eq(0) &&
  new Big(user.cardBalance).eq(0);

export const profileHandlers = (backend: DemoBackend) => [
  route(backend, 'get', 'profile', { auth: true }, ({ user }) => ok(profileOf(user))),

  route(
    backend,
    'post',
    'profile/preferences',
    { auth: true, body: PreferencesBody },
    ({ user, body }) => {
      const name = body.name?.trim() ?? '';
      if (!name || name.length > 40)
        return fail(422, 'Validation failed', 'validation_error', { fields: ['name'] });
      user.name = name;
      if (body.preferred_locale) user.preferred_locale = body.preferred_locale;
      if (body.timezone) user.timezone = body.timezone.replaceAll(' ', '_');
      return ok(profileOf(user));
    },
  ),

  route(
    backend,
    'post',
    'profile/email-marketing',
    { auth: true, body: MarketingBody },
    ({ user, body }) => {
      if (typeof body.email_marketing !== 'boolean')
        return fail(422, 'Validation failed', 'validation_error');
      user.email_marketing = body.email_marketing;
      return ok({ email_marketing: user.email_marketing });
    },
  ),

  route(backend, 'post', 'profile/validate-delete', { auth: true }, ({ user }) =>
    ok({
      message: canDelete(user) ? 'user_valid_for_deletion' : 'user_wallet_requirement_not_met',
    }),
  ),

  route(backend, 'post', 'profile/delete', { auth: true }, ({ user }) => {
    if (!canDelete(user))
      return fail(400, 'user_wallet_requirement_not_met', 'user_wallet_requirement_not_met');
    user.internal_status = 'deleted';
    for (const [access, session] of Object.entries(backend.db.sessions))
      if (session.email === user.email) delete backend.db.sessions[access];
    return ok({ message: 'user_deleted_success' });
  }),
];
