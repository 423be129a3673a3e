import { Navigate, useLocation, useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, SuccessIcon, PageHeader } from '@wallet/ui';
import styles from '../auth.module.css';

/** /password-reset-form/confirmation: Password Reset Successful. */
export function PasswordResetDoneScreen() {
  const navigate = useNavigate();
  const { t } = useLingui();
  const reset = (useLocation().state as { reset?: boolean } | null)?.reset;
  // Only reachable from the new-password form, which says the reset went through.
  if (!reset) return <Navigate to="/login" replace />;
  return (
    <div className={styles.page}>
      <SuccessIcon width={56} height={56} aria-hidden="true" className={styles.successIcon} />
      <PageHeader
        title={t`Password Reset Successful`}
        description={t`Your password has been changed. Log in with your new password.`}
      />
      <Button fullWidth onPress={() => navigate('/login', { replace: true })}>
        <Trans>Log In With New Password</Trans>
      </Button>
    </div>
  );
}
