import { describe, expect, it } from 'vitest';
import type { CardTier } from '@wallet/api';
import { ApiError } from '@wallet/api';
import { belowFee, feePercent, isInvalidPartnerCode, isNewUser, isSlotFull } from './applyRules';

const tier: CardTier = { id: 1, applicationFee: '4.75', slotLimitReached: false };

describe('card application rules', () => {
  it('the balance must cover the application fee', () => {
    expect(belowFee(tier, '4.74')).toBe(true);
    expect(belowFee(tier, '4.75')).toBe(false);
    expect(belowFee(tier, undefined)).toBe(true);
    expect(belowFee({ ...tier, applicationFee: '0' }, '0')).toBe(false);
  });
  it('a new user has no name on card yet', () => {
    const base = { card_tiers: [], user_info_sumsub: { names: [] } };
    expect(isNewUser({ ...base, name_on_card: null })).toBe(true);
    expect(isNewUser({ ...base, name_on_card: 'ANA LIM' })).toBe(false);
  });
  it('fees: 0 is FREE', () => {
    expect(feePercent('0')).toBe('FREE');
    expect(feePercent(undefined)).toBe('FREE');
    expect(feePercent('1.5')).toBe('1.5%');
  });
  it('reads the server refusals', () => {
    expect(isInvalidPartnerCode(new ApiError({ status: 400 }))).toBe(true);
    expect(isInvalidPartnerCode(new ApiError({ status: 500 }))).toBe(false);
    expect(isInvalidPartnerCode(new TypeError('offline'))).toBe(false);
    expect(isSlotFull(new ApiError({ status: 400, errorId: 'slot_limit_reached' }))).toBe(true);
    expect(isSlotFull(new ApiError({ status: 400 }))).toBe(false);
  });
});
