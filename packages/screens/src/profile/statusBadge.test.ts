import { describe, expect, it } from 'vitest';
import { statusBadge } from './statusBadge';

describe('statusBadge (spec 1 section 4)', () => {
  it.each([
    ['verified', 'approved', 'Verified', 'Upgrade'],
    ['verified-plus', 'approved', 'Verified Plus', undefined],
    ['verified-plus-vef', 'approved', 'Verified Plus', undefined],
    ['unverified', 'rejected', 'Unverified', undefined],
    ['verified', 'rejected', 'Unverified', undefined],
    ['unverified', 'resubmission_requested', 'Unverified', 'Try again'],
    ['unverified', 'pending', 'Pending Approval', undefined],
    ['unverified', 'requires_action', 'Pending Approval', undefined],
    ['unverified', null, 'Unverified', 'Verify Now'],
  ])('%s / %s -> %s (%s)', (level, status, label, action) => {
    const badge = statusBadge({ kyc_level_name: level, sumsub_status: status });
    expect(badge.label).toBe(label);
    expect(badge.action).toBe(action);
  });
});
