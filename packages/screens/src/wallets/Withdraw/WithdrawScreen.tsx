import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { Trans, useLingui } from '@lingui/react/macro';
import { reviewSend, useSendDetails, type SendDetails } from '@wallet/api';
import {
  Amount,
  amountInputText,
  Button,
  Card,
  MissingFields,
  Skeleton,
  SkeletonGroup,
  PageHeader,
} from '@wallet/ui';
import { LazyGenericErrorDialog, LoadFailed, pageStyles as page } from '../../common';
import { FormAmountField } from '../../forms/FormAmountField';
import { FormTextField } from '../../forms/FormFields';
import { useBlurValidatedForm } from '../../forms/useBlurValidatedForm';
import { missingOf } from '../../forms/missingFields';
import { useSubmitCheck } from '../../forms/useCanSubmit';
import { useFlowDraft, useSaveAsTyped } from '../../forms/useFlowDraft';
import { useNextSubmit } from '../../forms/useNextSubmit';
import { loadOnce } from '../../hooks/loadOnce';
import { useLoaded } from '../../hooks/useLoaded';
import { usePainted } from '../../hooks/usePainted';
import { startReview } from '../../forms/sendOnce';
import { cleanText, hasVisibleText } from '../../forms/visibleText';
import { TransferTabs } from '../Deposit/TransferTabs';
import { addressProblem, isChecksumLoaded, loadChecksum } from '../../common/address/evmAddress';
import {
  maxSendAmount,
  RECIPIENT,
  recipientReceives,
  SEND_MESSAGES as M,
  sendAmountError,
  sendAmountValue,
} from '../money/sendAmount';
import type * as RecipientToolsModule from './recipientTools';
import type { RecipientCheckState } from './RecipientSafety';
import { sendOutcome, type LimitReached } from './sendErrors';
import styles from './withdraw.module.css';
import { WITHDRAW_DRAFT } from './withdrawDraft';

// The dialog (react-aria's modal and overlays) loads only when it opens: kept out of the page's
// first download.
const LimitReachedDialog = lazy(() =>
  import('./LimitReachedDialog').then((m) => ({ default: m.LimitReachedDialog })),
);

interface WithdrawValues {
  amount: string;
  recipientName: string;
  recipientAddress: string;
}

/** A string rule: the message of what is wrong, or undefined. */
const rule = (check: (value: string) => string | undefined) =>
  z.string().check(
    z.superRefine((value, ctx) => {
      const message = check(value);
      if (message) ctx.issues.push({ code: 'custom', message, input: value });
    }),
  );

/** The form's rules for this balance, minimum and ticker (spec 1 section 5). */
const sendSchema = (details: SendDetails) =>
  z.object({
    amount: rule((value) =>
      sendAmountError(value, {
        min: details.crypto_min_amount,
        balance: details.crypto_balance,
        fee: details.crypto_fee,
        ticker: details.crypto,
      }),
    ),
    recipientName: rule((value) => (hasVisibleText(value) ? undefined : M.nameRequired)),
    recipientAddress: rule((value) => (!value.trim() ? M.addressRequired : addressProblem(value))),
  });

type RecipientTools = typeof RecipientToolsModule;
let tools: RecipientTools | undefined;
/** The address check and the picker: beside the page, not in its first download (budget). */
const loadTools = loadOnce(() =>
  import('./recipientTools').then((m) => {
    tools = m;
  }),
);
const loadAll = () => Promise.all([loadChecksum(), loadTools()]);
const allLoaded = () => isChecksumLoaded() && tools !== undefined;

