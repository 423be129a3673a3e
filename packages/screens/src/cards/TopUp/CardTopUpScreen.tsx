import { useEffect, useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  topUpCard,
  useCardBalance,
  useRevalidateAfterCardTopUp,
  type CardBalance,
} from '@wallet/api';
import {
  Amount,
  AmountField,
  Button,
  Card,
  Checkbox,
  CopyButton,
  Link,
  MissingFields,
  Skeleton,
  SkeletonGroup,
  StepHeader,
} from '@wallet/ui';
import {
  CancelTransactionDialog,
  GenericErrorDialog,
  LEGAL_LINKS,
  LoadFailed,
  pageStyles as page,
  useLeaveBlocker,
  AlreadySubmitted,
  FlowDone,
} from '../../common';
import { useFlowDraft } from '../../forms/useFlowDraft';
import { useFlowSteps, type FlowSteps } from '../../forms/useFlowSteps';
import { TERMS_BOX } from '../../forms/missingFields';
import { useSingleAction } from '../../forms/useSingleSubmit';
import { useOfflinePause } from '../../common/connection';
import { startReview, useSendOnce } from '../../forms/sendOnce';
import styles from '../flow.module.css';
import { isUnreadableSuccess } from '../unreadableSuccess';
import { TOPUP_AMOUNT, topUpAmountError, topUpAmountValue } from './topUpAmount';
import { TOPUP_DRAFT, type SavedTopUp } from './topUpDraft';
import { TICKER } from '../tickers';

/** The top-up's review in forms/sendOnce.ts: its Confirm goes out once. */
const TOPUP_ONCE = 'card-topup';

type End = { at: 'done'; txnHash: string | undefined } | { at: 'spent' };

/** How a saved top-up ended, if it did. */
function endOf(saved: SavedTopUp): End | undefined {
  if (saved.end === 'done') return { at: 'done', txnHash: saved.txnHash };
  if (saved.end === 'spent') return { at: 'spent' };
  return undefined;
}

/**
 * /card/topup (spec 2 sections 2 and 5): the amount (2 decimals, quick amounts, the limits of
 * card/balance), Review Details with the terms, then Top-Up Successful with the transaction ID.
 * card/topup is sent once however often Confirm is pressed. Each step is a history entry of the
 * flow (forms/useFlowSteps), so the browser's Back on the review returns to the amount as typed;
 * the top-up is kept in session storage for its flow (TOPUP_DRAFT), so a reload keeps its step.
 * Leaving the flow from the review asks first, as Withdraw's does.
 */
export function CardTopUpScreen() {
  const steps = useFlowSteps<'amount' | 'review'>('amount');
  // Another flow (a new visit) is another top-up.
  return <TopUpFlow key={steps.flow} steps={steps} />;
}

