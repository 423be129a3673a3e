import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { AlertDialog, Button } from '@wallet/ui';

/**
 * The spec's generic failure message (spec 1 section 8) in English, as tests and stories compare
 * it: a constant cannot follow the language. What a person reads is `genericErrorMessage()`.
 */
export const GENERIC_ERROR_MESSAGE =
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the English reference; shown through genericErrorMessage()
  'We are currently unable to process your request. Please try again later.';

/** The spec's generic failure message in the active language (read it at render). */
export const genericErrorMessage = () =>
  t`We are currently unable to process your request. Please try again later.`;

export interface GenericErrorDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** @default genericErrorMessage() */
  message?: string;
}

/**
 * The one dialog for failures the spec has no specific message for. It only reports (OK is its
 * one answer), so Escape answers OK; a click outside does not, so a stray click cannot hide the
 * message unread.
 */
export function GenericErrorDialog({ isOpen, onClose, message }: GenericErrorDialogProps) {
  const { t } = useLingui();
  return (
    <AlertDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      onEscape={onClose}
      tone="error"
      title={t`Something went wrong`}
      actions={
        <Button slot="close" autoFocus>
          <Trans>OK</Trans>
        </Button>
      }
    >
      <p>{message ?? genericErrorMessage()}</p>
    </AlertDialog>
  );
}
