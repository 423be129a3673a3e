import { Amount, type AmountProps } from '@wallet/ui';
import { rewardDecimals } from './missionStatus';

/** A referral reward: ui Amount with the reward's decimals (VEF whole tokens). */
export const Reward = ({
  amount,
  ticker,
  ...props
}: { amount: string; ticker: string } & Pick<AmountProps, 'trimZeros'>) => (
  <Amount value={amount} ticker={ticker} decimals={rewardDecimals(ticker)} {...props} />
);
