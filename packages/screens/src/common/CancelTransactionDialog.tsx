import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  return (
    <AlertDialog
      isOpen={isOpen}
      onEscape={onStay}
      tone="warning"
      title={t`Confirm Transaction Cancellation?`}
      actions={
        <>
          <Button variant="secondary" autoFocus onPress={onStay}>
            <Trans>Not Now</Trans>
          </Button>
          <Button onPress={onLeave}>
            <Trans>OK</Trans>
          </Button>
        </>
      }
    >
      <p>
        <Trans>This transaction has not been processed and will be canceled.</Trans>
      </p>
    </AlertDialog>
  );
}
