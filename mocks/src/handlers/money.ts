import Big from 'big.js';
import { z } from 'zod/mini';
import type { Transaction } from '@wallet/api';
import type { DemoBackend } from '../backend';
import type { DemoUser } from '../db';
import { nextId } from '../db';
import { addressFor } from '../fixtures';
import { inLanguage } from '../language';
import { COMPLIANCE_EMAIL, TRIGGERS } from '../triggers';
import { EVM_ADDRESS, decimalInput, fail, ok, route } from './util';

export const SEND = { minAmount: '10', fee: '1.5', network: 'Arbitrum' } as const;
export const YIELD = { apy: '4.5', minDeposit: '10' } as const;

export const usdc = (user: DemoUser) => user.wallets.find((w) => w.ticker === 'USDC')!;

/**
 * A request's amount, when it is one as a real backend would take it: a plain unsigned decimal
 * string or a finite JSON number. Big alone would also read "1e5", "-1" or " 10".
 */
const decimal = (value: unknown) => {
  if (typeof value === 'number')
    return Number.isFinite(value) && value >= 0 ? new Big(value) : undefined;
  return typeof value === 'string' && /^\d+(\.\d+)?$/.test(value) ? new Big(value) : undefined;
};

/** Records a movement in the user's transaction history, newest first. */
export function record(
  backend: DemoBackend,
  user: DemoUser,
  entry: Pick<Transaction, 'purpose' | 'amount'> & Partial<Transaction>,
) {
  const id = nextId(backend.db, 'T');
  user.transactions.unshift({
    date: new Date(backend.now()).toISOString(),
    txnHash: `0x${addressFor(id).slice(2)}${addressFor(`${id}b`).slice(2, 26)}`,
    type: 'onchain',
    url: `https://arbiscan.io/tx/0x${addressFor(id).slice(2)}`,
    ticker: 'USDC',
    transactionId: id,
    description: { row1: entry.purpose, row2: '' },
    ...entry,
  });
}

// Request bodies; a missing field or an amount that is no number is the handler's own answer
// (below_minimum, invalid_address, validation_error), so every field is optional here.
const SendBody = z.object({
  crypto_id: z.optional(z.string()),
  amount: z.optional(decimalInput),
  recipient_name: z.optional(z.string()),
  recipient_address: z.optional(z.string()),
});
type SendBody = z.infer<typeof SendBody>;
const ConfirmSendBody = z.extend(SendBody, {
  crypto_network_fee: z.optional(z.string()),
  crypto_nett_amount: z.optional(z.string()),
});
const AmountBody = z.object({
  crypto_id: z.optional(z.string()),
  amount: z.optional(decimalInput),
});
const CreateWalletBody = z.object({ crypto_id: z.optional(z.string()) });
const SenderBody = z.object({ sender_name: z.optional(z.string()) });

/**
 * Why a withdrawal is refused, if it is: the checks it passes at review and again at
 * confirmation. Once none refuses, `body.amount` is a valid amount.
 */
function checkSend(user: DemoUser, body: SendBody) {
  const amount = decimal(body.amount);
  if (
    !body.recipient_address ||
    !EVM_ADDRESS.test(body.recipient_address) ||
    body.recipient_address === TRIGGERS.invalidWithdrawAddress
  )
    return fail(400, 'Invalid address', 'invalid_address');
  if (!body.recipient_name?.trim() || body.recipient_name.length > 40)
    return fail(422, 'Validation failed', 'validation_error');
  if (!amount || amount.lt(SEND.minAmount))
    return fail(400, `Minimum amount is ${SEND.minAmount}`, 'below_minimum');
  // Nothing would arrive: an amount the fee eats whole is refused like one below the minimum.
  if (amount.lte(SEND.fee))
    return fail(400, `The amount must be more than the ${SEND.fee} USDC fee`, 'below_minimum');
  if (amount.gt(usdc(user).balance))
    return fail(400, 'Insufficient balance', 'insufficient_balance');
  const remaining = new Big(user.withdrawLimitUsd).minus(user.withdrawnLast24h);
  if (amount.gt(remaining))
    return fail(400, 'kyc_limit_reached_message', 'kyc_limit_reached_message', {
      limit_usd: user.withdrawLimitUsd,
      remaining_usd: remaining.lt(0) ? '0' : remaining.toString(),
      window_hours: 24,
      compliance_email: COMPLIANCE_EMAIL,
    });
  return undefined;
}

