import { z } from 'zod/mini';
import { amount } from '../client/shared';

/** The referral programme: the user's code, referees' missions, the rewards on offer. */

export const missionSchema = z.looseObject({
  status: z.string(),
  amount: z.nullish(amount),
  ticker: z.nullish(z.string()),
});
export const refereeRowSchema = z.looseObject({
  email: z.string(),
  mission_one: missionSchema,
  mission_two: missionSchema,
});
export const referralSchema = z.looseObject({
  referral_code: z.string(),
  referees_mission_status: z._default(z.array(refereeRowSchema), []),
  referrer_rewards_earned: z.looseObject({
    USDC: z._default(amount, '0'),
    VEF: z._default(amount, '0'),
  }),
});
export type Referral = z.infer<typeof referralSchema>;
export type RefereeRow = z.infer<typeof refereeRowSchema>;

export const referralRewardsSchema = z.looseObject({
  mission_one: z.looseObject({ referrer_amount: amount, ticker: z.string() }),
  mission_two: z.looseObject({
    referrer_amount: amount,
    ticker: z.string(),
    referee_amount: amount,
  }),
});
export type ReferralRewards = z.infer<typeof referralRewardsSchema>;
