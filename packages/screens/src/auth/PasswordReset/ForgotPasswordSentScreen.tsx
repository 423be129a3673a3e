import { Navigate, useLocation } from 'react-router';
import { Link, PageHeader } from '@wallet/ui';
import styles from '../auth.module.css';

/** /reset-password/confirmation: where the link went, and a hint about the spam folder. */
export function ForgotPasswordSentScreen() {
  const email = (useLocation().state as { email?: string } | null)?.email;
  // Only reachable from the form, which passes the address along.
  if (!email) return <Navigate to="/reset-password" replace />;
  return (
    <div className={styles.page}>
      <PageHeader
        title="Check Your Email"
        description={
          <>
            We have sent password reset instructions to <strong>{email}</strong>.
          </>
        }
      />
      <p className={styles.note}>
        Cannot find the email? Check your spam or junk folder, or ask for a new link.
      </p>
      <Link href="/reset-password" variant="standalone">
        Send a new link
      </Link>
      <Link href="/login" variant="standalone">
        Back To Log In
      </Link>
    </div>
  );
}
