/**
 * The tickers the card pages show beside amounts: names, never translated (docs/i18n.md), and the
 * currency a card transaction without one is in.
 */
// eslint-disable-next-line lingui/no-unlocalized-strings -- tickers, not words
export const TICKER = { usd: 'USD', usdc: 'USDC', vef: 'VEF' } as const;
