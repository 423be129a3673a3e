import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { AlertDialog, Button, Link, type DialogTone } from '@wallet/ui';
import { CONTACTS } from '../messages';
import type { GateResult } from './rules';

type Blocked = Exclude<GateResult, 'allowed'>;

interface GateCopy {
  title: string;
  tone: DialogTone;
  body: ReactNode;
  /** The way forward, to the identity widget; none when the user can only wait or write. */
  action?: string;
}

/** The dialog's words for `result`, in the active language. */
function useCopy(result: Blocked): GateCopy {
  const { t } = useLingui();
  const { compliance, support } = CONTACTS;
  switch (result) {
    case 'pending':
      return {
        title: t`Verification Pending Approval`,
        tone: 'info',
        body: t`We are reviewing your identity documents. You can use this once your account is approved; we will e-mail you.`,
      };
    case 'action-required':
      return {
        title: t`Action Required`,
        tone: 'warning',
        body: t`We need a little more from you to finish verifying your identity. Review your details to continue.`,
        action: t`Review Details`,
      };
    case 'restricted':
      return {
        title: t`Restricted Access`,
        tone: 'error',
        body: (
          <Trans>
            Your account cannot use this feature. For help, contact our compliance team at{' '}
            <Link href={`mailto:${compliance}`}>{compliance}</Link>.
          </Trans>
        ),
      };
    case 'verify':
      return {
        title: t`Verify Your Account`,
        tone: 'info',
        body: t`Verify your identity to deposit, withdraw, refer friends and buy crypto. It takes a few minutes.`,
        action: t`Verify Now`,
      };
    case 'upgrade-verified-plus':
      return {
        title: t`Upgrade to Verified Plus`,
        tone: 'info',
        body: t`Cards are available to Verified Plus members. Upgrade your verification to apply for one.`,
        action: t`Upgrade Now`,
      };
    // Verified Plus already: upgrading is not the way; the card level (VEF) is what is missing.
    case 'card-level':
      return {
        title: t`Cards Need The VEF Level`,
        tone: 'info',
        body: (
          <Trans>
            You are Verified Plus. Cards also need the Verified Plus VEF level, which your account
            does not have yet. For help, contact our support team at{' '}
            <Link href={`mailto:${support}`}>{support}</Link>.
          </Trans>
        ),
      };
  }
}

export interface KycGateDialogProps {
  result: Blocked;
  onClose: () => void;
}

/** The dialog that stops a protected item for the user's identity status (spec 1 section 4). */
export default function KycGateDialog({ result, onClose }: KycGateDialogProps) {
  const navigate = useNavigate();
  const copy = useCopy(result);
  return (
    <AlertDialog
      isOpen
      onEscape={onClose}
      tone={copy.tone}
      title={copy.title}
      actions={
        copy.action ? (
          <>
            <Button variant="secondary" slot="close" onPress={onClose}>
              <Trans>Not Now</Trans>
            </Button>
            <Button
              autoFocus
              onPress={() => {
                onClose();
                navigate('/kyc-verification');
              }}
            >
              {copy.action}
            </Button>
          </>
        ) : (
          <Button slot="close" autoFocus onPress={onClose}>
            <Trans>OK</Trans>
          </Button>
        )
      }
    >
      <p>{copy.body}</p>
    </AlertDialog>
  );
}
