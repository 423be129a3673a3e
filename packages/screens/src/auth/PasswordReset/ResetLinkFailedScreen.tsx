import { useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, ErrorIcon, Link, PageHeader } from '@wallet/ui';
import { CONTACTS } from '../../common/messages';
import styles from '../auth.module.css';

/** /password-reset-fail: the link has expired or is invalid (spec 2 section 4). */
export function ResetLinkFailedScreen() {
  const navigate = useNavigate();
  const { t } = useLingui();
  const { support } = CONTACTS;
  return (
    <div className={styles.page}>
      <ErrorIcon width={56} height={56} aria-hidden="true" className={styles.failIcon} />
      <PageHeader
        title={t`Link Expired`}
        description={t`This password reset link has expired or is invalid. Ask for a new one from the login page.`}
      />
      <p className={styles.muted}>
        <Trans>
          Need help? Contact us at <Link href={`mailto:${support}`}>{support}</Link>.
        </Trans>
      </p>
      <Button fullWidth onPress={() => navigate('/login', { replace: true })}>
        <Trans>Back To Home</Trans>
      </Button>
    </div>
  );
}
