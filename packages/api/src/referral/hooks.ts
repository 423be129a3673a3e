import { query, useQuery } from '../client/swrQuery';
import { forUser } from '../client/shared';
import { getReferral, getReferralRewards } from './endpoints';

/** SWR keys of the referral area: the user's own, and the rewards on offer (the same for all). */
export const referralKeys = {
  referral: (email: string) => ['referral', email] as const,
  referralRewards: ['referral/rewards'] as const,
};

/** The reads of the area's hooks, which route loaders preload (preload.ts). */
export const referralQueries = {
  referral: query(
    () => forUser(referralKeys.referral),
    () => getReferral(),
  ),
  referralRewards: query(
    () => referralKeys.referralRewards,
    () => getReferralRewards(),
  ),
};

export const useReferral = () => useQuery(referralQueries.referral);
export const useReferralRewards = () => useQuery(referralQueries.referralRewards);
