import { useEffect, useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { createCard, useRevalidateAfterCardApplication } from '@wallet/api';
import { Amount, Button, Card, CardFace, Checkbox, Link, MissingFields } from '@wallet/ui';
import { AlreadySubmitted, FlowDone, LEGAL_LINKS, pageStyles as page } from '../../common';
import { TERMS_BOX } from '../../forms/missingFields';
import { useSingleAction } from '../../forms/useSingleSubmit';
import { useOfflinePause } from '../../common/connection';
import { outcomeUnknown, useSendOnce } from '../../forms/sendOnce';
import { DeliverySummaryRows } from '../delivery/DeliverySummaryRows';
import styles from '../flow.module.css';
import { APPLY_ONCE } from './applyDraft';
import {
  isCardExists,
  isRefusedPartnerCode,
  isSlotFull,
  termsText,
  TIER,
  vefOffer,
} from './applyRules';
import type { Application } from './types';
import apply from './apply.module.css';
import { TICKER } from '../tickers';

/** Page 5: the card as it will be, the name (and address), the terms; Apply sends card/create once. */
export function ReviewPage({
  draft,
  withAddress,
  onSubmitted,
  onSlotFull,
  onHasCard,
  onCodeRefused,
  onFailed,
  onSendingChange,
}: {
  draft: Application;
  withAddress: boolean;
  /** Submitted; `known` is false when it was sent before (a reload, another tab) unanswered. */
  onSubmitted: (known: boolean) => void;
  onSlotFull: () => void;
  /** card/create refused: the customer has a card already (applied in another tab, say). */
  onHasCard: () => void;
  /** card/create refused the partner code: page 1 shows it with its error. */
  onCodeRefused: () => void;
  onFailed: () => void;
  /** card/create is out (the flow takes its Back away meanwhile), or answered. */
  onSendingChange?: (sending: boolean) => void;
}) {
  const { t } = useLingui();
  const [accepted, setAccepted] = useState(false);
  const refresh = useRevalidateAfterCardApplication();
  const physical = draft.tier.id === TIER.physical;
  // Created by this tab, another one, or before a reload: never a second card/create.
  const { spent, send } = useSendOnce(APPLY_ONCE);
  const offline = useOfflinePause();
  useEffect(() => {
    if (spent && spent.state !== 'done') onSubmitted(false);
  }, [spent, onSubmitted]);
  const submit = useSingleAction(async () => {
    try {
      const result = await send(() =>
        createCard({
          card_tier_id: draft.tier.id,
          name_on_card: draft.nameOnCard,
          accept_tnc: true,
          // The code that unlocked the tier goes with it, for the server to check (docs/api.md).
          ...(draft.partnerCode ? { partner_code: draft.partnerCode } : {}),
        }),
      );
      // Sent already (another tab, or before a reload): the page says what happened.
      if (!result.sent) return;
      await refresh();
    } catch (error) {
      if (isSlotFull(error)) onSlotFull();
      else if (isCardExists(error)) {
        // The card list is read again first, so /card shows that card rather than send back here.
        await refresh();
        onHasCard();
      } else if (isRefusedPartnerCode(error)) onCodeRefused();
      // No answer: the next page says the outcome is unknown, rather than that it failed.
      else if (outcomeUnknown(error)) onSubmitted(false);
      else onFailed();
      return;
    }
    onSubmitted(true);
  });
  useEffect(() => {
    if (spent?.state === 'done' && !submit.isPending) onSubmitted(true);
  }, [spent, submit.isPending, onSubmitted]);
  useEffect(() => onSendingChange?.(submit.isPending), [submit.isPending, onSendingChange]);
  const hintId = useId();
  return (
    <div className={styles.layout}>
      <div className={styles.preview}>
        <CardFace
          type={physical ? 'physical' : 'virtual'}
          nameOnCard={draft.nameOnCard}
          state="active"
        />
      </div>
      <Card>
        <div className={apply.review}>
          <dl className={page.summary}>
            <div>
              <dt>
                <Trans>Card</Trans>
              </dt>
              <dd>{physical ? t`Physical Card` : t`Virtual Card`}</dd>
            </div>
            <div>
              <dt>
                <Trans>Name</Trans>
              </dt>
              <dd data-testid="review-name">{draft.nameOnCard}</dd>
            </div>
            <div>
              <dt>{vefOffer(draft.tier) ? t`You pay for the VEF` : t`Application fee`}</dt>
              <dd>
                <Amount value={draft.tier.applicationFee} ticker={TICKER.usdc} trimZeros />
              </dd>
            </div>
            {draft.partnerCode && (
              <div>
                <dt>
                  <Trans>Partner code</Trans>
                </dt>
                <dd>{draft.partnerCode}</dd>
              </div>
            )}
            {withAddress && <DeliverySummaryRows address={draft.address} />}
          </dl>
          <div className={apply.terms}>
            <Checkbox isSelected={accepted} onChange={setAccepted} isRequired>
              {termsText(draft.tier)}
            </Checkbox>
            <Link href={LEGAL_LINKS.terms} variant="standalone">
              <Trans>Read the Terms &amp; Conditions</Trans>
            </Link>
          </div>
          <MissingFields
            id={hintId}
            action={t`apply`}
            items={accepted ? [] : [TERMS_BOX]}
            unavailable={offline}
            align="end"
          />
          <div className={styles.actions}>
            <Button
              onPress={submit.run}
              isDisabled={!accepted || Boolean(offline)}
              isPending={submit.isPending}
              aria-describedby={hintId}
            >
              <Trans>Apply</Trans>
            </Button>
          </div>
        </div>
      </Card>
    </div>
  );
}

/** Page 6; or, when this tab did not see the answer, what it knows. */
export function SubmittedPage({ known = true }: { known?: boolean }) {
  // The tab that sent it may still answer: its outcome shows here when it does.
  const { spent } = useSendOnce(APPLY_ONCE);
  const { t } = useLingui();
  if (!known && spent?.state !== 'done')
    return (
      <AlreadySubmitted
        what={t`card application`}
        where={t`Cards`}
        unknown={spent?.state === 'unknown'}
        action={
          <Link href="/card" variant="button">
            <Trans>Back To Card</Trans>
          </Link>
        }
      />
    );
  return (
    <FlowDone
      title={t`Your Card Application Is Submitted!`}
      action={
        <Link href="/card" variant="button">
          <Trans>Back To Card</Trans>
        </Link>
      }
    >
      <p className={page.muted}>
        <Trans>We&apos;ve received your application and are currently reviewing it.</Trans>
      </p>
    </FlowDone>
  );
}
