import { useNavigate } from 'react-router';
import { useIncomingDeposits, useProfile } from '@wallet/api';
import { Banner } from '@wallet/ui';
import { shellBanner } from './banners';

/**
 * The banner under the top bar chosen by the spec's rules (spec 1 section 4): Get Verified,
 * Action Required for Verification, or Incoming Deposit. Nothing while the data loads.
 */
export function ShellBanners({ onProvideDetails }: { onProvideDetails: () => void }) {
  const navigate = useNavigate();
  const { data: profile } = useProfile();
  const { data: incoming } = useIncomingDeposits();
  if (!profile) return null;
  const banner = shellBanner(profile, incoming?.incoming_deposits.length ?? 0);
  if (banner === 'get-verified')
    return (
      <Banner
        tone="info"
        title="Get Verified"
        action={{ label: 'Verify Now', onPress: () => navigate('/kyc-verification') }}
      >
        Verify your identity to deposit, withdraw, refer friends and apply for a card.
      </Banner>
    );
  if (banner === 'action-required')
    return (
      <Banner
        tone="warning"
        title="Action Required for Verification"
        action={{ label: 'Review Details', onPress: () => navigate('/kyc-verification') }}
      >
        We need more information to finish verifying your identity.
      </Banner>
    );
  if (banner === 'incoming-deposit')
    return (
      <Banner
        tone="info"
        title="Incoming Deposit"
        action={{ label: 'Provide Details', onPress: onProvideDetails }}
      >
        A deposit from an address we do not know is waiting. Tell us who sent it to receive it.
      </Banner>
    );
  return null;
}
