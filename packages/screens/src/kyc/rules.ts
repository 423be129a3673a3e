import { isRestricted, isUnverified, type KycState } from '../common/kycGate/rules';

/** The identity widget's token level: 3 (upgrade) at the verified level, else 1. */
export const kycTokenLevel = (s: KycState) => (s.kyc_level_name === 'verified' ? 3 : 1);

/** Back from the identity widget: the dashboard for unverified, rejected or blocked users. */
export const kycBackGoesHome = (s: KycState) => isUnverified(s) || isRestricted(s);
