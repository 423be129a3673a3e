import { t } from '@lingui/core/macro';
import { isApiError } from '@wallet/api';
import { SEND_MESSAGES } from '../money/sendAmount';

/**
 * The withdrawal limit's figures, as far as kyc_limit_reached_message carries them. The spec
 * names no detail keys (docs/api.md asks): each is optional, and the window is the spec's 24 hours.
 */
export interface LimitReached {
  limitUsd?: string;
  remainingUsd?: string;
  email?: string;
}

export type SendOutcome =
  | { kind: 'field'; field: 'amount' | 'recipientAddress'; message: string }
  | { kind: 'limit'; limit: LimitReached }
  | { kind: 'generic'; message?: string };

/** A non-negative plain decimal (a string, or a JSON number written out), else undefined. */
const usd = (v: unknown) => {
  const text = typeof v === 'number' && Number.isFinite(v) ? String(v) : v;
  return typeof text === 'string' && /^\d+(\.\d+)?$/.test(text) ? text : undefined;
};
const email = (v: unknown) =>
  typeof v === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v) ? v : undefined;

/** Reads the limit's figures from the error details, whatever of them the server sent. */
function limitOf(details: unknown): LimitReached {
  const d = (details && typeof details === 'object' ? details : {}) as Record<string, unknown>;
  return {
    limitUsd: usd(d.limit_usd ?? d.limit),
    remainingUsd: usd(d.remaining_usd ?? d.remaining),
    email: email(d.compliance_email ?? d.email),
  };
}

/**
 * What a failed send/review or send/confirm shows (spec 1 section 8): invalid_address under the
 * address, the amount rules under the amount, kyc_limit_reached_message as the limit dialog, a
 * review that was already sent as its own message, anything else as the generic dialog.
 */
export function sendOutcome(error: unknown): SendOutcome {
  if (!isApiError(error)) return { kind: 'generic' };
  const id = String(error.errorId ?? '');
  const all = `${id.toLowerCase()} ${error.searchableText}`;
  if (all.includes('kyc_limit_reached_message'))
    return { kind: 'limit', limit: limitOf(error.details) };
  if (error.status >= 500) return { kind: 'generic' };
  if (all.includes('invalid_address'))
    return { kind: 'field', field: 'recipientAddress', message: SEND_MESSAGES.invalidAddress };
  if (id === 'insufficient_balance')
    return { kind: 'field', field: 'amount', message: SEND_MESSAGES.insufficient };
  if (id === 'below_minimum') return { kind: 'field', field: 'amount', message: error.message };
  if (id === 'already_sent')
    return { kind: 'generic', message: t`This transaction has already been sent.` };
  return { kind: 'generic' };
}
