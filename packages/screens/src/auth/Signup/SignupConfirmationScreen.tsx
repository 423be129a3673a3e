import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Button, Link, ProgressBar, SuccessIcon, PageHeader } from '@wallet/ui';
import { useSignupFlow } from './SignupFlow';
import styles from '../auth.module.css';

/** /signup/confirmation: the account exists; verify identity now or later. */
export function SignupConfirmationScreen() {
  const navigate = useNavigate();
  const { reset } = useSignupFlow();
  // The draft (with the password) is no longer needed.
  useEffect(reset, []); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <div className={styles.page}>
      <ProgressBar label="Sign-up complete" value={100} hideLabel />
      <SuccessIcon width={56} height={56} aria-hidden="true" className={styles.successIcon} />
      <PageHeader
        title="Account Successfully Created"
        description="Verify your identity to deposit, withdraw, refer friends and apply for a card. It takes a few minutes."
      />
      <div className={styles.actions}>
        <Button fullWidth onPress={() => navigate('/kyc-verification')}>
          Verify Now
        </Button>
        <Link href="/profile" variant="standalone" className={styles.center}>
          Skip for now
        </Link>
      </div>
    </div>
  );
}
