import type { KycState } from '../common';

export type ShellBanner = 'action-required' | 'get-verified' | 'incoming-deposit' | null;

/** The one banner under the top bar (spec 1 section 4), or none. */
export function shellBanner(s: KycState, incomingDeposits: number): ShellBanner {
  if (s.sumsub_status === 'resubmission_requested') return 'action-required';
  const waiting = ['rejected', 'pending', 'requires_action'].includes(s.sumsub_status ?? '');
  if (s.kyc_level_name === 'unverified' && !waiting) return 'get-verified';
  return incomingDeposits > 0 ? 'incoming-deposit' : null;
}