function TopUpFlow({ steps }: { steps: FlowSteps<'amount' | 'review'> }) {
  const balance = useCardBalance();
  const stored = useFlowDraft(TOPUP_DRAFT);
  const [saved] = useState(() => (stored.saved.flow === steps.flow ? stored.saved : {}));
  const [amount, setAmount] = useState(saved.amount ?? '');
  // What the review shows and Confirm sends: the amount as it was when Next was pressed.
  const [reviewed, setReviewed] = useState(saved.reviewed);
  const [end, setEnd] = useState(() => endOf(saved));
  // Back from the end: a finished top-up, so the form starts empty (as Withdraw's does).
  if (steps.step === 'amount' && end) {
    setEnd(undefined);
    setAmount('');
    setReviewed(undefined);
  }
  // Forward to the review stands only while the amount is the one reviewed.
  const reviewStands = !end && reviewed !== undefined && topUpAmountValue(amount) === reviewed;
  const at = steps.step === 'amount' ? 'amount' : (end?.at ?? (reviewStands ? 'review' : 'amount'));
  const landsOnAmount = steps.step === 'review' && at === 'amount';
  const { replace } = steps;
  useEffect(() => {
    if (landsOnAmount) replace('amount');
  }, [landsOnAmount, replace]);
  // While card/topup is out the header's Back is gone too: the answer decides the next screen.
  const [sending, setSending] = useState(false);
  const guard = useLeaveBlocker(at === 'review', { busy: sending });
  const { t } = useLingui();
  useEffect(() => {
    stored.clear();
    stored.save({
      flow: steps.flow,
      amount,
      reviewed,
      end: end?.at,
      ...(end?.at === 'done' ? { txnHash: end.txnHash } : {}),
    });
  }, [stored, steps.flow, amount, reviewed, end]);
  if (at === 'done' && end?.at === 'done')
    return <TopUpDone txnHash={end.txnHash} amount={reviewed ?? ''} balance={balance} />;
  if (at === 'spent') return <TopUpSpent amount={reviewed ?? ''} balance={balance} />;
  return (
    <div className={page.page}>
      <StepHeader
        title={at === 'amount' ? t`Top Up` : t`Review Details`}
        step={at === 'amount' ? 1 : 2}
        totalSteps={2}
        progress={at === 'amount' ? 50 : 100}
        {...(at === 'review' && !sending
          ? { onBack: () => steps.back('amount'), backLabel: t`Back to Top Up` }
          : {})}
      />
      {!balance.data ? (
        balance.error ? (
          <LoadFailed what={t`Your balances`} onRetry={() => void balance.mutate()} />
        ) : (
          <SkeletonGroup label={t`Loading your balances`}>
            <Skeleton height="24rem" shape="rect" />
          </SkeletonGroup>
        )
      ) : at === 'amount' ? (
        <AmountStep
          balance={balance.data}
          amount={amount}
          onChange={setAmount}
          onNext={(typed, value) => {
            setAmount(typed);
            setReviewed(value);
            startReview(TOPUP_ONCE);
            steps.go('review');
          }}
        />
      ) : (
        <ReviewStep
          amount={reviewed ?? ''}
          onBack={() => steps.back('amount')}
          onSendingChange={setSending}
          onDone={(txnHash) => setEnd({ at: 'done', txnHash })}
          onSpent={() => setEnd({ at: 'spent' })}
        />
      )}
      <CancelTransactionDialog
        isOpen={guard.asking}
        onStay={guard.stay}
        onLeave={() => {
          stored.clear();
          guard.leave();
        }}
      />
    </div>
  );
}

/**
 * Step 1. Plain state rather than the form kit: one field does not need it, and the route stays
 * within its download budget. Checked when left and on Next, the error cleared on focus (spec 1
 * section 5), Next enabled as soon as the amount passes.
 */
