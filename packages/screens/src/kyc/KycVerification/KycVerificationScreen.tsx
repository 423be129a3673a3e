import { Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { createWallet, getSumsubToken, useProfile } from '@wallet/api';
import { Skeleton, SkeletonGroup, StepHeader } from '@wallet/ui';
import { LazyGenericErrorDialog } from '../../common/LazyGenericErrorDialog';
import page from '../../common/page.module.css';
import { kycBackGoesHome, kycTokenLevel } from '../rules';
import type { KycReviewResult, KycWidget } from '../widget/types';

export interface KycVerificationScreenProps {
  /** The identity widget: Sumsub's WebSDK, or the demo stand-in. */
  widget: KycWidget;
}

/** The widget's place while its token or code loads. */
function Loading() {
  const { t } = useLingui();
  return (
    <SkeletonGroup label={t`Loading identity verification`}>
      <Skeleton height="16rem" shape="rect" />
    </SkeletonGroup>
  );
}
const loading = <Loading />;

/**
 * /kyc-verification: the identity widget at the user's level (3 to upgrade a verified user,
 * else 1). A GREEN verdict creates the VEF wallet for a user who signed up with a referral, then
 * opens the profile; a token that cannot be had ends in Something went wrong, then the profile.
 */
export function KycVerificationScreen({ widget: Widget }: KycVerificationScreenProps) {
  const navigate = useNavigate();
  const { t } = useLingui();
  const location = useLocation();
  const profile = useProfile();
  const [token, setToken] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const approved = useRef(false);
  const level = profile.data ? kycTokenLevel(profile.data) : null;

  useEffect(() => {
    if (level === null) return;
    let current = true;
    getSumsubToken(level).then(
      (value) => current && setToken(value),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [level]);

  // Without a profile there is no level, and so no token: the same dead end.
  const showError = failed || Boolean(profile.error);

  const back = () => {
    // Unverified, rejected and blocked users have no page behind this one worth returning to;
    // nor has anyone who opened this page directly.
    if (!profile.data || kycBackGoesHome(profile.data) || location.key === 'default')
      navigate('/dashboard');
    else navigate(-1);
  };

  const onResult = async (result: KycReviewResult) => {
    if (result !== 'GREEN') {
      await profile.mutate();
      return;
    }
    if (approved.current) return;
    approved.current = true;
    let walletReady = true;
    try {
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a ticker, sent to the server
      if (profile.data?.referral_user_id) await createWallet('VEF');
    } catch {
      walletReady = false;
    }
    await profile.mutate();
    // A wallet that could not be made: Something went wrong, whose OK also opens the profile.
    if (walletReady) navigate('/profile');
    else setFailed(true);
  };

  return (
    <div className={page.page}>
      <StepHeader
        title={t`Identity Verification`}
        description={t`Have an identity document ready. It takes a few minutes.`}
        onBack={back}
      />
      {token && level !== null ? (
        <Suspense fallback={loading}>
          <Widget
            accessToken={token}
            level={level}
            getNewToken={() => getSumsubToken(level)}
            onResult={(result) => void onResult(result)}
            onError={() => setFailed(true)}
          />
        </Suspense>
      ) : (
        !showError && loading
      )}
      <LazyGenericErrorDialog isOpen={showError} onClose={() => navigate('/profile')} />
    </div>
  );
}
