import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { AlertDialog, Button } from '@wallet/ui';

export interface SessionExpiringDialogProps {
  isOpen: boolean;
  /** Whole seconds left before the automatic logout. */
  secondsLeft: number;
  onStayActive: () => void;
  onLogout: () => void;
}

/**
 * Shown one minute before the idle timeout (spec 1 section 4). An alert dialog: announced,
 * focus moved into it, and at least 30 seconds to answer (WCAG 2.2.1 asks for 20).
 */
export function SessionExpiringDialog({
  isOpen,
  secondsLeft,
  onStayActive,
  onLogout,
}: SessionExpiringDialogProps) {
  const { t } = useLingui();
  const seconds = Math.max(0, secondsLeft);
  return (
    <AlertDialog
      isOpen={isOpen}
      // Escape keeps the session: the safe answer, and the user is evidently there.
      onEscape={onStayActive}
      tone="warning"
      title={t`Session Expiring`}
      actions={
        <>
          <Button variant="secondary" onPress={onLogout}>
            <Trans>Logout</Trans>
          </Button>
          <Button autoFocus onPress={onStayActive}>
            <Trans>Stay Active</Trans>
          </Button>
        </>
      }
    >
      <p>
        {/* "1 seconds" in English as before: English has only the `other` form here; a
            translation gives its language's forms. */}
        <Trans>
          You have been inactive for a while. For your security you will be logged out in{' '}
          <strong>
            <Plural value={seconds} other="# seconds" />
          </strong>
          .
        </Trans>
      </p>
    </AlertDialog>
  );
}
