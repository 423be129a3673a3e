import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
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

const COPY: Record<Blocked, GateCopy> = {
  pending: {
    title: 'Verification Pending Approval',
    tone: 'info',
    body: 'We are reviewing your identity documents. You can use this once your account is approved; we will e-mail you.',
  },
  'action-required': {
    title: 'Action Required',
    tone: 'warning',
    body: 'We need a little more from you to finish verifying your identity. Review your details to continue.',
    action: 'Review Details',
  },
  restricted: {
    title: 'Restricted Access',
    tone: 'error',
    body: (
      <>
        Your account cannot use this feature. For help, contact our compliance team at{' '}
        <Link href={`mailto:${CONTACTS.compliance}`}>{CONTACTS.compliance}</Link>.
      </>
    ),
  },
  verify: {
    title: 'Verify Your Account',
    tone: 'info',
    body: 'Verify your identity to deposit, withdraw, refer friends and buy crypto. It takes a few minutes.',
    action: 'Verify Now',
  },
  'upgrade-verified-plus': {
    title: 'Upgrade to Verified Plus',
    tone: 'info',
    body: 'Cards are available to Verified Plus members. Upgrade your verification to apply for one.',
    action: 'Upgrade Now',
  },
  // Verified Plus already: upgrading is not the way; the card level (VEF) is what is missing.
  'card-level': {
    title: 'Cards Need The VEF Level',
    tone: 'info',
    body: (
      <>
        You are Verified Plus. Cards also need the Verified Plus VEF level, which your account does
        not have yet. For help, contact our support team at{' '}
        <Link href={`mailto:${CONTACTS.support}`}>{CONTACTS.support}</Link>.
      </>
    ),
  },
};

export interface KycGateDialogProps {
  result: Blocked;
  onClose: () => void;
}

/** The dialog that stops a protected item for the user's identity status (spec 1 section 4). */
export default function KycGateDialog({ result, onClose }: KycGateDialogProps) {
  const navigate = useNavigate();
  const copy = COPY[result];
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
              Not Now
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
            OK
          </Button>
        )
      }
    >
      <p>{copy.body}</p>
    </AlertDialog>
  );
}