function AmountStep({
  balance,
  amount: initial,
  onChange,
  onNext,
}: {
  balance: CardBalance;
  amount: string;
  /** The amount as typed, for the draft. */
  onChange: (amount: string) => void;
  /** The field's text as typed (kept for Back) and the plain amount it means (sent). */
  onNext: (typed: string, value: string) => void;
}) {
  const [amount, setAmount] = useState(initial);
  const [error, setError] = useState<string>();
  const { t } = useLingui();
  const check = (value: string) =>
    topUpAmountError(value, {
      min: balance.min_topup_amount,
      max: balance.max_topup_amount,
      balance: balance.main_wallet_balance,
    });
  const valid = !check(amount);
  const hintId = useId();
  useEffect(() => onChange(amount), [amount, onChange]);
  return (
    <div className={styles.layout}>
      <Card>
        <form
          className={styles.form}
          noValidate
          aria-label={t`Top Up`}
          onSubmit={(event) => {
            event.preventDefault();
            const message = check(amount);
            if (message) setError(message);
            else onNext(amount, topUpAmountValue(amount)!);
          }}
        >
          {/* The amount is the page's focus; where it comes from is a quiet line under it. */}
          <AmountField
            label={t`Amount`}
            size="hero"
            placeholder="0"
            value={amount}
            onChange={setAmount}
            onBlur={() => setError(check(amount))}
            onFocus={() => setError(undefined)}
            isInvalid={Boolean(error)}
            errorMessage={error}
            ticker={TICKER.usd}
            available={
              <Trans>
                Main Wallet Balance{' '}
                <span className={styles.balance} data-testid="main-balance">
                  <Amount value={balance.main_wallet_balance} ticker={TICKER.usd} />
                </span>
              </Trans>
            }
            description={
              <Trans>
                Minimum <Amount value={balance.min_topup_amount} ticker={TICKER.usd} />, maximum{' '}
                <Amount value={balance.max_topup_amount} ticker={TICKER.usd} />
              </Trans>
            }
            isRequired
          />
          <div className={styles.quick} role="group" aria-label={t`Quick amounts`}>
            {TOPUP_AMOUNT.quick.map((quick) => (
              <Button
                key={quick}
                variant="secondary"
                size="sm"
                onPress={() => {
                  setAmount(quick);
                  setError(check(quick));
                }}
              >
                {quick}
              </Button>
            ))}
          </div>
          <dl className={page.summary}>
            <div>
              <dt>
                <Trans>Card Balance</Trans>
              </dt>
              <dd data-testid="card-balance">
                <Amount value={balance.card_wallet_balance} ticker={TICKER.usd} />
              </dd>
            </div>
            <div>
              <dt>
                <Trans>Top-up fee</Trans>
              </dt>
              <dd>
                <Trans>FREE</Trans>
              </dd>
            </div>
          </dl>
          <MissingFields
            id={hintId}
            action={t`continue`}
            items={valid ? [] : [{ label: t`Amount`, kind: amount.trim() ? 'correct' : 'fill' }]}
            align="end"
          />
          <div className={styles.actions}>
            <Link href="/card" variant="standalone">
              <Trans>Cancel</Trans>
            </Link>
            <Button type="submit" isDisabled={!valid} aria-describedby={hintId}>
              <Trans>Next</Trans>
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}

function ReviewStep({
  amount,
  onBack,
  onSendingChange,
  onDone,
  onSpent,
}: {
  amount: string;
  onBack: () => void;
  onSendingChange: (sending: boolean) => void;
  /** The top-up went through; `txnHash` is undefined when its answer could not be read. */
  onDone: (txnHash: string | undefined) => void;
  /** Sent already (another tab, or before a reload) and its outcome is not known here. */
  onSpent: () => void;
}) {
  const [accepted, setAccepted] = useState(false);
  const [failed, setFailed] = useState(false);
  const refresh = useRevalidateAfterCardTopUp();
  const hintId = useId();
  // Sent by this tab, another one, or before a reload: the review is left for what happened.
  const { spent, send } = useSendOnce(TOPUP_ONCE);
  const offline = useOfflinePause();
  const { t } = useLingui();
  useEffect(() => {
    if (spent?.state === 'done') onDone(spent.outcome?.txnHash);
    else if (spent) onSpent();
  }, [spent, onDone, onSpent]);
  const confirm = useSingleAction(async () => {
    try {
      const result = await send(
        async () => {
          try {
            return (await topUpCard(amount)).txn_hash;
          } catch (error) {
            // The money moved, only the receipt is lost: never the error dialog nor a resend.
            if (isUnreadableSuccess(error)) return undefined;
            throw error;
          }
        },
        (txnHash): Record<string, string> => (txnHash ? { txnHash } : {}),
      );
      if (result.sent) void refresh();
    } catch {
      setFailed(true);
    }
  });
  useEffect(() => onSendingChange(confirm.isPending), [confirm.isPending, onSendingChange]);
  return (
    <div className={styles.layout}>
      <Card>
        <div className={styles.form}>
          <dl className={page.summary}>
            <div>
              <dt>
                <Trans>Top-up amount</Trans>
              </dt>
              <dd data-testid="review-amount">
                <Amount value={amount} ticker={TICKER.usd} />
              </dd>
            </div>
            <div>
              <dt>
                <Trans>Top-up fee</Trans>
              </dt>
              <dd>
                <Trans>FREE</Trans>
              </dd>
            </div>
            <div>
              <dt>
                <Trans>Card receives</Trans>
              </dt>
              <dd>
                <Amount value={amount} ticker={TICKER.usd} />
              </dd>
            </div>
          </dl>
          <Checkbox isSelected={accepted} onChange={setAccepted} isRequired>
            <Trans>I have read and agree to the Terms &amp; Conditions of the card top-up.</Trans>
          </Checkbox>
          <Link href={LEGAL_LINKS.terms} variant="standalone">
            <Trans>Read the Terms &amp; Conditions</Trans>
          </Link>
          <MissingFields
            id={hintId}
            action={t`top up your card`}
            items={accepted ? [] : [TERMS_BOX]}
            unavailable={offline}
            align="end"
          />
          <div className={styles.actions}>
            <Button variant="secondary" onPress={onBack} isDisabled={confirm.isPending}>
              <Trans>Back</Trans>
            </Button>
            <Button
              onPress={confirm.run}
              isDisabled={!accepted || Boolean(offline)}
              isPending={confirm.isPending}
              aria-describedby={hintId}
            >
              <Trans>Confirm</Trans>
            </Button>
          </div>
        </div>
      </Card>
      <GenericErrorDialog isOpen={failed} onClose={() => setFailed(false)} />
    </div>
  );
}

/**
 * The review was sent before (another tab, or this one before a reload) and its answer is not
 * known here: said plainly, and the other tab's outcome shown once it has it.
 */
function TopUpSpent({
  amount,
  balance,
}: {
  amount: string;
  balance: ReturnType<typeof useCardBalance>;
}) {
  const { spent } = useSendOnce(TOPUP_ONCE);
  const { t } = useLingui();
  if (spent?.state === 'done')
    return <TopUpDone txnHash={spent.outcome?.txnHash} amount={amount} balance={balance} />;
  return (
    <AlreadySubmitted
      what={t`top-up`}
      where={t`your card balance and card transactions`}
      unknown={spent?.state === 'unknown'}
      action={
        <Link href="/card" variant="button">
          <Trans>Back To Card</Trans>
        </Link>
      }
    />
  );
}

/**
 * Top-Up Successful. Without a transaction ID (the answer could not be read) the screen says so
 * plainly and shows the card balance as read again after the top-up, as banking apps do with a
 * lost receipt: what happened is shown from the account itself, and nothing offers to resend.
 */
function TopUpDone({
  txnHash,
  amount,
  balance,
}: {
  txnHash: string | undefined;
  amount: string;
  balance: ReturnType<typeof useCardBalance>;
}) {
  const { t } = useLingui();
  return (
    <FlowDone
      title={t`Top-Up Successful`}
      action={
        <Link href="/card" variant="button">
          <Trans>Back To Card</Trans>
        </Link>
      }
    >
      <p className={page.muted}>
        <Trans>
          <Amount value={amount} ticker={TICKER.usd} /> was added to your card balance.
        </Trans>
      </p>
      {txnHash ? (
        <div className={styles.txnId}>
          <span>
            <Trans>
              Transaction ID: <span data-testid="txn-id">{txnHash}</span>
            </Trans>
          </span>
          <CopyButton value={txnHash} aria-label={t`Copy transaction ID`} size="sm" />
        </div>
      ) : (
        <>
          <p>
            <Trans>
              The transaction ID could not be read. The top-up shows in your card balance and card
              transactions.
            </Trans>
          </p>
          {balance.isValidating ? (
            <SkeletonGroup label={t`Loading your card balance`}>
              <Skeleton height="1.5rem" width="12rem" />
            </SkeletonGroup>
          ) : (
            balance.data &&
            !balance.error && (
              <p>
                <Trans>
                  Card balance now:{' '}
                  <span data-testid="card-balance">
                    <Amount value={balance.data.card_wallet_balance} ticker={TICKER.usd} />
                  </span>
                </Trans>
              </p>
            )
          )}
        </>
      )}
    </FlowDone>
  );
}