/** Earn moves USDC from the Main Wallet into the Yield Wallet; Redeem moves it back. */
function moveYield(
  backend: DemoBackend,
  user: DemoUser,
  body: z.infer<typeof AmountBody>,
  direction: 'earn' | 'redeem',
) {
  const amount = decimal(body.amount);
  if (!amount || amount.lte(0)) return fail(422, 'Please enter a valid amount', 'validation_error');
  const earn = direction === 'earn';
  if (amount.eq(TRIGGERS.yieldErrorAmount))
    return fail(
      400,
      `${earn ? 'Yield deposits are' : 'Redemptions are'} paused for maintenance. Please try again later.`,
      'yield_paused',
    );
  if (earn && amount.lt(YIELD.minDeposit))
    return fail(400, `The minimum deposit is ${YIELD.minDeposit} USDC`, 'below_minimum');
  const wallet = usdc(user);
  const source = earn ? wallet.balance : user.yield.balance;
  if (amount.gt(source))
    return fail(
      400,
      `Insufficient balance in your ${earn ? 'Main' : 'Yield'} Wallet`,
      'insufficient_balance',
    );
  const signed = earn ? amount.neg() : amount;
  wallet.balance = new Big(wallet.balance).plus(signed).toString();
  user.yield.balance = new Big(user.yield.balance).minus(signed).toString();
  record(backend, user, {
    purpose: 'yield-related',
    amount: signed.toString(),
    description: earn
      ? { row1: 'Earn', row2: 'To Yield Wallet' }
      : { row1: 'Redeem', row2: 'From Yield Wallet' },
  });
  return ok({ amount: amount.toString() });
}

