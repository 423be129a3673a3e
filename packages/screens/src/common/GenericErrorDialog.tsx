import { AlertDialog, Button } from '@wallet/ui';

/** The spec's generic failure message (spec 1 section 8). */
export const GENERIC_ERROR_MESSAGE =
  'We are currently unable to process your request. Please try again later.';

export interface GenericErrorDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** @default GENERIC_ERROR_MESSAGE */
  message?: string;
}

/**
 * The one dialog for failures the spec has no specific message for. It only reports (OK is its
 * one answer), so Escape answers OK; a click outside does not, so a stray click cannot hide the
 * message unread.
 */
export function GenericErrorDialog({
  isOpen,
  onClose,
  message = GENERIC_ERROR_MESSAGE,
}: GenericErrorDialogProps) {
  return (
    <AlertDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      onEscape={onClose}
      tone="error"
      title="Something went wrong"
      actions={
        <Button slot="close" autoFocus>
          OK
        </Button>
      }
    >
      <p>{message}</p>
    </AlertDialog>
  );
}
