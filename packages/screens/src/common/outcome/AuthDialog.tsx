import { useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { AlertDialog, Button, Link } from '@wallet/ui';
import { GenericErrorDialog } from '../GenericErrorDialog';
import { COMMON_MESSAGES, CONTACTS } from '../messages';
import type { AuthDialogKind } from './types';

export interface AuthDialogProps {
  kind: AuthDialogKind;
  onClose: () => void;
}

/** The outcome dialogs (spec 1 section 8): blocked, existing account, deleted, generic. */
export default function AuthDialog({ kind, onClose }: AuthDialogProps) {
  const navigate = useNavigate();
  const { t } = useLingui();
  const { compliance } = CONTACTS;
  switch (kind) {
    case 'blocked':
      return (
        <AlertDialog
          isOpen
          onEscape={onClose}
          tone="error"
          title={t`Account Blocked`}
          actions={
            <Button slot="close" autoFocus onPress={onClose}>
              <Trans>OK</Trans>
            </Button>
          }
        >
          <p>
            <Trans>
              Your account has been blocked and cannot be used to log in. If you think this is a
              mistake, contact us at <Link href={`mailto:${compliance}`}>{compliance}</Link>.
            </Trans>
          </p>
        </AlertDialog>
      );
    case 'existing-account':
      return (
        <AlertDialog
          isOpen
          onEscape={onClose}
          tone="info"
          title={t`Existing Account Found`}
          actions={
            <>
              <Button variant="secondary" slot="close" onPress={onClose}>
                <Trans>Cancel</Trans>
              </Button>
              <Button autoFocus onPress={() => navigate('/login')}>
                <Trans>Log In</Trans>
              </Button>
            </>
          }
        >
          <p>
            <Trans>An account with this email address already exists. Log in to continue.</Trans>
          </p>
        </AlertDialog>
      );
    case 'account-deleted':
      return (
        <AlertDialog
          isOpen
          onEscape={onClose}
          tone="warning"
          title={t`Account Deleted`}
          actions={
            <Button slot="close" autoFocus onPress={onClose}>
              <Trans>OK</Trans>
            </Button>
          }
        >
          <p>{COMMON_MESSAGES.userDeleted}</p>
        </AlertDialog>
      );
    default:
      return <GenericErrorDialog isOpen onClose={onClose} />;
  }
}
