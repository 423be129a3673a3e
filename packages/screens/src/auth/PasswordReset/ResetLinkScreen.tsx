import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { checkPasswordResetLink } from '@wallet/api';
import { Spinner, PageHeader } from '@wallet/ui';
import styles from '../auth.module.css';

/**
 * /verify/set-new-password?token=…: checks the e-mailed link, then opens the form with the token
 * as navigation state (kept out of the address bar and history), or the expired-link page.
 */
export function ResetLinkScreen() {
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token');

  useEffect(() => {
    let current = true;
    const fail = () => navigate('/password-reset-fail', { replace: true });
    if (!token) return void fail();
    checkPasswordResetLink(token)
      .then(() => current && navigate('/password-reset-form', { replace: true, state: { token } }))
      .catch(() => current && fail());
    return () => {
      current = false;
    };
  }, [navigate, token]);

  return (
    <div className={styles.page}>
      <PageHeader title="Checking Your Link" description="This takes a moment." />
      <Spinner size="lg" label="Checking your reset link" />
    </div>
  );
}
