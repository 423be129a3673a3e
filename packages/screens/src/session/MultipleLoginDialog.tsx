import { Trans, useLingui } from '@lingui/react/macro';
import { AlertDialog, Button } from '@wallet/ui';

export interface MultipleLoginDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

/** The account was logged in on another device, so this session ended (spec 1 section 4). */
export function MultipleLoginDialog({ isOpen, onClose }: MultipleLoginDialogProps) {
  const { t } = useLingui();
  return (
    <AlertDialog
      isOpen={isOpen}
      onEscape={onClose}
      tone="warning"
      title={t`Multiple Login Detected`}
      actions={
        <Button slot="close" onPress={onClose}>
          <Trans>OK</Trans>
        </Button>
      }
    >
      <p>
        <Trans>
          Your account has been logged in on another device. For your security you have been logged
          out here.
        </Trans>
      </p>
    </AlertDialog>
  );
}
