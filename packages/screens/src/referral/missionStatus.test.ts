import { describe, expect, it } from 'vitest';
import { amountIn, missionCell } from './missionStatus';

describe('missionCell', () => {
  it.each([
    [{ status: 'pending' }, 'Pending'],
    [{ status: 'reward_pending' }, 'Pending'],
    [{ status: 'expired' }, 'Expired'],
    [{ status: 'completed' }, 'Completed'],
    [{ status: 'completed', amount: '5', ticker: 'USDC' }, '5.000000 USDC'],
    [{ status: 'reward_pending', amount: '1250.5', ticker: 'VEF' }, '1,250 VEF'],
    [{ status: 'completed', amount: '5', ticker: null }, 'Completed'],
    [{ status: 'completed', amount: 'n/a', ticker: 'USDC' }, 'Completed'],
    [{ status: 'on_hold' }, 'on_hold'],
  ])('%j -> %s', (mission, text) => {
    expect(missionCell(mission)).toBe(text);
  });
});

describe('amountIn', () => {
  it('rounds down to the ticker decimals', () => {
    expect(amountIn('15.1234567', 'USDC')).toBe('15.123456 USDC');
    expect(amountIn('999.99', 'VEF')).toBe('999 VEF');
  });
});
