/* eslint-disable lingui/no-unlocalized-strings -- network names and tickers: never translated */
/** The deposit networks, in the order the supported-networks table lists them (spec 1 section 3). */
export const DEPOSIT_NETWORKS = [
  'Arbitrum',
  'BSC',
  'Polygon',
  'Base',
  'Optimism',
  'Ethereum',
  'Solana',
] as const;
export type DepositNetwork = (typeof DEPOSIT_NETWORKS)[number];

export const DEPOSIT_TICKERS = ['USDC', 'USDT'] as const;
export type DepositTicker = (typeof DEPOSIT_TICKERS)[number];

const SUPPORTED: Record<DepositTicker, readonly DepositNetwork[]> = {
  USDC: ['Arbitrum', 'BSC', 'Polygon', 'Base'],
  USDT: ['Arbitrum', 'BSC', 'Polygon', 'Optimism'],
};

/** Whether `ticker` may be deposited over `network`; anything else is lost, so the table says so. */
export const isSupported = (ticker: DepositTicker, network: DepositNetwork) =>
  SUPPORTED[ticker].includes(network);

/** One row per network: which of the two tokens it carries. */
export const depositMatrix = () =>
  DEPOSIT_NETWORKS.map((network) => ({
    network,
    USDC: isSupported('USDC', network),
    USDT: isSupported('USDT', network),
  }));
