import { describe, expect, it } from 'vitest';
import { shellBanner } from './banners';

describe('shellBanner (spec 1 section 4)', () => {
  it.each([
    ['unverified', 'resubmission_requested', 0, 'action-required'],
    ['unverified', 'resubmission_requested', 2, 'action-required'],
    ['unverified', null, 0, 'get-verified'],
    ['unverified', 'approved', 1, 'get-verified'],
    ['unverified', 'rejected', 0, null],
    ['unverified', 'pending', 0, null],
    ['unverified', 'requires_action', 3, 'incoming-deposit'],
    ['verified', 'approved', 0, null],
    ['verified', 'approved', 2, 'incoming-deposit'],
  ])('%s / %s with %i incoming -> %s', (level, status, incoming, expected) => {
    expect(shellBanner({ kyc_level_name: level, sumsub_status: status }, incoming)).toBe(expected);
  });
});
