/** The user's KYC state: the identity fields the gating rules read (from the profile). */
export interface KycState {
  kyc_level_name: string;
  sumsub_status?: string | null;
  internal_status?: string | null;
}

/** Items behind the identity gate (spec 1 section 4). */
export type ProtectedItem = 'deposit' | 'referral' | 'cards' | 'buy-crypto';

/** What clicking a protected item does: go on, or which dialog stops the user. */
export type GateResult =
  | 'allowed'
  | 'pending'
  | 'action-required'
  | 'restricted'
  | 'verify'
  | 'upgrade-verified-plus'
  | 'card-level';

/** The level that may use card routes. */
export const CARD_LEVEL = 'verified-plus-vef';

/** Not yet verified at any level. */
export const isUnverified = (s: KycState) => s.kyc_level_name === 'unverified';
/** Rejected by the identity provider or blocked by compliance. */
export const isRestricted = (s: KycState) =>
  s.sumsub_status === 'rejected' || s.internal_status === 'blocked';

const inReview = (s: KycState) =>
  s.sumsub_status === 'pending' || s.sumsub_status === 'requires_action';

/**
 * KYC gating (spec 1 section 4), applied after the session check. A blocked internal status
 * counts as restricted too: the spec keeps compliance-restricted accounts from every protected
 * feature.
 */
export function kycGate(item: ProtectedItem, s: KycState): GateResult {
  if (isRestricted(s)) return 'restricted';
  if (item === 'cards') return cardGate(s);
  if (isUnverified(s)) {
    if (inReview(s)) return 'pending';
    if (s.sumsub_status === 'resubmission_requested') return 'action-required';
    return 'verify';
  }
  return 'allowed';
}

/**
 * Card routes need verified-plus-vef; below it the spec's Upgrade to Verified Plus, but only
 * where it fits the user's level and status: a review under way or waiting for the user says
 * so, and a Verified Plus user (who has nothing to upgrade to) is told what is missing.
 */
function cardGate(s: KycState): GateResult {
  if (s.kyc_level_name === CARD_LEVEL) return 'allowed';
  if (inReview(s)) return 'pending';
  if (s.sumsub_status === 'resubmission_requested') return 'action-required';
  if (s.kyc_level_name === 'verified-plus') return 'card-level';
  return 'upgrade-verified-plus';
}
