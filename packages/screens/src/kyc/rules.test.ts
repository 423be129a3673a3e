import { describe, expect, it } from 'vitest';
import type { KycState } from '../common/kycGate/rules';
import { kycBackGoesHome, kycTokenLevel } from './rules';

const state = (
  kyc_level_name: string,
  sumsub_status: string | null,
  internal_status: string | null = 'active',
): KycState => ({ kyc_level_name, sumsub_status, internal_status });

describe('the identity widget', () => {
  it('asks for level 3 only at the verified level', () => {
    expect(kycTokenLevel(state('verified', 'approved'))).toBe(3);
    expect(kycTokenLevel(state('unverified', null))).toBe(1);
    expect(kycTokenLevel(state('verified-plus', 'approved'))).toBe(1);
  });

  it('sends unverified, rejected and blocked users home on Back', () => {
    expect(kycBackGoesHome(state('unverified', null))).toBe(true);
    expect(kycBackGoesHome(state('verified', 'rejected'))).toBe(true);
    expect(kycBackGoesHome(state('verified', 'approved', 'blocked'))).toBe(true);
    expect(kycBackGoesHome(state('verified', 'approved'))).toBe(false);
  });
});
