import { useId, useState } from 'react';
import {
  replaceVirtualCard,
  useCardApplicationData,
  useRevalidateCards,
  type Card,
} from '@wallet/api';
import {
  Button,
  CardFace,
  Checkbox,
  Amount,
  Link,
  LoadingOverlay,
  MissingFields,
  Skeleton,
} from '@wallet/ui';
import { useNavigate } from 'react-router';
import { FlowDone, GenericErrorDialog, LoadFailed, pageStyles as page } from '../../../common';
import { TERMS_BOX } from '../../../forms/missingFields';
import { useOfflinePause } from '../../../common/connection';
import { useSingleAction } from '../../../forms/useSingleSubmit';
import { REPLACE_VIRTUAL_DRAFT, useCardFlowStep } from '../flowDrafts';
import { SettingsStep, TermsLink } from '../SettingsStep';
import styles from '../settings.module.css';

/** The virtual card's tier (spec 2 section 3: virtual replacement loads tier 1). */
const VIRTUAL_TIER = 1;

/**
 * /card/setting/replace-virtual (spec 2 section 2): the tier 1 information, then Review Card
 * Replacement with the terms, then the submitted screen; a failure opens the error dialog.
 */
export function ReplaceVirtualFlow({ card }: { card: Card }) {
  const { step, setStep, draft } = useCardFlowStep(REPLACE_VIRTUAL_DRAFT, card.card_id, {
    first: 'tier',
    last: 'submitted',
  });

  if (step === 'submitted')
    return (
      <FlowDone
        title="Your Card Replacement Application Is Submitted!"
        action={
          // The flow is over: a later visit starts at its first step.
          <Link href="/card" variant="button" onPress={draft.clear}>
            Back To Card
          </Link>
        }
      >
        <p>We&apos;ve received your application and are currently reviewing it.</p>
      </FlowDone>
    );
  if (step === 'review')
    return (
      <Review card={card} onBack={() => setStep('tier')} onSubmitted={() => setStep('submitted')} />
    );
  return <TierInfo card={card} onNext={() => setStep('review')} />;
}

function TierInfo({ card, onNext }: { card: Card; onNext: () => void }) {
  const navigate = useNavigate();
  const { data, error, mutate } = useCardApplicationData(VIRTUAL_TIER);
  const tier = data?.card_tiers.find((t) => t.id === VIRTUAL_TIER);

  return (
    <SettingsStep
      title="Replace Virtual Card"
      step={1}
      totalSteps={2}
      onBack={() => navigate('/card/setting')}
      backLabel="Back to Manage Your Card"
      description={`A new virtual card replaces the card ending in ${card.last_four_digits}, which stops working.`}
    >
      {error && !data ? (
        <LoadFailed what="The card details" onRetry={() => void mutate()} />
      ) : !data ? (
        <Skeleton height="8rem" shape="rect" />
      ) : (
        <dl className={page.summary} aria-label="Virtual card">
          <div>
            <dt>Card</dt>
            <dd>Virtual Card</dd>
          </div>
          <div>
            <dt>Application fee</dt>
            <dd>
              <Amount value={tier?.applicationFee} ticker="USDC" trimZeros />
            </dd>
          </div>
          {tier?.vefCreditAmount !== undefined && (
            <div>
              <dt>VEF staked</dt>
              <dd>
                <Amount value={tier.vefCreditAmount} ticker="VEF" trimZeros />
              </dd>
            </div>
          )}
          <div>
            <dt>Top-up fee</dt>
            <dd>FREE</dd>
          </div>
        </dl>
      )}
      <div className={styles.actions}>
        <Link href="/card/setting" variant="standalone">
          Cancel
        </Link>
        <Button onPress={onNext} isDisabled={!data}>
          Next
        </Button>
      </div>
    </SettingsStep>
  );
}

interface ReviewProps {
  card: Card;
  onBack: () => void;
  onSubmitted: () => void;
}

function Review({ card, onBack, onSubmitted }: ReviewProps) {
  const [accepted, setAccepted] = useState(false);
  const [failed, setFailed] = useState(false);
  const refresh = useRevalidateCards();
  const hintId = useId();
  const offline = useOfflinePause();

  const apply = useSingleAction(async () => {
    try {
      await replaceVirtualCard(card.card_id);
    } catch {
      setFailed(true);
      return;
    }
    onSubmitted();
    void refresh();
  });

  return (
    <SettingsStep
      title="Review Card Replacement"
      step={2}
      totalSteps={2}
      onBack={apply.isPending ? undefined : onBack}
      backLabel="Back to the card information"
    >
      <div className={styles.busy}>
        <div className={styles.form}>
          <div className={styles.preview}>
            <CardFace type="virtual" nameOnCard={card.name_on_card} state="active" />
          </div>
          <dl className={page.summary}>
            <div>
              <dt>Name</dt>
              <dd>{card.name_on_card}</dd>
            </div>
          </dl>
          <Checkbox
            isSelected={accepted}
            onChange={setAccepted}
            isDisabled={apply.isPending}
            isRequired
          >
            I have read and accept the Terms &amp; Conditions.
          </Checkbox>
          <TermsLink />
          <MissingFields
            id={hintId}
            action="apply"
            items={accepted ? [] : [TERMS_BOX]}
            unavailable={offline}
            align="end"
          />
          <div className={styles.actions}>
            <Link href="/card/setting" variant="standalone">
              Cancel
            </Link>
            <Button
              onPress={apply.run}
              isDisabled={!accepted || apply.isPending || Boolean(offline)}
              aria-describedby={hintId}
            >
              Apply
            </Button>
          </div>
        </div>
        {apply.isPending && <LoadingOverlay label="Submitting your replacement" />}
      </div>
      <GenericErrorDialog isOpen={failed} onClose={() => setFailed(false)} />
    </SettingsStep>
  );
}
