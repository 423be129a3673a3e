import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCardApplicationData, type Card } from '@wallet/api';
import { Amount, Button, CardFace, Checkbox, Link, MissingFields, Skeleton } from '@wallet/ui';
import { FlowDone, LoadFailed, pageStyles as page } from '../../../common';
import { SubmitButton } from '../../../forms/FormFields';
import { missingOf, TERMS_BOX } from '../../../forms/missingFields';
import { useSchemaForm } from '../../../forms/useSchemaForm';
import { DELIVERY_LABELS, DeliveryAddressFields } from '../../delivery/DeliveryAddressFields';
import { DeliverySummaryRows } from '../../delivery/DeliverySummaryRows';
import { cleanDelivery } from '../../delivery/deliveryValues';
import {
  deliveryAddressSchema,
  deliveryDefaults,
  type DeliveryAddress,
} from '../../delivery/deliveryAddress';
import { REPLACE_PHYSICAL_DRAFT, useCardFlowStep } from '../flowDrafts';
import { termsText } from '../../Apply/applyRules';
import { SettingsStep, TermsLink } from '../SettingsStep';
import styles from '../settings.module.css';

const ADDRESS_FIELDS = [
  'country',
  'state',
  'city',
  'postCode',
  'address',
  'phoneNumber',
  'mobileCode',
] as const satisfies readonly (keyof DeliveryAddress)[];

/** The address kept in the flow's draft, when all of it is there. */
function savedAddress(saved: Partial<Record<string, unknown>>): DeliveryAddress | undefined {
  const parsed = deliveryAddressSchema.safeParse(
    Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, saved[f]])),
  );
  return parsed.success ? parsed.data : undefined;
}

/** The physical card's tier (spec 2 section 3: physical replacement uses tier 2). */
const PHYSICAL_TIER = 2;

/**
 * /card/setting/replace-physical (spec 2 sections 2 and 4): the explanation, the delivery
 * address, the review with the agreement, then the end screen. The spec makes no call for it,
 * and the end screen says nothing was sent (docs/api.md).
 */
export function ReplacePhysicalFlow({ card }: { card: Card }) {
  const { step, setStep, draft, mine } = useCardFlowStep(REPLACE_PHYSICAL_DRAFT, card.card_id, {
    first: 'explain',
    last: 'success',
    // The review needs an address: without one it is the address step again.
    resume: (saved, values) => (saved === 'review' && !savedAddress(values) ? 'delivery' : saved),
  });
  const [address, setAddress] = useState(() => (mine ? savedAddress(draft.saved) : undefined));

  switch (step) {
    case 'success':
      return (
        <FlowDone
          title="Replacement Not Sent"
          tone="info"
          action={
            // The flow is over: a later visit starts at its first step.
            <Link href="/card" variant="button" onPress={draft.clear}>
              View Card
            </Link>
          }
        >
          {/* Not the spec's "Card Replacement Successful!": spec 2 names no call for it, and
              this screen says what happened (docs/api.md asks the backend for the call). */}
          <p>
            Replacing a physical card from the app is not available yet, so nothing was sent and
            nothing was charged. Your current card stays as it is.
          </p>
        </FlowDone>
      );
    case 'review':
      return address ? (
        <Review
          card={card}
          address={address}
          initialAccepted={Boolean(draft.saved.accepted)}
          onAccepted={(accepted) => draft.save({ accepted })}
          onBack={() => setStep('delivery')}
          onApply={() => setStep('success')}
        />
      ) : null;
    case 'delivery':
      return (
        <Delivery
          initial={address}
          onBack={() => setStep('explain')}
          onNext={(values) => {
            const changed = ADDRESS_FIELDS.some((f) => values[f] !== address?.[f]);
            draft.save({ ...values, ...(changed ? { accepted: false } : {}) });
            setAddress(values);
            setStep('review');
          }}
        />
      );
    default:
      return <Explain onNext={() => setStep('delivery')} />;
  }
}

