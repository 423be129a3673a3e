import { get } from '../client/shared';
import { referralRewardsSchema, referralSchema } from './schemas';

/** The referral programme (spec 1 section 7). */
export const getReferral = () => get('referral', referralSchema);
export const getReferralRewards = () => get('referral/rewards', referralRewardsSchema);
