import { useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useIncomingDeposits, useProfile } from '@wallet/api';
import { Banner } from '@wallet/ui';
import { shellBanner } from './banners';

/**
 * The banner under the top bar chosen by the spec's rules (spec 1 section 4): Get Verified,
 * Action Required for Verification, or Incoming Deposit. Nothing while the data loads.
 */
export function ShellBanners({ onProvideDetails }: { onProvideDetails: () => void }) {
  const navigate = useNavigate();
  const { t } = useLingui();
  const { data: profile } = useProfile();
  const { data: incoming } = useIncomingDeposits();
  if (!profile) return null;
  const banner = shellBanner(profile, incoming?.incoming_deposits.length ?? 0);
  if (banner === 'get-verified')
    return (
      <Banner
        tone="info"
        title={t`Get Verified`}
        action={{ label: t`Verify Now`, onPress: () => navigate('/kyc-verification') }}
      >
        <Trans>
          Verify your identity to deposit, withdraw, refer friends and apply for a card.
        </Trans>
      </Banner>
    );
  if (banner === 'action-required')
    return (
      <Banner
        tone="warning"
        title={t`Action Required for Verification`}
        action={{ label: t`Review Details`, onPress: () => navigate('/kyc-verification') }}
      >
        <Trans>We need more information to finish verifying your identity.</Trans>
      </Banner>
    );
  if (banner === 'incoming-deposit')
    return (
      <Banner
        tone="info"
        title={t`Incoming Deposit`}
        action={{ label: t`Provide Details`, onPress: onProvideDetails }}
      >
        <Trans>
          A deposit from an address we do not know is waiting. Tell us who sent it to receive it.
        </Trans>
      </Banner>
    );
  return null;
}
