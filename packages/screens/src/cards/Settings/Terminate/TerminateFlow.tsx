import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  isRouteEnabled,
  terminateCard,
  useFeatures,
  useRevalidateCards,
  type Card,
} from '@wallet/api';
import {
  Badge,
  Button,
  Card as Surface,
  Checkbox,
  Link,
  MissingFields,
  TextField,
} from '@wallet/ui';
import { FlowDone, GenericErrorDialog } from '../../../common';
import { TERMS_BOX } from '../../../forms/missingFields';
import { readDraft } from '../../../forms/useFlowDraft';
import { useSingleAction } from '../../../forms/useSingleSubmit';
import { TERMINATE_DRAFT, useCardFlowStep } from '../flowDrafts';
import { SettingsStep, TermsLink } from '../SettingsStep';
import styles from '../settings.module.css';

/** The reason's length cap (the spec gives none; the field is free text). */
export const REASON_MAX = 255;

/**
 * /card/setting/terminate (spec 2 sections 2 and 4): Options (Replace Card or Terminate), then
 * the optional reason and the terms, then Card Terminated. `card/terminate` is sent once.
 */
export function TerminateFlow({ card }: { card: Card }) {
  const { step, setStep, draft } = useCardFlowStep(TERMINATE_DRAFT, card.card_id, {
    first: 'options',
    last: 'done',
  });
  const navigate = useNavigate();
  const { t } = useLingui();
  const lastFour = card.last_four_digits;
  // The physical replacement's call is one we propose (docs/api.md): Coming Soon until the
  // feature list enables its page.
  const { data: features } = useFeatures();
  const replaceRoute = `/card/setting/replace-${card.type}`;

  if (step === 'done')
    return (
      <FlowDone
        title={t`Card Terminated`}
        action={
          // The flow is over: a later visit starts at its first step.
          <Link href="/card" variant="button" onPress={draft.clear}>
            <Trans>Back To Card</Trans>
          </Link>
        }
      >
        <p>
          <Trans>Your card has been terminated and can no longer be used.</Trans>
        </p>
      </FlowDone>
    );
  if (step === 'reason')
    return (
      <Reason
        card={card}
        onReason={(reason) => draft.save({ reason })}
        onBack={() => setStep('options')}
        onDone={() => setStep('done')}
      />
    );
  return (
    <SettingsStep
      title={t`Terminate Card`}
      step={1}
      totalSteps={3}
      onBack={() => navigate('/card/setting')}
      backLabel={t`Back to Manage Your Card`}
      description={t`What would you like to do with the card ending in ${lastFour}?`}
    >
      <div className={styles.options}>
        <Surface title={t`Replace Card`} headingLevel={2}>
          <div className={styles.option}>
            <p>
              <Trans>Get a new card in its place. This card stops working.</Trans>
            </p>
            {isRouteEnabled(features, replaceRoute) ? (
              <Link href={replaceRoute} variant="button">
                <Trans>Replace Card</Trans>
              </Link>
            ) : (
              <span className={styles.soon}>
                <Button isDisabled aria-describedby="replace-soon">
                  <Trans>Replace Card</Trans>
                </Button>
                <span id="replace-soon">
                  <Badge>
                    <Trans>Coming Soon</Trans>
                  </Badge>
                </span>
              </span>
            )}
          </div>
        </Surface>
        <Surface title={t`Terminate`} headingLevel={2}>
          <div className={styles.option}>
            <p>
              <Trans>Close this card for good. It cannot be used or restored afterwards.</Trans>
            </p>
            <Button variant="danger" onPress={() => setStep('reason')}>
              <Trans>Terminate</Trans>
            </Button>
          </div>
        </Surface>
      </div>
    </SettingsStep>
  );
}

interface ReasonProps {
  card: Card;
  onReason: (reason: string) => void;
  onBack: () => void;
  onDone: () => void;
}

function Reason({ card, onReason, onBack, onDone }: ReasonProps) {
  // What was typed before (Back to options and on again, a reload), for this card only.
  const [reason, setReason] = useState(() => {
    const saved = readDraft(TERMINATE_DRAFT);
    return saved.cardId === card.card_id ? (saved.reason ?? '') : '';
  });
  const [accepted, setAccepted] = useState(false);
  const hintId = useId();
  const [failed, setFailed] = useState(false);
  const refresh = useRevalidateCards();
  const { t } = useLingui();
  const lastFour = card.last_four_digits;

  const terminate = useSingleAction(async () => {
    const trimmed = reason.trim();
    try {
      await terminateCard({
        card_id: card.card_id,
        ...(trimmed ? { reason: trimmed } : {}),
        accept_tnc: true,
      });
    } catch {
      setFailed(true);
      return;
    }
    onDone();
    void refresh();
  });

  return (
    <SettingsStep
      title={t`Terminate Card`}
      step={2}
      totalSteps={3}
      onBack={terminate.isPending ? undefined : onBack}
      backLabel={t`Back to options`}
      description={t`Card ending in ${lastFour}`}
    >
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (accepted) terminate.run();
        }}
      >
        <TextField
          label={t`Reason (optional)`}
          value={reason}
          maxLength={REASON_MAX}
          onChange={(value) => {
            setReason(value);
            onReason(value);
          }}
        />
        <Checkbox isSelected={accepted} onChange={setAccepted} isRequired>
          <Trans>
            I understand that a terminated card cannot be used or restored, and I accept the Terms
            &amp; Conditions.
          </Trans>
        </Checkbox>
        <TermsLink />
        <MissingFields
          id={hintId}
          action={t`terminate this card`}
          items={accepted ? [] : [TERMS_BOX]}
          align="end"
        />
        <div className={styles.actions}>
          <Link href="/card/setting" variant="standalone">
            <Trans>Cancel</Trans>
          </Link>
          <Button
            type="submit"
            variant="danger"
            isDisabled={!accepted}
            isPending={terminate.isPending}
            aria-describedby={hintId}
          >
            <Trans>Terminate Card</Trans>
          </Button>
        </div>
      </form>
      <GenericErrorDialog isOpen={failed} onClose={() => setFailed(false)} />
    </SettingsStep>
  );
}
