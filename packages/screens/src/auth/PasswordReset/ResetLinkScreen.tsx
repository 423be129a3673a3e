import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { checkPasswordResetLink, isApiError } from '@wallet/api';
import { Button, Spinner, PageHeader } from '@wallet/ui';
import { LazyGenericErrorDialog } from '../../common/LazyGenericErrorDialog';
import styles from '../auth.module.css';

/**
 * /verify/set-new-password?token=…: checks the e-mailed link, then opens the form with the token
 * as navigation state (kept out of the address bar and history), or the expired-link page.
 */
export function ResetLinkScreen() {
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token');
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const { t } = useLingui();

  useEffect(() => {
    let current = true;
    const expired = () => navigate('/password-reset-fail', { replace: true });
    if (!token) return void expired();
    checkPasswordResetLink(token)
      .then(() => current && navigate('/password-reset-form', { replace: true, state: { token } }))
      .catch((error: unknown) => {
        if (!current) return;
        // Only the server's refusal (a 4xx) says the link is bad; a 5xx or a dropped line says
        // nothing about it, so the link stays usable and can be checked again.
        if (isApiError(error) && error.status >= 400 && error.status < 500) return void expired();
        setFailed(true);
        setDialogOpen(true);
      });
    return () => {
      current = false;
    };
  }, [navigate, token, attempt]);

  const retry = () => {
    setFailed(false);
    setAttempt((n) => n + 1);
  };

  return (
    <div className={styles.page}>
      <PageHeader
        title={t`Checking Your Link`}
        description={failed ? t`Your link could not be checked.` : t`This takes a moment.`}
      />
      {failed ? (
        <Button fullWidth onPress={retry}>
          <Trans>Try again</Trans>
        </Button>
      ) : (
        <Spinner size="lg" label={t`Checking your reset link`} />
      )}
      <LazyGenericErrorDialog isOpen={dialogOpen} onClose={() => setDialogOpen(false)} />
    </div>
  );
}
