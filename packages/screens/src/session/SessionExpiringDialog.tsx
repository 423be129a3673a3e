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
  return (
    <AlertDialog
      isOpen={isOpen}
      // Escape keeps the session: the safe answer, and the user is evidently there.
      onEscape={onStayActive}
      tone="warning"
      title="Session Expiring"
      actions={
        <>
          <Button variant="secondary" onPress={onLogout}>
            Logout
          </Button>
          <Button autoFocus onPress={onStayActive}>
            Stay Active
          </Button>
        </>
      }
    >
      <p>
        You have been inactive for a while. For your security you will be logged out in{' '}
        <strong>{Math.max(0, secondsLeft)} seconds</strong>.
      </p>
    </AlertDialog>
  );
}
