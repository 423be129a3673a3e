import useSWR from 'swr';
import { forUser } from '../client/shared';
import { getReferral, getReferralRewards } from './endpoints';

/** SWR keys of the referral area: the user's own, and the rewards on offer (the same for all). */
export const referralKeys = {
  referral: (email: string) => ['referral', email] as const,
  referralRewards: ['referral/rewards'] as const,
};

export const useReferral = () => useSWR(forUser(referralKeys.referral), () => getReferral());
export const useReferralRewards = () =>
  useSWR(referralKeys.referralRewards, () => getReferralRewards());
