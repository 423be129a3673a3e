import { Navigate, useLocation } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, PageHeader } from '@wallet/ui';
import styles from '../auth.module.css';

/** /reset-password/confirmation: where the link went, and a hint about the spam folder. */
export function ForgotPasswordSentScreen() {
  const email = (useLocation().state as { email?: string } | null)?.email;
  const { t } = useLingui();
  // Only reachable from the form, which passes the address along.
  if (!email) return <Navigate to="/reset-password" replace />;
  return (
    <div className={styles.page}>
      <PageHeader
        title={t`Check Your Email`}
        description={
          <Trans>
            We have sent password reset instructions to <strong>{email}</strong>.
          </Trans>
        }
      />
      <p className={styles.note}>
        <Trans>Cannot find the email? Check your spam or junk folder, or ask for a new link.</Trans>
      </p>
      <Link href="/reset-password" variant="standalone">
        <Trans>Send a new link</Trans>
      </Link>
      <Link href="/login" variant="standalone">
        <Trans>Back To Log In</Trans>
      </Link>
    </div>
  );
}
