import { useNavigate } from 'react-router';
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
  switch (kind) {
    case 'blocked':
      return (
        <AlertDialog
          isOpen
          onEscape={onClose}
          tone="error"
          title="Account Blocked"
          actions={
            <Button slot="close" autoFocus onPress={onClose}>
              OK
            </Button>
          }
        >
          <p>
            Your account has been blocked and cannot be used to log in. If you think this is a
            mistake, contact us at{' '}
            <Link href={`mailto:${CONTACTS.compliance}`}>{CONTACTS.compliance}</Link>.
          </p>
        </AlertDialog>
      );
    case 'existing-account':
      return (
        <AlertDialog
          isOpen
          onEscape={onClose}
          tone="info"
          title="Existing Account Found"
          actions={
            <>
              <Button variant="secondary" slot="close" onPress={onClose}>
                Cancel
              </Button>
              <Button autoFocus onPress={() => navigate('/login')}>
                Log In
              </Button>
            </>
          }
        >
          <p>An account with this email address already exists. Log in to continue.</p>
        </AlertDialog>
      );
    case 'account-deleted':
      return (
        <AlertDialog
          isOpen
          onEscape={onClose}
          tone="warning"
          title="Account Deleted"
          actions={
            <Button slot="close" autoFocus onPress={onClose}>
              OK
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
