import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Navigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  confirmSend,
  useAddressBook,
  useRevalidateAfterWithdrawal,
  useTransactions,
} from '@wallet/api';
import {
  Address,
  Amount,
  Button,
  Card,
  Checkbox,
  Link,
  MissingFields,
  PageHeader,
} from '@wallet/ui';
import {
  CancelTransactionDialog,
  GenericErrorDialog,
  pageStyles as page,
  useLeaveBlocker,
  AlreadySubmitted,
  FlowDone,
} from '../../common';
import { isFirstTime, knownAddresses, sameAddress } from '../../common/address/lookalike';
import type { RecipientValues } from '../../common/address/recipientForm';
import { useOfflinePause } from '../../common/connection';
import { useSendOnce } from '../../forms/sendOnce';
import { useFlowDraft } from '../../forms/useFlowDraft';
import { useSingleAction } from '../../forms/useSingleSubmit';
import { recipientReceives } from '../money/sendAmount';
import { sendOutcome, type LimitReached } from './sendErrors';

import styles from './withdraw.module.css';
import { reviewOf, WITHDRAW_DRAFT, type SendReview } from './withdrawDraft';

const LimitReachedDialog = lazy(() =>
  import('./LimitReachedDialog').then((m) => ({ default: m.LimitReachedDialog })),
);
const RecipientFormDialog = lazy(() =>
  import('../../common/address/RecipientFormDialog').then((m) => ({
    default: m.RecipientFormDialog,
  })),
);

/**
 * /withdraw/review, Review Send Details: what send/review accepted, the address in full, the
 * confirmation box, Confirm (sent once), then Transaction sent. Without a reviewed draft it goes
 * back to the form; leaving while unsent asks first.
 */
export function WithdrawReviewScreen() {
  const { t } = useLingui();
  const draft = useFlowDraft(WITHDRAW_DRAFT);
  const [sent, setSent] = useState(Boolean(draft.saved.sent));
  // Sent from another tab or before a reload: this review is spent, the form starts empty.
  const once = useSendOnce('withdraw');
  const spent = once.spent !== undefined;
  useEffect(() => {
    if (spent) draft.save({ sent: true, reviewed: false });
  }, [spent, draft]);
  const review = reviewOf({ ...draft.saved, reviewed: draft.saved.reviewed || sent || spent });
  if (!review) return <Navigate to="/withdraw" replace />;
  if (once.spent && once.spent.state !== 'done')
    return (
      <AlreadySubmitted
        what={t`transaction`}
        where={t`your transaction history on Home`}
        unknown={once.spent.state === 'unknown'}
        action={
          <Link href="/dashboard" variant="button">
            <Trans>Back to Home</Trans>
          </Link>
        }
      />
    );
  if (sent || spent) return <TransactionSent review={review} />;
  return <Review review={review} send={once.send} onSent={() => setSent(true)} />;
}

