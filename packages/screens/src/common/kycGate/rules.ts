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
  'allowed' | 'pending' | 'action-required' | 'restricted' | 'verify' | 'upgrade-verified-plus';

/** The level that may use card routes. */
export const CARD_LEVEL = 'verified-plus-vef';

/** Not yet verified at any level. */
export const isUnverified = (s: KycState) => s.kyc_level_name === 'unverified';
/** Rejected by the identity provider or blocked by compliance. */
export const isRestricted = (s: KycState) =>
  s.sumsub_status === 'rejected' || s.internal_status === 'blocked';

/**
 * KYC gating (spec 1 section 4), applied after the session check. A blocked internal status
 * counts as restricted too: the spec keeps compliance-restricted accounts from every protected
 * feature.
 */
export function kycGate(item: ProtectedItem, s: KycState): GateResult {
  if (item === 'cards')
    return s.kyc_level_name === CARD_LEVEL ? 'allowed' : 'upgrade-verified-plus';
  if (isRestricted(s)) return 'restricted';
  if (isUnverified(s)) {
    if (s.sumsub_status === 'pending' || s.sumsub_status === 'requires_action') return 'pending';
    if (s.sumsub_status === 'resubmission_requested') return 'action-required';
    return 'verify';
  }
  return 'allowed';
}
