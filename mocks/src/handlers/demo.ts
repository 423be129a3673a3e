import Big from 'big.js';
import { z } from 'zod/mini';
import type { DemoBackend } from '../backend';
import { nextId } from '../db';
import { PERSONAS, type ScenarioName } from '../scenarios';
import { fail, ok, route } from './util';

// Request bodies. An unknown verdict, feature or missing switch is the handler's own 422.
const KycResultBody = z.object({ result: z.optional(z.string()), token: z.optional(z.string()) });
const DepositBody = z.object({
  amount: z.optional(z.string()),
  ticker: z.optional(z.enum(['USDC', 'USDT'])),
  unknownSender: z.optional(z.boolean()),
});
const scenarioName = z.custom<ScenarioName>(
  (name) => name === 'demo' || name === 'empty' || Object.hasOwn(PERSONAS, String(name)),
);
const ResetBody = z.object({ scenario: z.optional(scenarioName) });
const FeatureBody = z.object({ route: z.optional(z.string()), enabled: z.optional(z.boolean()) });
const FailingBody = z.object({ call: z.optional(z.string()), failing: z.optional(z.boolean()) });
const SlotsBody = z.object({ full: z.optional(z.boolean()) });

/**
 * Endpoints that exist only in the demo backend, under /api/v1/demo/: what a real deployment
 * does elsewhere (an e-mail inbox, the KYC provider's verdict, a deposit arriving on chain).
 */
export const demoHandlers = (backend: DemoBackend) => [
  route(backend, 'get', 'demo/inbox', () => ok(backend.db.inbox)),

  route(
    backend,
    'post',
    'demo/kyc-result',
    { auth: true, body: KycResultBody },
    ({ user, body: { result, token } }) => {
      // The widget's token names its level and its user, as the provider's access token does.
      const issued = /^demo-sumsub-([13])-(.+)$/.exec(token ?? '');
      if (!issued || issued[2] !== user.email)
        return fail(403, 'Invalid identity verification token', 'sumsub_invalid_token');
      const level = Number(issued[1]);
      if (result === 'GREEN') {
        user.sumsub_status = 'approved';
        // Level 3 is the Verified Plus upgrade; with a VEF wallet it reaches the card level.
        const hasVef = user.wallets.some((w) => w.ticker === 'VEF');
        user.kyc_level_name =
          level === 3 ? (hasVef ? 'verified-plus-vef' : 'verified-plus') : 'verified';
        if (user.verified_names.length === 0) user.verified_names = [user.name.toUpperCase()];
      } else if (result === 'RED') user.sumsub_status = 'rejected';
      else if (result === 'RESUBMIT') user.sumsub_status = 'resubmission_requested';
      else return fail(422, 'result must be GREEN, RED or RESUBMIT', 'validation_error');
      return ok({ sumsub_status: user.sumsub_status, kyc_level_name: user.kyc_level_name });
    },
  ),

  /** A deposit arrives: credited at once from a known sender, held as incoming otherwise. */
  route(backend, 'post', 'demo/deposit', { auth: true, body: DepositBody }, ({ user, body }) => {
    const { amount = '100', ticker = 'USDC', unknownSender = false } = body;
    const address = '0x5e1d9f2a3b4c5d6e7f8091a2b3c4d5e6f7a8b9c0';
    if (unknownSender) {
      user.incoming.push({
        id: nextId(backend.db, 'in'),
        ticker,
        amount,
        address,
        timestamp: new Date(backend.now()).toISOString(),
      });
    } else {
      const wallet = user.wallets.find((w) => w.ticker === 'USDC')!;
      wallet.balance = new Big(wallet.balance).plus(amount).toString();
      user.transactions.unshift({
        date: new Date(backend.now()).toISOString(),
        txnHash: 'pending',
        type: 'onchain',
        url: null,
        purpose: 'deposit',
        ticker,
        amount,
        transactionId: nextId(backend.db, 'T'),
        description: { row1: 'Deposit', row2: 'Arriving' },
      });
    }
    return ok();
  }),

  route(backend, 'post', 'demo/reset', { body: ResetBody }, ({ body: { scenario = 'demo' } }) => {
    backend.reset(scenario);
    return ok();
  }),

  route(backend, 'post', 'demo/features', { body: FeatureBody }, ({ body }) => {
    const { route: prefix, enabled } = body;
    const feature = backend.db.features.find((f) => f.route === prefix);
    if (!feature || typeof enabled !== 'boolean')
      return fail(422, 'Unknown feature', 'validation_error');
    feature.enabled = enabled;
    return ok(backend.db.features);
  }),

  /** Switches a call ("POST profile/delete") to failing with 500, for the generic error dialog. */
  route(backend, 'post', 'demo/failing', { body: FailingBody }, ({ body: { call, failing } }) => {
    if (!call || typeof failing !== 'boolean')
      return fail(422, 'call and failing are required', 'validation_error');
    backend.setFailing(call, failing);
    return ok(backend.db.failing);
  }),

  route(backend, 'get', 'demo/failing', () => ok(backend.db.failing)),

  /** Every access token expires now (a real one lives 15 minutes): the next call refreshes. */
  route(backend, 'post', 'demo/expire-tokens', () => {
    backend.expireAccessTokens();
    return ok();
  }),

  route(backend, 'post', 'demo/slots-full', { body: SlotsBody }, ({ body: { full } }) => {
    backend.db.slotsFull = Boolean(full);
    return ok();
  }),
];
