import { isApiError } from '@wallet/api';
import { SEND_MESSAGES } from '../money/sendAmount';

/** The 24-hour withdrawal limit, as kyc_limit_reached_message carries it. */
export interface LimitReached {
  limitUsd?: string;
  remainingUsd?: string;
  hours: number;
  email?: string;
}

export type SendOutcome =
  | { kind: 'field'; field: 'amount' | 'recipientAddress'; message: string }
  | { kind: 'limit'; limit: LimitReached }
  | { kind: 'generic'; message?: string };

const text = (v: unknown) =>
  typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)) ? String(v) : undefined;

/** Reads the limit's numbers from the error details, whatever of them the server sent. */
function limitOf(details: unknown): LimitReached {
  const d = (details && typeof details === 'object' ? details : {}) as Record<string, unknown>;
  const hours = Number(text(d.window_hours));
  return {
    limitUsd: text(d.limit_usd ?? d.limit),
    remainingUsd: text(d.remaining_usd ?? d.remaining),
    hours: Number.isInteger(hours) && hours > 0 ? hours : 24,
    email: text(d.compliance_email ?? d.email),
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
    return { kind: 'generic', message: 'This transaction has already been sent.' };
  return { kind: 'generic' };
}
