import { describe, expect, it } from 'vitest';
import type { CardTier } from '@wallet/api';
import { ApiError } from '@wallet/api';
import {
  belowFee,
  feePercent,
  isInvalidPartnerCode,
  isNewUser,
  isRefusedPartnerCode,
  isSlotFull,
  offerText,
  termsText,
  vefOffer,
} from './applyRules';

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

  it('the offer comes from the tier: the fee buys the VEF, at fee / amount each', () => {
    const spec = { ...tier, vefCreditAmount: '250' };
    expect(vefOffer(spec)).toEqual({
      vef: '250 VEF',
      price: '0.019 USD',
      fee: '4.75 USDC',
      free: false,
    });
    expect(offerText(spec)).toBe(
      'Your card is free in return for staking 250 VEF for 12 months at 0.019 USD per VEF: you buy them for 4.75 USDC when you apply.',
    );
    expect(termsText(spec)).toBe(
      'I agree to buy 250 VEF at 0.019 USD each (4.75 USDC) and stake them for 12 months after the token generation event, and to the Terms & Conditions.',
    );
    const other = { ...tier, applicationFee: '10', vefCreditAmount: '1000' };
    expect(offerText(other)).toContain('staking 1,000 VEF for 12 months at 0.01 USD per VEF');
    expect(termsText(other)).toContain('buy 1,000 VEF at 0.01 USD each (10 USDC)');
  });
  it('a tier that charges nothing says so; one without VEF speaks of none', () => {
    const partner = { ...tier, id: 3, applicationFee: '0', vefCreditAmount: '250' };
    expect(offerText(partner)).toBe(
      'Your card is free, and so are the 250 VEF you stake for 12 months.',
    );
    expect(termsText(partner)).toMatch(/^I agree to stake the 250 VEF that come with this card/);
    expect(vefOffer(tier)).toBeUndefined();
    expect(offerText(tier)).toBe('Your card is free.');
    expect(termsText({ ...tier, vefCreditAmount: '0' })).toBe('I agree to the Terms & Conditions.');
  });
  it('card/create refusing the partner code', () => {
    expect(
      isRefusedPartnerCode(new ApiError({ status: 400, errorId: 'invalid_partner_code' })),
    ).toBe(true);
    expect(isRefusedPartnerCode(new ApiError({ status: 400 }))).toBe(false);
  });
});
