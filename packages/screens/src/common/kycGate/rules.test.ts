import { describe, expect, it } from 'vitest';
import { kycGate, type GateResult, type KycState } from './rules';

const state = (
  kyc_level_name: string,
  sumsub_status: string | null,
  internal_status: string | null = 'active',
): KycState => ({ kyc_level_name, sumsub_status, internal_status });

describe('kycGate (spec 1 section 4)', () => {
  it.each<[KycState, GateResult]>([
    [state('unverified', 'pending'), 'pending'],
    [state('unverified', 'requires_action'), 'pending'],
    [state('unverified', 'resubmission_requested'), 'action-required'],
    [state('unverified', 'rejected'), 'restricted'],
    [state('verified', 'rejected'), 'restricted'],
    [state('unverified', null), 'verify'],
    [state('unverified', 'approved'), 'verify'],
    [state('verified', 'approved'), 'allowed'],
    [state('verified-plus', 'approved'), 'allowed'],
    [state('verified-plus-vef', 'approved'), 'allowed'],
    [state('verified', 'approved', 'blocked'), 'restricted'],
  ])('deposit, referral, buy crypto: %o -> %s', (s, expected) => {
    for (const item of ['deposit', 'referral', 'buy-crypto'] as const)
      expect(kycGate(item, s)).toBe(expected);
  });

  // The dialog fits the level: nobody is told to upgrade to the level they hold or wait for.
  it.each<[KycState, GateResult]>([
    [state('unverified', null), 'upgrade-verified-plus'],
    [state('unverified', 'approved'), 'upgrade-verified-plus'],
    [state('unverified', 'pending'), 'pending'],
    [state('verified', 'requires_action'), 'pending'],
    [state('verified', 'pending'), 'pending'],
    [state('verified', 'resubmission_requested'), 'action-required'],
    [state('verified', 'rejected'), 'restricted'],
    [state('verified', 'approved'), 'upgrade-verified-plus'],
    [state('verified-plus', 'approved'), 'card-level'],
    [state('verified-plus-vef', 'approved'), 'allowed'],
    [state('verified-plus-vef', 'approved', 'blocked'), 'restricted'],
  ])('cards: %o -> %s', (s, expected) => {
    expect(kycGate('cards', s)).toBe(expected);
  });
});