function Review({
  review,
  send,
  onSent,
}: {
  review: SendReview;
  send: ReturnType<typeof useSendOnce>['send'];
  onSent: () => void;
}) {
  const { t } = useLingui();
  const draft = useFlowDraft(WITHDRAW_DRAFT);
  const [confirmed, setConfirmed] = useState(false);
  const hintId = useId();
  const offline = useOfflinePause();
  const [failure, setFailure] = useState<string | false>(false);
  const [limit, setLimit] = useState<LimitReached>();
  const refresh = useRevalidateAfterWithdrawal();
  // The form is the flow's step before: its Cancel, back arrow and the browser's Back go there
  // without a question (the form keeps the draft); while Confirm is out, Back asks.
  const [sending, setSending] = useState(false);
  const guard = useLeaveBlocker(true, {
    passes: (pathname) => pathname === '/withdraw',
    busy: sending,
  });
  const receives = recipientReceives(review.amount, review.fee) ?? '0';
  const saved = useAddressBook();
  const history = useTransactions();
  // Said only once both lists are read: a failed read is no reason to alarm.
  const firstTime =
    saved.data &&
    history.data &&
    isFirstTime(review.recipientAddress, knownAddresses(saved.data, history.data));

  const confirmOnce = async () => {
    try {
      const result = await send(() =>
        confirmSend({
          crypto_id: review.cryptoId,
          amount: review.amount,
          recipient_name: review.recipientName,
          recipient_address: review.recipientAddress,
          crypto_network_fee: review.fee,
          crypto_nett_amount: receives,
        }),
      );
      // Sent already (another tab, or before a reload): the screen shows what happened.
      if (!result.sent) return;
    } catch (error) {
      // Spec 1 section 8, as on the form: the limit dialog, or the refused field's message
      // under that field (the review no longer stands), else the generic dialog.
      const outcome = sendOutcome(error);
      if (outcome.kind === 'limit') setLimit(outcome.limit);
      else if (outcome.kind === 'field') {
        draft.save({
          reviewed: false,
          refusal: { field: outcome.field, message: outcome.message },
        });
        guard.leaveTo('/withdraw');
      } else setFailure(outcome.message ?? '');
      return;
    }
    draft.save({ sent: true, reviewed: false });
    void refresh();
    onSent();
  };
  const confirm = useSingleAction(async () => {
    setSending(true);
    try {
      await confirmOnce();
    } finally {
      setSending(false);
    }
  });

  return (
    <div className={page.page}>
      <PageHeader
        title={t`Review Send Details`}
        back={{ href: '/withdraw', label: t`Back to Withdraw` }}
      />
      <div className={styles.layout}>
        <Card>
          <div className={styles.form}>
            {/* The money first, as the page's focus: what is sent, the fee, what arrives. */}
            <dl className={styles.review}>
              <div className={styles.sendHero}>
                <dt>
                  <Trans>Amount</Trans>
                </dt>
                <dd data-testid="review-amount">
                  <Amount value={review.amount} ticker={review.ticker} size="hero" />
                </dd>
              </div>
              <div>
                <dt>
                  <Trans>Network fee</Trans>
                </dt>
                <dd>
                  <Amount value={review.fee} ticker={review.ticker} />
                </dd>
              </div>
              <div className={styles.total}>
                <dt>
                  <Trans>Recipient receives</Trans>
                </dt>
                <dd className={styles.strong}>
                  <Amount value={receives} ticker={review.ticker} />
                </dd>
              </div>
            </dl>
            {/* Then who receives it: the name, the network and the whole address to compare. */}
            <dl className={`${styles.review} ${styles.recipient}`}>
              <div>
                <dt>
                  <Trans>Recipient name</Trans>
                </dt>
                <dd>{review.recipientName}</dd>
              </div>
              <div>
                <dt>
                  <Trans>Network</Trans>
                </dt>
                <dd>{review.network}</dd>
              </div>
              <div className={styles.addressRow}>
                <dt>
                  <Trans>Recipient wallet address</Trans>
                </dt>
                <dd data-testid="review-address">
                  <span className={styles.addressWell}>
                    <Address address={review.recipientAddress} grouped />
                  </span>
                  {firstTime && (
                    <span className={styles.firstTime}>
                      <Trans>
                        You have not sent to this address before. Check it with the recipient.
                      </Trans>
                    </span>
                  )}
                </dd>
              </div>
            </dl>
            <Checkbox isSelected={confirmed} onChange={setConfirmed} isRequired>
              <Trans>
                I confirm the amount and the recipient details are correct. A transfer cannot be
                reversed.
              </Trans>
            </Checkbox>
            <MissingFields
              id={hintId}
              action={t`send`}
              items={confirmed ? [] : [{ label: t`the confirmation box`, kind: 'tick' }]}
              unavailable={offline}
              align="end"
            />
            <div className={styles.actions}>
              <Link href="/withdraw" variant="standalone" className={styles.cancel}>
                <Trans>Cancel</Trans>
              </Link>
              <Button
                onPress={confirm.run}
                isDisabled={!confirmed || Boolean(offline)}
                isPending={confirm.isPending}
                aria-describedby={hintId}
              >
                <Trans>Confirm</Trans>
              </Button>
            </div>
          </div>
        </Card>
      </div>
      <CancelTransactionDialog
        isOpen={guard.asking}
        onStay={guard.stay}
        onLeave={() => {
          draft.clear();
          guard.leave();
        }}
      />
      <GenericErrorDialog
        isOpen={failure !== false}
        message={failure || undefined}
        onClose={() => setFailure(false)}
      />
      {limit && (
        <Suspense>
          <LimitReachedDialog limit={limit} onClose={() => setLimit(undefined)} />
        </Suspense>
      )}
    </div>
  );
}

function TransactionSent({ review }: { review: SendReview }) {
  const { t } = useLingui();
  const { recipientName } = review;
  return (
    <FlowDone
      title={t`Transaction sent`}
      action={
        <Link href="/dashboard" variant="button">
          <Trans>Back to Home</Trans>
        </Link>
      }
    >
      <p className={page.muted}>
        <Trans>
          <Amount value={review.amount} ticker={review.ticker} /> is on its way to {recipientName}.
          It may take a few minutes to arrive.
        </Trans>
      </p>
      <SaveRecipient review={review} />
    </FlowDone>
  );
}

/** After a send to an address that is not saved: Save to address book, prefilled. */
function SaveRecipient({ review }: { review: SendReview }) {
  const { t } = useLingui();
  const saved = useAddressBook();
  const [open, setOpen] = useState(false);
  const [savedAs, setSavedAs] = useState<string>();
  const [failed, setFailed] = useState(false);
  const [kept, setKept] = useState<Partial<RecipientValues>>({
    name: review.recipientName,
    address: review.recipientAddress,
  });
  const unsaved =
    saved.data && !saved.data.some((e) => sameAddress(e.address, review.recipientAddress));
  return (
    <>
      <p role="status" className={page.muted}>
        {savedAs && t`Saved to your address book as ${savedAs}.`}
      </p>
      {unsaved && !savedAs && (
        <Button variant="secondary" onPress={() => setOpen(true)}>
          <Trans>Save to address book</Trans>
        </Button>
      )}
      {open && (
        <Suspense fallback={null}>
          <RecipientFormDialog
            initial={kept}
            onClose={() => setOpen(false)}
            onSaved={(entry) => {
              setOpen(false);
              setSavedAs(entry.address_name);
            }}
            onFailed={(values) => {
              setKept(values);
              setOpen(false);
              setFailed(true);
            }}
          />
        </Suspense>
      )}
      <GenericErrorDialog isOpen={failed} onClose={() => setFailed(false)} />
    </>
  );
}
