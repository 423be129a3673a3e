import { useId, useRef, useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const [step, setStep] = useState<Step>({ kind: 'list' });

  if (step.kind === 'done') {
    const { sender, remaining } = step;
    const more = remaining > 0;
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
        title={t`Sender Verified`}
        actions={
          <Button autoFocus onPress={next}>
            {more ? t`Back to Incoming Deposits` : t`Done`}
          </Button>
        }
      >
        <p>
          <Trans>
            <Amount value={step.deposit.amount} ticker={step.deposit.ticker} /> from {sender} has
            been credited to your Main Wallet.
          </Trans>
          {more &&
            ` ${plural(remaining, { one: '# more deposit to verify.', other: '# more deposits to verify.' })}`}
        </p>
      </AlertDialog>
    );
  }

  return (
    <Dialog
      isOpen
      title={step.kind === 'list' ? t`Incoming Deposits` : t`Verify Sender`}
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
  const { t } = useLingui();
  const incoming = useIncomingDeposits();
  const profile = useProfile();
  if (incoming.error && !incoming.data)
    return <LoadFailed what={t`Your incoming deposits`} onRetry={() => void incoming.mutate()} />;
  // Dates wait for the profile's timezone (or its failure) so they never jump zones.
  if (!incoming.data || !(profile.data || profile.error))
    return (
      <SkeletonGroup label={t`Loading your incoming deposits`}>
        <Skeleton height="4rem" shape="rect" />
      </SkeletonGroup>
    );
  const deposits = incoming.data.incoming_deposits;
  if (deposits.length === 0)
    return (
      <p>
        <Trans>No deposits are waiting for details.</Trans>
      </p>
    );
  return (
    <div className={styles.form}>
      <p>
        <Trans>These deposits came from addresses we do not know. Tell us who sent each one.</Trans>
      </p>
      <ul className={styles.list}>
        {deposits.map((deposit) => {
          // A label is text: Amount's plain form.
          const amount = formatMoney(deposit.amount, { ticker: deposit.ticker }) ?? deposit.amount;
          return (
            <li key={deposit.id} className={styles.item}>
              <div className={styles.facts}>
                <span className={styles.amount}>
                  <Amount value={deposit.amount} ticker={deposit.ticker} />
                </span>
                <span className={styles.muted}>
                  <Trans>
                    From <Address address={deposit.address} truncate />
                  </Trans>
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
                aria-label={t`Verify Sender of ${amount}`}
                onPress={() => onVerify(deposit)}
              >
                <Trans>Verify Sender</Trans>
              </Button>
            </li>
          );
        })}
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
  const { t } = useLingui();
  const [name, setName] = useState('');
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const busy = useRef(false);
  const { mutate } = useSWRConfig();
  const refresh = useRevalidateAfterHomeMove();
  const sender = name.trim();
  const hintId = useId();
  const senderLabel = t`Sender Name`;

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
        <Trans>
          Who sent{' '}
          <strong>
            <Amount value={deposit.amount} ticker={deposit.ticker} />
          </strong>{' '}
          from <Address address={deposit.address} truncate />?
        </Trans>
      </p>
      <TextField
        label={senderLabel}
        value={name}
        onChange={setName}
        maxLength={SENDER_NAME_MAX}
        showCounter
        autoComplete="off"
        description={t`The person or business that sent this deposit`}
        autoFocus
        isRequired
      />
      <MissingFields
        id={hintId}
        action={t`confirm`}
        items={sender ? [] : [{ label: senderLabel }]}
        align="end"
      />
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onBack} isDisabled={sending}>
          <Trans>Back</Trans>
        </Button>
        <Button type="submit" isDisabled={!sender} isPending={sending} aria-describedby={hintId}>
          <Trans>Confirm</Trans>
        </Button>
      </div>
      <GenericErrorDialog isOpen={failed} onClose={() => setFailed(false)} />
    </form>
  );
}
