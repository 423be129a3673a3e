import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { TICKER } from '../../tickers';

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
  const { t } = useLingui();

  if (step === 'submitted')
    return (
      <FlowDone
        title={t`Your Card Replacement Application Is Submitted!`}
        action={
          // The flow is over: a later visit starts at its first step.
          <Link href="/card" variant="button" onPress={draft.clear}>
            <Trans>Back To Card</Trans>
          </Link>
        }
      >
        <p>
          <Trans>We&apos;ve received your application and are currently reviewing it.</Trans>
        </p>
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
  const tier = data?.card_tiers.find((c) => c.id === VIRTUAL_TIER);
  const { t } = useLingui();
  const lastFour = card.last_four_digits;

  return (
    <SettingsStep
      title={t`Replace Virtual Card`}
      step={1}
      totalSteps={2}
      onBack={() => navigate('/card/setting')}
      backLabel={t`Back to Manage Your Card`}
      description={t`A new virtual card replaces the card ending in ${lastFour}, which stops working.`}
    >
      {error && !data ? (
        <LoadFailed what={t`The card details`} onRetry={() => void mutate()} />
      ) : !data ? (
        <Skeleton height="8rem" shape="rect" />
      ) : (
        <dl className={page.summary} aria-label={t`Virtual card`}>
          <div>
            <dt>
              <Trans>Card</Trans>
            </dt>
            <dd>
              <Trans>Virtual Card</Trans>
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Application fee</Trans>
            </dt>
            <dd>
              <Amount value={tier?.applicationFee} ticker={TICKER.usdc} trimZeros />
            </dd>
          </div>
          {tier?.vefCreditAmount !== undefined && (
            <div>
              <dt>
                <Trans>VEF staked</Trans>
              </dt>
              <dd>
                <Amount value={tier.vefCreditAmount} ticker={TICKER.vef} trimZeros />
              </dd>
            </div>
          )}
          <div>
            <dt>
              <Trans>Top-up fee</Trans>
            </dt>
            <dd>
              <Trans>FREE</Trans>
            </dd>
          </div>
        </dl>
      )}
      <div className={styles.actions}>
        <Link href="/card/setting" variant="standalone">
          <Trans>Cancel</Trans>
        </Link>
        <Button onPress={onNext} isDisabled={!data}>
          <Trans>Next</Trans>
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
  const { t } = useLingui();

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
      title={t`Review Card Replacement`}
      step={2}
      totalSteps={2}
      onBack={apply.isPending ? undefined : onBack}
      backLabel={t`Back to the card information`}
    >
      <div className={styles.busy}>
        <div className={styles.form}>
          <div className={styles.preview}>
            <CardFace type="virtual" nameOnCard={card.name_on_card} state="active" />
          </div>
          <dl className={page.summary}>
            <div>
              <dt>
                <Trans>Name</Trans>
              </dt>
              <dd>{card.name_on_card}</dd>
            </div>
          </dl>
          <Checkbox
            isSelected={accepted}
            onChange={setAccepted}
            isDisabled={apply.isPending}
            isRequired
          >
            <Trans>I have read and accept the Terms &amp; Conditions.</Trans>
          </Checkbox>
          <TermsLink />
          <MissingFields
            id={hintId}
            action={t`apply`}
            items={accepted ? [] : [TERMS_BOX]}
            unavailable={offline}
            align="end"
          />
          <div className={styles.actions}>
            <Link href="/card/setting" variant="standalone">
              <Trans>Cancel</Trans>
            </Link>
            <Button
              onPress={apply.run}
              isDisabled={!accepted || apply.isPending || Boolean(offline)}
              aria-describedby={hintId}
            >
              <Trans>Apply</Trans>
            </Button>
          </div>
        </div>
        {apply.isPending && <LoadingOverlay label={t`Submitting your replacement`} />}
      </div>
      <GenericErrorDialog isOpen={failed} onClose={() => setFailed(false)} />
    </SettingsStep>
  );
}
