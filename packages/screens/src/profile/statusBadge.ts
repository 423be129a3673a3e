import { t } from '@lingui/core/macro';
import type { KycState } from '../common';

export interface StatusBadge {
  /** In the active language: Verified, Verified Plus, Unverified or Pending Approval in English. */
  label: string;
  tone: 'success' | 'info' | 'neutral' | 'warning';
  /** A link to the identity widget, when the row has one: Upgrade, Try again or Verify Now. */
  action?: string;
}

/** The profile's account status badge (spec 1 section 4, first table), read at render. */
export function statusBadge(s: KycState): StatusBadge {
  const level = s.kyc_level_name;
  if (s.sumsub_status === 'approved' && level === 'verified')
    return { label: t`Verified`, tone: 'success', action: t`Upgrade` };
  if (s.sumsub_status === 'approved' && level.startsWith('verified-plus'))
    return { label: t`Verified Plus`, tone: 'success' };
  if (s.sumsub_status === 'rejected') return { label: t`Unverified`, tone: 'neutral' };
  if (s.sumsub_status === 'resubmission_requested')
    return { label: t`Unverified`, tone: 'neutral', action: t`Try again` };
  if (s.sumsub_status === 'pending' || s.sumsub_status === 'requires_action')
    return { label: t`Pending Approval`, tone: 'warning' };
  return { label: t`Unverified`, tone: 'neutral', action: t`Verify Now` };
}
