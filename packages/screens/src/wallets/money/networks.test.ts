import { describe, expect, it } from 'vitest';
import { depositMatrix, isSupported } from './networks';

describe('deposit support matrix (spec 1 section 3)', () => {
  it.each([
    ['USDC', 'Arbitrum', true],
    ['USDC', 'BSC', true],
    ['USDC', 'Polygon', true],
    ['USDC', 'Base', true],
    ['USDC', 'Optimism', false],
    ['USDC', 'Ethereum', false],
    ['USDC', 'Solana', false],
    ['USDT', 'Arbitrum', true],
    ['USDT', 'BSC', true],
    ['USDT', 'Polygon', true],
    ['USDT', 'Base', false],
    ['USDT', 'Optimism', true],
    ['USDT', 'Ethereum', false],
    ['USDT', 'Solana', false],
  ] as const)('%s on %s: %s', (ticker, network, supported) => {
    expect(isSupported(ticker, network)).toBe(supported);
  });

  it('lists the seven networks in the spec order', () => {
    expect(depositMatrix().map((row) => row.network)).toEqual([
      'Arbitrum',
      'BSC',
      'Polygon',
      'Base',
      'Optimism',
      'Ethereum',
      'Solana',
    ]);
  });
});
