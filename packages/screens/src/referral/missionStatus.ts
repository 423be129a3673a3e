import { formatAmount, toDecimal } from '@wallet/ui';

/** Decimals shown per ticker (spec 1 section 9): USDC to 6 places, VEF whole tokens. */
export const TICKER_DECIMALS: Record<string, number> = { USDC: 6, VEF: 0 };

export const amountIn = (value: string, ticker: string) =>
  `${formatAmount(value, { decimals: TICKER_DECIMALS[ticker.toUpperCase()] ?? 6 }) ?? '—'} ${ticker}`;

interface Mission {
  status: string;
  amount?: string | null;
  ticker?: string | null;
}

/**
 * What a mission cell of the rewards table says (spec 1 section 4): the reward when it has an
 * amount and a ticker, else Pending (pending, reward_pending), Expired or Completed. An unknown
 * status is shown as the server wrote it rather than guessed at.
 */
export function missionCell({ status, amount, ticker }: Mission): string {
  if (amount && ticker && toDecimal(amount)) return amountIn(amount, ticker);
  switch (status.toLowerCase()) {
    case 'pending':
    case 'reward_pending':
      return 'Pending';
    case 'expired':
      return 'Expired';
    case 'completed':
      return 'Completed';
    default:
      return status;
  }
}
