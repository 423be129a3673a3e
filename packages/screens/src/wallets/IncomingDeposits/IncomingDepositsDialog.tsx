import { useId, useRef, useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import {
  confirmIncomingDeposit,
  keys,
  sessionStore,
  useIncomingDeposits,
  useProfile,
  useRevalidateAfterHomeMove,
  type IncomingDeposit,
} from '@wallet/api';
import {
  Address,
  AlertDialog,
  Amount,
  Button,
  DateTime,
  Dialog,
  formatMoney,
  MissingFields,
  Skeleton,
  SkeletonGroup,
  TextField,
} from '@wallet/ui';
import { GenericErrorDialog, LoadFailed } from '../../common';
import styles from './incoming.module.css';

/** Most characters of a sender's name (spec 1 sections 5 and 9). */
export const SENDER_NAME_MAX = 40;

type Step =
  | { kind: 'list' }
  | { kind: 'verify'; deposit: IncomingDeposit }
  | { kind: 'done'; deposit: IncomingDeposit; sender: string; remaining: number };

export interface IncomingDepositsDialogProps {
  onClose: () => void;
  /** After the last sender is verified the page reloads (spec 1 section 4). */
  reload?: () => void;
}

/**
 * The banner's Provide Details: deposits from unknown senders, each waiting for the user to say
 * who sent it. List, then Verify Sender, then success: back to the list while others remain,
 * else the dialog closes and the page reloads.
 */
export function IncomingDepositsDialog({
  onClose,
  reload = () => window.location.reload(),
}: IncomingDepositsDialogProps) {
  const [step, setStep] = useState<Step>({ kind: 'list' });

  if (step.kind === 'done') {
    const more = step.remaining > 0;
    const next = () => {
      if (more) return setStep({ kind: 'list' });
      onClose();
      reload();
    };
    return (
      <AlertDialog
        isOpen
        onEscape={next}
        tone="success"
        title="Sender Verified"
        actions={
          <Button autoFocus onPress={next}>
            {more ? 'Back to Incoming Deposits' : 'Done'}
          </Button>
        }
      >
        <p>
          <Amount value={step.deposit.amount} ticker={step.deposit.ticker} /> from {step.sender} has
          been credited to your Main Wallet.
          {more && ` ${step.remaining} more deposit${step.remaining > 1 ? 's' : ''} to verify.`}
        </p>
      </AlertDialog>
    );
  }

  return (
    <Dialog
      isOpen
      title={step.kind === 'list' ? 'Incoming Deposits' : 'Verify Sender'}
      onOpenChange={(open) => !open && onClose()}
    >
      {step.kind === 'list' ? (
        <DepositList onVerify={(deposit) => setStep({ kind: 'verify', deposit })} />
      ) : (
        <VerifySender
          deposit={step.deposit}
          onBack={() => setStep({ kind: 'list' })}
          onVerified={(sender, remaining) =>
            setStep({ kind: 'done', deposit: step.deposit, sender, remaining })
          }
        />
      )}
    </Dialog>
  );
}

function DepositList({ onVerify }: { onVerify: (deposit: IncomingDeposit) => void }) {
  const incoming = useIncomingDeposits();
  const profile = useProfile();
  if (incoming.error && !incoming.data)
    return <LoadFailed what="Your incoming deposits" onRetry={() => void incoming.mutate()} />;
  // Dates wait for the profile's timezone (or its failure) so they never jump zones.
  if (!incoming.data || !(profile.data || profile.error))
    return (
      <SkeletonGroup label="Loading your incoming deposits">
        <Skeleton height="4rem" shape="rect" />
      </SkeletonGroup>
    );
  const deposits = incoming.data.incoming_deposits;
  if (deposits.length === 0) return <p>No deposits are waiting for details.</p>;
  return (
    <div className={styles.form}>
      <p>These deposits came from addresses we do not know. Tell us who sent each one.</p>
      <ul className={styles.list}>
        {deposits.map((deposit) => (
          <li key={deposit.id} className={styles.item}>
            <div className={styles.facts}>
              <span className={styles.amount}>
                <Amount value={deposit.amount} ticker={deposit.ticker} />
              </span>
              <span className={styles.muted}>
                From <Address address={deposit.address} truncate />
              </span>
              <span className={styles.muted}>
                <DateTime
                  value={deposit.timestamp}
                  timeZone={profile.data?.timezone ?? undefined}
                />
              </span>
            </div>
            <Button
              size="sm"
              // A label is text: Amount's plain form.
              aria-label={`Verify Sender of ${formatMoney(deposit.amount, { ticker: deposit.ticker }) ?? deposit.amount}`}
              onPress={() => onVerify(deposit)}
            >
              Verify Sender
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

interface VerifySenderProps {
  deposit: IncomingDeposit;
  onBack: () => void;
  onVerified: (sender: string, remaining: number) => void;
}

/** The sender's name (required, at most 40); Confirm is sent once until the server answers. */
function VerifySender({ deposit, onBack, onVerified }: VerifySenderProps) {
  const [name, setName] = useState('');
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const busy = useRef(false);
  const { mutate } = useSWRConfig();
  const refresh = useRevalidateAfterHomeMove();
  const sender = name.trim();
  const hintId = useId();

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    // A second press or Enter while the call is out does nothing: one request per sender.
    if (busy.current || !sender) return;
    busy.current = true;
    setSending(true);
    try {
      const answer = await confirmIncomingDeposit(String(deposit.id), sender);
      const email = sessionStore.get('userEmail');
      if (email) await mutate(keys.incoming(email), answer, { revalidate: false });
      void refresh();
      onVerified(sender, answer.incoming_deposits.length);
    } catch {
      setFailed(true);
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void confirm(e)} noValidate>
      <p>
        Who sent{' '}
        <strong>
          <Amount value={deposit.amount} ticker={deposit.ticker} />
        </strong>{' '}
        from <Address address={deposit.address} truncate />?
      </p>
      <TextField
        label="Sender Name"
        value={name}
        onChange={setName}
        maxLength={SENDER_NAME_MAX}
        showCounter
        autoComplete="off"
        description="The person or business that sent this deposit"
        autoFocus
        isRequired
      />
      <MissingFields
        id={hintId}
        action="confirm"
        items={sender ? [] : [{ label: 'Sender Name' }]}
        align="end"
      />
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onBack} isDisabled={sending}>
          Back
        </Button>
        <Button type="submit" isDisabled={!sender} isPending={sending} aria-describedby={hintId}>
          Confirm
        </Button>
      </div>
      <GenericErrorDialog isOpen={failed} onClose={() => setFailed(false)} />
    </form>
  );
}
