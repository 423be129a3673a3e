import { useNavigate } from 'react-router';
import { Button, ErrorIcon, Link, PageHeader } from '@wallet/ui';
import { CONTACTS } from '../../common/messages';
import styles from '../auth.module.css';

/** /password-reset-fail: the link has expired or is invalid (spec 2 section 4). */
export function ResetLinkFailedScreen() {
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <ErrorIcon width={56} height={56} aria-hidden="true" className={styles.failIcon} />
      <PageHeader
        title="Link Expired"
        description="This password reset link has expired or is invalid. Ask for a new one from the login page."
      />
      <p className={styles.muted}>
        Need help? Contact us at <Link href={`mailto:${CONTACTS.support}`}>{CONTACTS.support}</Link>
        .
      </p>
      <Button fullWidth onPress={() => navigate('/login', { replace: true })}>
        Back To Home
      </Button>
    </div>
  );
}
