import type { DemoBackend } from '../backend';
import { ok, route } from './util';

export const referralHandlers = (backend: DemoBackend) => [
  route(backend, 'get', 'referral', { auth: true }, ({ user }) =>
    ok({
      referral_code: user.referral_code,
      referees_mission_status: user.referees,
      referrer_rewards_earned: user.rewardsEarned,
    }),
  ),
  route(backend, 'get', 'referral/rewards', () =>
    ok({
      mission_one: { referrer_amount: '5', ticker: 'USDC' },
      mission_two: { referrer_amount: '15', ticker: 'USDC', referee_amount: '5' },
    }),
  ),
];