function Explain({ onNext }: { onNext: () => void }) {
  const navigate = useNavigate();
  // The fee is the physical tier's application fee (the spec's "X USDC" placeholder).
  const { data, error, mutate } = useCardApplicationData(PHYSICAL_TIER);
  const fee = data?.card_tiers.find((t) => t.id === PHYSICAL_TIER)?.applicationFee;
  return (
    <SettingsStep
      title="Replace Physical Card"
      step={1}
      totalSteps={3}
      onBack={() => navigate('/card/setting')}
      backLabel="Back to Manage Your Card"
    >
      <ol className={styles.points}>
        <li>Your current card will be terminated and all its services discontinued.</li>
        <li>
          You apply for a new card, charged{' '}
          {fee !== undefined ? (
            <Amount value={fee} ticker="USDC" decimals={6} trimZeros />
          ) : (
            'the card fee'
          )}
          .
        </li>
        <li>Activate your new card when it arrives.</li>
      </ol>
      {fee === undefined && error && (
        <LoadFailed what="The card fee" onRetry={() => void mutate()} />
      )}
      <div className={styles.actions}>
        <Link href="/card/setting" variant="standalone">
          Cancel
        </Link>
        {/* Never agreed to without its price. */}
        <Button onPress={onNext} isDisabled={fee === undefined}>
          Replace Card
        </Button>
      </div>
    </SettingsStep>
  );
}

interface DeliveryProps {
  initial: DeliveryAddress | undefined;
  onBack: () => void;
  onNext: (values: DeliveryAddress) => void;
}

/** Delivery Address: the verified identity's address to start with, or what was typed before. */
function Delivery({ initial, onBack, onNext }: DeliveryProps) {
  const application = useCardApplicationData(PHYSICAL_TIER, !initial);
  const step = (content: React.ReactNode) => (
    <SettingsStep
      title="Delivery Address"
      step={2}
      totalSteps={3}
      onBack={onBack}
      backLabel="Back to the explanation"
      description="Review and confirm your delivery address."
    >
      {content}
    </SettingsStep>
  );
  if (initial) return step(<DeliveryForm defaults={initial} onNext={onNext} />);
  if (application.error && !application.data)
    return step(
      <LoadFailed what="Your delivery address" onRetry={() => void application.mutate()} />,
    );
  if (!application.data) return step(<Skeleton height="16rem" shape="rect" />);
  return step(<DeliveryForm defaults={deliveryDefaults(application.data)} onNext={onNext} />);
}

function DeliveryForm({
  defaults,
  onNext,
}: {
  defaults: DeliveryAddress;
  onNext: (values: DeliveryAddress) => void;
}) {
  const { form, submit, canSubmit, blocking } = useSchemaForm({
    schema: deliveryAddressSchema,
    defaultValues: defaults,
    onSubmit: (values) => onNext(cleanDelivery(values)),
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <DeliveryAddressFields form={form} />
      <div className={styles.actions}>
        <Link href="/card/setting" variant="standalone">
          Cancel
        </Link>
        <SubmitButton
          form={form}
          canSubmit={canSubmit}
          missing={missingOf(form, blocking, DELIVERY_LABELS)}
          action="continue"
        >
          Next
        </SubmitButton>
      </div>
    </form>
  );
}

interface ReviewProps {
  card: Card;
  address: DeliveryAddress;
  initialAccepted: boolean;
  onAccepted: (accepted: boolean) => void;
  onBack: () => void;
  onApply: () => void;
}

function Review({ card, address, initialAccepted, onAccepted, onBack, onApply }: ReviewProps) {
  const [accepted, setAccepted] = useState(initialAccepted);
  // The agreement tells the same offer as the application, from tier 2's data (cached by step 1).
  const { data } = useCardApplicationData(PHYSICAL_TIER);
  const tier = data?.card_tiers.find((t) => t.id === PHYSICAL_TIER);
  const hintId = useId();
  return (
    <SettingsStep
      title="Review"
      step={3}
      totalSteps={3}
      onBack={onBack}
      backLabel="Back to the delivery address"
    >
      <div className={styles.preview}>
        <CardFace type="physical" nameOnCard={card.name_on_card} state="active" />
      </div>
      <dl className={page.summary}>
        <div>
          <dt>Name</dt>
          <dd>{card.name_on_card}</dd>
        </div>
        <DeliverySummaryRows address={address} />
      </dl>
      <Checkbox
        isSelected={accepted}
        onChange={(next) => {
          setAccepted(next);
          onAccepted(next);
        }}
        isRequired
      >
        {tier ? termsText(tier) : 'I agree to the Terms & Conditions.'}
      </Checkbox>
      <TermsLink />
      <MissingFields id={hintId} action="apply" items={accepted ? [] : [TERMS_BOX]} align="end" />
      <div className={styles.actions}>
        <Link href="/card/setting" variant="standalone">
          Cancel
        </Link>
        <Button onPress={onApply} isDisabled={!accepted || !tier} aria-describedby={hintId}>
          Apply
        </Button>
      </div>
    </SettingsStep>
  );
}