export const moneyHandlers = (backend: DemoBackend) => [
  route(backend, 'get', 'wallets', { auth: true }, ({ user }) =>
    ok(
      user.wallets.map((w) => ({
        ticker: w.ticker,
        crypto_id: w.crypto_id,
        address: w.address,
        main_wallet_balance: w.balance,
        fiat_equivalent:
          w.ticker === 'USDC' ? w.balance : new Big(w.balance).times('0.019').toString(),
        exchange_rate: w.ticker === 'USDC' ? '1' : '0.019',
        fiat_id: 'USD',
      })),
    ),
  ),

  route(
    backend,
    'post',
    'wallets/create',
    { auth: true, body: CreateWalletBody },
    ({ user, body }) => {
      const { crypto_id } = body;
      if (crypto_id !== 'VEF' && crypto_id !== 'ARB-USDC')
        return fail(422, 'Unsupported crypto', 'validation_error');
      const ticker = crypto_id === 'VEF' ? 'VEF' : 'USDC';
      let wallet = user.wallets.find((w) => w.ticker === ticker);
      if (!wallet) {
        wallet = {
          ticker,
          crypto_id,
          address: addressFor(`${user.email}:${ticker.toLowerCase()}`),
          balance: '0',
        };
        user.wallets.push(wallet);
      }
      // A wallet listed before it has an address (spec 1: Create Wallet) gets one now.
      if (!wallet.address) wallet.address = addressFor(`${user.email}:${ticker.toLowerCase()}`);
      return ok({ address: wallet.address });
    },
  ),

  route(backend, 'get', 'transaction', { auth: true }, ({ user, request }) => {
    const language = request.headers.get('Accept-Language');
    return ok(
      user.transactions.map((row) => ({
        ...row,
        description: row.description && {
          row1: inLanguage(row.description.row1, language),
          row2: inLanguage(row.description.row2, language),
        },
      })),
    );
  }),

  route(backend, 'get', 'receive/incoming', { auth: true }, ({ user }) =>
    ok({ incoming_deposits: user.incoming }),
  ),

  route(
    backend,
    'post',
    'receive/incoming/:id',
    { auth: true, body: SenderBody },
    ({ user, body, params }) => {
      const { sender_name } = body;
      if (!sender_name?.trim() || sender_name.length > 40)
        return fail(422, 'Validation failed', 'validation_error');
      const deposit = user.incoming.find((d) => d.id === params.id);
      if (!deposit) return fail(404, 'Deposit not found', 'not_found');
      user.incoming = user.incoming.filter((d) => d !== deposit);
      // Non-USDC deposits are converted to USDC on Arbitrum.
      const wallet = usdc(user);
      wallet.balance = new Big(wallet.balance).plus(deposit.amount).toString();
      record(backend, user, {
        purpose: 'deposit',
        amount: deposit.amount,
        description: { row1: 'Deposit', row2: `From ${sender_name}` },
      });
      return ok({ incoming_deposits: user.incoming });
    },
  ),

  route(backend, 'get', 'send', { auth: true }, ({ user }) =>
    ok({
      crypto_balance: usdc(user).balance,
      crypto_min_amount: SEND.minAmount,
      crypto: 'USDC',
      crypto_id: 'ARB-USDC',
      crypto_fee: SEND.fee,
      crypto_network: SEND.network,
    }),
  ),

  route(backend, 'post', 'send/review', { auth: true, body: SendBody }, ({ user, body }) => {
    const refused = checkSend(user, body);
    if (refused) return refused;
    // The review send/confirm may send, once.
    user.pendingSend = {
      amount: decimal(body.amount)!.toString(),
      recipient_name: body.recipient_name!,
      recipient_address: body.recipient_address!,
    };
    return ok({ reviewed: true });
  }),

  route(
    backend,
    'post',
    'send/confirm',
    { auth: true, body: ConfirmSendBody },
    ({ user, body }) => {
      if (body.amount === TRIGGERS.withdrawErrorAmount) return fail(500, 'Internal server error');
      const refused = checkSend(user, body);
      if (refused) return refused;
      const amount = decimal(body.amount)!;
      // The fee and what arrives must be what the server charges: never a nett of "0" or a guess.
      const fee = decimal(body.crypto_network_fee);
      const nett = decimal(body.crypto_nett_amount);
      if (!fee || !fee.eq(SEND.fee) || !nett || !nett.eq(amount.minus(SEND.fee)))
        return fail(400, 'The network fee or the amount received does not match', 'fee_mismatch');
      // Only what was reviewed, and only once: a second Confirm (another tab) sends nothing.
      const reviewed = user.pendingSend;
      if (
        !reviewed ||
        !amount.eq(reviewed.amount) ||
        reviewed.recipient_name !== body.recipient_name ||
        reviewed.recipient_address !== body.recipient_address
      )
        return fail(
          409,
          'This transaction has already been sent or was not reviewed',
          'already_sent',
        );
      user.pendingSend = null;
      const wallet = usdc(user);
      wallet.balance = new Big(wallet.balance).minus(amount).toString();
      user.withdrawnLast24h = new Big(user.withdrawnLast24h).plus(amount).toString();
      record(backend, user, {
        purpose: 'withdraw',
        amount: amount.neg().toString(),
        // The network fee within the amount (docs/api.md, "Questions for the backend").
        fee: SEND.fee,
        description: { row1: 'Withdraw', row2: `To ${body.recipient_name}` },
        // The history is what the lookalike check compares a new recipient with.
        address: reviewed.recipient_address,
      });
      return ok({ sent: true, transactionId: user.transactions[0]!.transactionId });
    },
  ),

  route(backend, 'get', 'yield/:cryptoId', { auth: true }, ({ user }) =>
    ok({
      crypto_id: 'ARB-USDC',
      ticker: 'USDC',
      yield_balance: user.yield.balance,
      eligible_balance: user.yield.balance,
      cumulative_reward: user.yield.cumulative_reward,
      apy: YIELD.apy,
      main_wallet_balance: usdc(user).balance,
      min_deposit_amount: YIELD.minDeposit,
      min_balance_required: '0',
    }),
  ),

  route(
    backend,
    'post',
    'yield/confirm-deposit',
    { auth: true, body: AmountBody },
    ({ user, body }) => moveYield(backend, user, body, 'earn'),
  ),
  route(
    backend,
    'post',
    'yield/confirm-redeem',
    { auth: true, body: AmountBody },
    ({ user, body }) => moveYield(backend, user, body, 'redeem'),
  ),
];
