import { t } from '@lingui/core/macro';
import { AMOUNT_DECIMALS, decimalsFor, toDecimal } from '@wallet/ui';

/** A reward's decimals (spec 1 section 9): USDC to 6 places, VEF whole tokens. */
export const rewardDecimals = (ticker: string) =>
  ticker.toUpperCase() === 'VEF' ? AMOUNT_DECIMALS.reward : decimalsFor(ticker);

interface Mission {
  status: string;
  amount?: string | null;
  ticker?: string | null;
}

/**
 * What a mission cell of the rewards table says (spec 1 section 4): the reward when it has an
 * amount and a ticker, else Pending (pending, reward_pending), Expired or Completed. An unknown
 * status is shown as the server wrote it rather than guessed at. In the active language: call it
 * at render.
 */
export function missionCell({ status, amount, ticker }: Mission): MissionCell {
  if (amount && ticker && toDecimal(amount)) return { reward: { amount, ticker } };
  return { label: missionLabel(status) };
}

export type MissionCell = { reward: { amount: string; ticker: string } } | { label: string };

function missionLabel(status: string) {
  switch (status.toLowerCase()) {
    case 'pending':
    case 'reward_pending':
      return t`Pending`;
    case 'expired':
      return t`Expired`;
    case 'completed':
      return t`Completed`;
    default:
      return status;
  }
}
