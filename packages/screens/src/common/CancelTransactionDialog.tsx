import { AlertDialog, Button } from '@wallet/ui';

/**
 * Spec 2 section 4's question before leaving a money flow that has not been sent (Withdraw's
 * review, the card top-up's review): Not Now stays, OK leaves and cancels.
 */
export function CancelTransactionDialog({
  isOpen,
  onStay,
  onLeave,
}: {
  isOpen: boolean;
  onStay: () => void;
  onLeave: () => void;
}) {
  return (
    <AlertDialog
      isOpen={isOpen}
      onEscape={onStay}
      tone="warning"
      title="Confirm Transaction Cancellation?"
      actions={
        <>
          <Button variant="secondary" autoFocus onPress={onStay}>
            Not Now
          </Button>
          <Button onPress={onLeave}>OK</Button>
        </>
      }
    >
      <p>This transaction has not been processed and will be canceled.</p>
    </AlertDialog>
  );
}
