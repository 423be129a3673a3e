import type { KycState } from '../common';

export interface StatusBadge {
  label: 'Verified' | 'Verified Plus' | 'Unverified' | 'Pending Approval';
  tone: 'success' | 'info' | 'neutral' | 'warning';
  /** A link to the identity widget, when the row has one. */
  action?: 'Upgrade' | 'Try again' | 'Verify Now';
}

/** The profile's account status badge (spec 1 section 4, first table). */
export function statusBadge(s: KycState): StatusBadge {
  const level = s.kyc_level_name;
  if (s.sumsub_status === 'approved' && level === 'verified')
    return { label: 'Verified', tone: 'success', action: 'Upgrade' };
  if (s.sumsub_status === 'approved' && level.startsWith('verified-plus'))
    return { label: 'Verified Plus', tone: 'success' };
  if (s.sumsub_status === 'rejected') return { label: 'Unverified', tone: 'neutral' };
  if (s.sumsub_status === 'resubmission_requested')
    return { label: 'Unverified', tone: 'neutral', action: 'Try again' };
  if (s.sumsub_status === 'pending' || s.sumsub_status === 'requires_action')
    return { label: 'Pending Approval', tone: 'warning' };
  return { label: 'Unverified', tone: 'neutral', action: 'Verify Now' };
}