/** /withdraw: the balance, the amount with Max, the recipient, the fee and what arrives; Send. */
export function WithdrawScreen() {
  const { t } = useLingui();
  const details = useSendDetails();
  // The address tools, and the lists the address check reads (RecipientSafety), come once the
  // page is on screen: nobody checks an address before then, and on a slow line they would share
  // it with the page's own files.
  const ready = useLoaded(loadAll, allLoaded, usePainted());
  return (
    <TransferTabs>
      <div className={page.page}>
        <PageHeader
          title={t`Withdraw`}
          description={t`Send USDC from your Main Wallet to another wallet on the Arbitrum network.`}
        />
        {details.data && ready && tools ? (
          <WithdrawForm details={details.data} tools={tools} />
        ) : details.error ? (
          <LoadFailed what={t`Your balance`} onRetry={() => void details.mutate()} />
        ) : (
          <SkeletonGroup label={t`Loading your balance`}>
            <Skeleton height="34rem" shape="rect" />
          </SkeletonGroup>
        )}
      </div>
    </TransferTabs>
  );
}

function WithdrawForm({ details, tools }: { details: SendDetails; tools: RecipientTools }) {
  const { t } = useLingui();
  const draft = useFlowDraft(WITHDRAW_DRAFT);
  // A sent draft is a finished withdrawal: the form starts empty.
  const kept = draft.saved.sent ? {} : draft.saved;
  const schema = useMemo(() => sendSchema(details), [details]);
  const form = useBlurValidatedForm<WithdrawValues>(
    {
      amount: kept.amount ?? '',
      recipientName: kept.recipientName ?? '',
      recipientAddress: kept.recipientAddress ?? '',
    },
    zodResolver(schema),
  );
  const [limit, setLimit] = useState<LimitReached>();
  const [generic, setGeneric] = useState<string | false>(false);
  // What send/confirm refused on the review shows under its field here, once.
  const refusal = draft.saved.sent ? null : draft.saved.refusal;
  const [announcement, setAnnouncement] = useState(refusal?.message ?? '');
  useEffect(() => {
    if (draft.saved.sent) draft.clear();
    if (refusal) form.setError(refusal.field, { type: 'server', message: refusal.message });
    draft.save({ refusal: null, ...(refusal ? { reviewed: false } : {}) });
  }, [draft, form, refusal]);
  // Back on the form, the last review stands until a field changes (Forward returns to it); a
  // change needs a new review, which Send makes.
  const saveChange = useCallback(
    (values: Partial<WithdrawValues>) => draft.save({ ...values, reviewed: false }),
    [draft],
  );
  useSaveAsTyped(form, saveChange);
  const { canSubmit, blocking } = useSubmitCheck(form, schema);
  const [addressCheck, setAddressCheck] = useState<RecipientCheckState>('clear');
  const addressCheckBlocks = addressCheck !== 'clear';
  const hintId = useId();
  const amount = useWatch({ control: form.control, name: 'amount' });
  const address = useWatch({ control: form.control, name: 'recipientAddress' });
  const ticker = details.crypto;
  const receives = recipientReceives(amount, details.crypto_fee);
  const labels = {
    amount: t`Amount`,
    recipientName: t`Recipient name`,
    recipientAddress: t`Recipient wallet address`,
  };

  const { submit } = useNextSubmit(form, async (values, go) => {
    // Enter in a field while an address warning waits for its tick sends nothing either.
    if (addressCheckBlocks) return;
    const review = {
      recipientName: cleanText(values.recipientName),
      recipientAddress: values.recipientAddress.trim(),
    };
    setAnnouncement('');
    try {
      await reviewSend({
        crypto_id: details.crypto_id,
        // What the field's text means, written plainly ("0010" -> "10"); the draft keeps the text.
        amount: sendAmountValue(values.amount)!,
        recipient_name: review.recipientName,
        recipient_address: review.recipientAddress,
      });
    } catch (error) {
      const outcome = sendOutcome(error);
      if (outcome.kind === 'field') {
        // Announced, not focused: a field clears its error when it takes focus.
        form.setError(outcome.field, { type: 'server', message: outcome.message });
        setAnnouncement(outcome.message);
      } else if (outcome.kind === 'limit') setLimit(outcome.limit);
      else setGeneric(outcome.message ?? '');
      return;
    }
    // A new review: its Confirm may go out once (forms/sendOnce.ts).
    startReview('withdraw');
    draft.save({
      ...review,
      amount: values.amount,
      reviewed: true,
      sent: false,
      cryptoId: details.crypto_id,
      ticker,
      network: details.crypto_network,
      fee: details.crypto_fee,
    });
    go('/withdraw/review');
  });

  return (
    <div className={styles.layout}>
      <Card>
        <form className={styles.form} onSubmit={submit} noValidate aria-label={t`Withdraw`}>
          {/* The amount is the page's focus; what may be sent is a quiet line with Max. */}
          <FormAmountField
            form={form}
            name="amount"
            label={labels.amount}
            size="hero"
            placeholder="0"
            ticker={ticker}
            onMax={() =>
              form.setValue('amount', amountInputText(maxSendAmount(details.crypto_balance)), {
                shouldValidate: true,
                shouldDirty: true,
              })
            }
            maxLabel={t`Max`}
            available={
              <Trans>
                Main Wallet Balance{' '}
                <span className={styles.balance} data-testid="send-balance">
                  <Amount value={details.crypto_balance} ticker={ticker} />
                </span>
              </Trans>
            }
            description={
              <Trans>
                Minimum <Amount value={details.crypto_min_amount} ticker={ticker} />
              </Trans>
            }
            isRequired
          />
          <fieldset className={styles.recipientSet}>
            <legend className={styles.legend}>
              <Trans>Send to</Trans>
            </legend>
            <tools.RecipientPicker
              onPick={(entry) => {
                const set = { shouldValidate: true, shouldDirty: true } as const;
                form.setValue('recipientName', entry.address_name.slice(0, RECIPIENT.nameMax), set);
                form.setValue('recipientAddress', entry.address, set);
              }}
            />
            <FormTextField
              form={form}
              name="recipientName"
              label={labels.recipientName}
              maxLength={RECIPIENT.nameMax}
              autoComplete="off"
              isRequired
            />
            <FormTextField
              form={form}
              name="recipientAddress"
              label={labels.recipientAddress}
              description={t`An Arbitrum (EVM) address starting with 0x`}
              maxLength={RECIPIENT.addressMax}
              autoComplete="off"
              spellCheck="false"
              className={styles.addressField}
              isRequired
            />
            <tools.RecipientSafety address={address} onStateChange={setAddressCheck} />
          </fieldset>
          {/* The fee preview as a receipt: what goes, what it costs, what arrives. */}
          <dl className={styles.review}>
            <div>
              <dt>
                <Trans>Network</Trans>
              </dt>
              <dd>{details.crypto_network}</dd>
            </div>
            <div>
              <dt>
                <Trans>Network fee</Trans>
              </dt>
              <dd>
                <Amount value={details.crypto_fee} ticker={ticker} />
              </dd>
            </div>
            <div className={styles.total}>
              <dt>
                <Trans>Recipient receives</Trans>
              </dt>
              <dd className={styles.strong} data-testid="recipient-receives">
                <Amount value={receives} ticker={ticker} />
              </dd>
            </div>
          </dl>
          <MissingFields
            id={hintId}
            action={t`send`}
            items={[
              ...missingOf(form, blocking, labels),
              ...(addressCheck === 'tick'
                ? [{ label: t`the box under the warning`, kind: 'tick' } as const]
                : []),
            ]}
            align="end"
          />
          <div className={styles.actions}>
            <Button
              type="submit"
              isDisabled={!canSubmit || addressCheckBlocks}
              isPending={form.formState.isSubmitting}
              aria-describedby={hintId}
            >
              <Trans>Send</Trans>
            </Button>
          </div>
        </form>
      </Card>
      <p className="visually-hidden" aria-live="assertive">
        {announcement}
      </p>
      {limit && (
        <Suspense>
          <LimitReachedDialog limit={limit} onClose={() => setLimit(undefined)} />
        </Suspense>
      )}
      <LazyGenericErrorDialog
        isOpen={generic !== false}
        message={generic || undefined}
        onClose={() => setGeneric(false)}
      />
    </div>
  );
}
