import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Link, ProgressBar, SuccessIcon, PageHeader } from '@wallet/ui';
import { useSignupFlow } from './SignupFlow';
import styles from '../auth.module.css';

/** /signup/confirmation: the account exists; verify identity now or later. */
export function SignupConfirmationScreen() {
  const navigate = useNavigate();
  const { reset } = useSignupFlow();
  const { t } = useLingui();
  // The draft (with the password) is no longer needed.
  useEffect(reset, []); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <div className={styles.page}>
      <ProgressBar label={t`Sign-up complete`} value={100} hideLabel />
      <SuccessIcon width={56} height={56} aria-hidden="true" className={styles.successIcon} />
      <PageHeader
        title={t`Account Successfully Created`}
        description={t`Verify your identity to deposit, withdraw, refer friends and apply for a card. It takes a few minutes.`}
      />
      <div className={styles.actions}>
        <Button fullWidth onPress={() => navigate('/kyc-verification')}>
          <Trans>Verify Now</Trans>
        </Button>
        <Link href="/profile" variant="standalone" className={styles.center}>
          <Trans>Skip for now</Trans>
        </Link>
      </div>
    </div>
  );
}
