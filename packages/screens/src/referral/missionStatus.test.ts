import { describe, expect, it } from 'vitest';
import { missionCell, rewardDecimals } from './missionStatus';

describe('missionCell', () => {
  it.each([
    [{ status: 'pending' }, { label: 'Pending' }],
    [{ status: 'reward_pending' }, { label: 'Pending' }],
    [{ status: 'expired' }, { label: 'Expired' }],
    [{ status: 'completed' }, { label: 'Completed' }],
    [
      { status: 'completed', amount: '5', ticker: 'USDC' },
      { reward: { amount: '5', ticker: 'USDC' } },
    ],
    [
      { status: 'reward_pending', amount: '1250.5', ticker: 'VEF' },
      { reward: { amount: '1250.5', ticker: 'VEF' } },
    ],
    [{ status: 'completed', amount: '5', ticker: null }, { label: 'Completed' }],
    [{ status: 'completed', amount: 'n/a', ticker: 'USDC' }, { label: 'Completed' }],
    [{ status: 'on_hold' }, { label: 'on_hold' }],
  ])('%j -> %j', (mission, cell) => {
    expect(missionCell(mission)).toEqual(cell);
  });
});

describe('rewardDecimals', () => {
  it('shows USDC to 6 places and VEF as whole tokens', () => {
    expect(rewardDecimals('USDC')).toBe(6);
    expect(rewardDecimals('vef')).toBe(0);
  });
});
