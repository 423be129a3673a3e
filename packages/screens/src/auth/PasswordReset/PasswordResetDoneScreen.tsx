import { Navigate, useLocation, useNavigate } from 'react-router';
import { Button, SuccessIcon, PageHeader } from '@wallet/ui';
import styles from '../auth.module.css';

/** /password-reset-form/confirmation: Password Reset Successful. */
export function PasswordResetDoneScreen() {
  const navigate = useNavigate();
  const reset = (useLocation().state as { reset?: boolean } | null)?.reset;
  // Only reachable from the new-password form, which says the reset went through.
  if (!reset) return <Navigate to="/login" replace />;
  return (
    <div className={styles.page}>
      <SuccessIcon width={56} height={56} aria-hidden="true" className={styles.successIcon} />
      <PageHeader
        title="Password Reset Successful"
        description="Your password has been changed. Log in with your new password."
      />
      <Button fullWidth onPress={() => navigate('/login', { replace: true })}>
        Log In With New Password
      </Button>
    </div>
  );
}
