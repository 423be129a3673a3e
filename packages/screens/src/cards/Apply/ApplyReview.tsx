import { useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { createCard, getCards, keys, sessionStore } from '@wallet/api';
import { Button, Card, CardFace, Checkbox, formatAmount, Link } from '@wallet/ui';
import { LEGAL_LINKS, pageStyles as page } from '../../common';
import { useSingleAction } from '../../forms/useSingleSubmit';
import { DeliverySummaryRows } from '../delivery/DeliverySummaryRows';
import { FlowDone } from '../FlowDone';
import styles from '../flow.module.css';
import { isRefusedPartnerCode, isSlotFull, termsText, TIER, vefOffer } from './applyRules';
import type { Application } from './CardApplyScreen';
import apply from './apply.module.css';

/**
 * After a card is applied for: the balances and the offer revalidate where shown (and when next
 * shown); the card list is fetched now, so /card does not send the user back here on a cached
 * empty list.
 */
function useRefreshAfterApply() {
  const { mutate } = useSWRConfig();
  return async () => {
    const email = sessionStore.get('userEmail');
    if (!email) return;
    const stale = new Set<string>([
      keys.cardBalance(email)[0],
      keys.cardApplication(email)[0],
      keys.wallets(email)[0],
      keys.transactions(email)[0],
    ]);
    void mutate((key) => Array.isArray(key) && stale.has(String(key[0])) && key.at(-1) === email);
    await mutate(keys.cards(email), getCards(), { revalidate: false }).catch(() => undefined);
  };
}

/** Page 5: the card as it will be, the name (and address), the terms; Apply sends card/create once. */
export function ReviewPage({
  draft,
  withAddress,
  onSubmitted,
  onSlotFull,
  onCodeRefused,
  onFailed,
  onSendingChange,
}: {
  draft: Application;
  withAddress: boolean;
  onSubmitted: () => void;
  onSlotFull: () => void;
  /** card/create refused the partner code: page 1 shows it with its error. */
  onCodeRefused: () => void;
  onFailed: () => void;
  /** card/create is out (the flow takes its Back away meanwhile), or answered. */
  onSendingChange?: (sending: boolean) => void;
}) {
  const [accepted, setAccepted] = useState(false);
  const sent = useRef(false);
  const refresh = useRefreshAfterApply();
  const physical = draft.tier.id === TIER.physical;
  const submit = useSingleAction(async () => {
    // Created already: never a second card/create from this page.
    if (sent.current) return;
    try {
      await createCard({
        card_tier_id: draft.tier.id,
        name_on_card: draft.nameOnCard,
        accept_tnc: true,
        // The code that unlocked the tier goes with it, for the server to check (docs/api.md).
        ...(draft.partnerCode ? { partner_code: draft.partnerCode } : {}),
      });
    } catch (error) {
      if (isSlotFull(error)) onSlotFull();
      else if (isRefusedPartnerCode(error)) onCodeRefused();
      else onFailed();
      return;
    }
    sent.current = true;
    await refresh();
    onSubmitted();
  });
  useEffect(() => onSendingChange?.(submit.isPending), [submit.isPending, onSendingChange]);
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
              <dt>Card</dt>
              <dd>{physical ? 'Physical Card' : 'Virtual Card'}</dd>
            </div>
            <div>
              <dt>Name</dt>
              <dd data-testid="review-name">{draft.nameOnCard}</dd>
            </div>
            <div>
              <dt>{vefOffer(draft.tier) ? 'You pay for the VEF' : 'Application fee'}</dt>
              <dd>
                {formatAmount(draft.tier.applicationFee, { decimals: 6, trimZeros: true })} USDC
              </dd>
            </div>
            {draft.partnerCode && (
              <div>
                <dt>Partner code</dt>
                <dd>{draft.partnerCode}</dd>
              </div>
            )}
            {withAddress && <DeliverySummaryRows address={draft.address} />}
          </dl>
          <div className={apply.terms}>
            <Checkbox isSelected={accepted} onChange={setAccepted}>
              {termsText(draft.tier)}
            </Checkbox>
            <Link href={LEGAL_LINKS.terms} target="_blank" rel="noreferrer" variant="standalone">
              Read the Terms &amp; Conditions (opens in a new tab)
            </Link>
          </div>
          <div className={styles.actions}>
            <Button onPress={submit.run} isDisabled={!accepted} isPending={submit.isPending}>
              Apply
            </Button>
          </div>
        </div>
      </Card>
    </div>
  );
}

/** Page 6. */
export function SubmittedPage() {
  return (
    <FlowDone
      title="Your Card Application Is Submitted!"
      action={
        <Link href="/card" variant="button">
          Back To Card
        </Link>
      }
    >
      <p className={page.muted}>
        We&apos;ve received your application and are currently reviewing it.
      </p>
    </FlowDone>
  );
}
