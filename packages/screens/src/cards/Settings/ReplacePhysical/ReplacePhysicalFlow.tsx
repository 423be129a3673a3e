import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  replacePhysicalCard,
  useCardApplicationData,
  useCardBalance,
  useRevalidateAfterCardReplacement,
  type Card,
  type CardTier,
} from '@wallet/api';
import { Amount, Button, CardFace, Checkbox, Link, MissingFields, Skeleton } from '@wallet/ui';
import {
  AlreadySubmitted,
  FlowDone,
  GenericErrorDialog,
  LoadFailed,
  pageStyles as page,
} from '../../../common';
import { useOfflinePause } from '../../../common/connection';
import { outcomeUnknown } from '../../../forms/sendOnce';
import { useSingleAction } from '../../../forms/useSingleSubmit';
import { isUnreadableSuccess } from '../../unreadableSuccess';
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
import { APPLY_MESSAGES, belowFee, termsText } from '../../Apply/applyRules';
import { isCallMissing, isInsufficientBalance } from '../cardSettingsRules';
import { SettingsStep, TermsLink } from '../SettingsStep';
import styles from '../settings.module.css';
import { TICKER } from '../../tickers';

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
 * The main wallet holds less than the fee (spec 2 section 5's rule for the application, which
 * this replacement is): false while the balance or the tier is unknown (the server checks too).
 */
function useBelowFee(tier: CardTier | undefined) {
  const { data } = useCardBalance();
  return tier !== undefined && data !== undefined && belowFee(tier, data.main_wallet_balance);
}

/**
 * /card/setting/replace-physical (spec 2 sections 2 and 4): the explanation, the delivery
 * address, the review with the agreement, then "Card Replacement Successful!". Spec 2 names no
 * call: Apply sends the one we propose, `POST card/replace-physical` (docs/api.md), once; a
 * backend without it ends on "Replacement Not Sent".
 */
export function ReplacePhysicalFlow({ card }: { card: Card }) {
  const { step, setStep, draft, mine } = useCardFlowStep(REPLACE_PHYSICAL_DRAFT, card.card_id, {
    first: 'explain',
    last: 'success',
    // The review needs an address: without one it is the address step again.
    resume: (saved, values) => (saved === 'review' && !savedAddress(values) ? 'delivery' : saved),
  });
  const [address, setAddress] = useState(() => (mine ? savedAddress(draft.saved) : undefined));
  // Not sent (the backend has no such call), or sent without an answer: this visit only.
  const [ended, setEnded] = useState<'refused' | 'unknown'>();
  const { t } = useLingui();
  const viewCard = (
    // The flow is over: a later visit starts at its first step.
    <Link href="/card" variant="button" onPress={draft.clear}>
      <Trans>View Card</Trans>
    </Link>
  );

  if (ended === 'unknown')
    return (
      <AlreadySubmitted what={t`card replacement`} where={t`Cards`} unknown action={viewCard} />
    );
  if (ended === 'refused')
    return (
      <FlowDone title={t`Replacement Not Sent`} tone="info" action={viewCard}>
        <p>
          <Trans>
            Replacing a physical card from the app is not available yet, so nothing was changed and
            nothing was charged. Your current card stays as it is.
          </Trans>
        </p>
      </FlowDone>
    );

  switch (step) {
    case 'success':
      return (
        <FlowDone title={t`Card Replacement Successful!`} action={viewCard}>
          <p>
            <Trans>
              Your physical card will arrive within 14 business days. Meanwhile, enjoy seamless
              payments with your virtual card.
            </Trans>
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
          onReplaced={() => setStep('success')}
          onEnded={setEnded}
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
  const tier = data?.card_tiers.find((t) => t.id === PHYSICAL_TIER);
  const fee = tier?.applicationFee;
  const short = useBelowFee(tier);
  const { t } = useLingui();
  return (
    <SettingsStep
      title={t`Replace Physical Card`}
      step={1}
      totalSteps={3}
      onBack={() => navigate('/card/setting')}
      backLabel={t`Back to Manage Your Card`}
    >
      <ol className={styles.points}>
        <li>
          <Trans>Your current card will be terminated and all its services discontinued.</Trans>
        </li>
        <li>
          {fee !== undefined ? (
            <Trans>
              You apply for a new card, charged{' '}
              <Amount value={fee} ticker={TICKER.usdc} decimals={6} trimZeros />.
            </Trans>
          ) : (
            <Trans>You apply for a new card, charged the card fee.</Trans>
          )}
        </li>
        <li>
          <Trans>Activate your new card when it arrives.</Trans>
        </li>
      </ol>
      {fee === undefined && error && (
        <LoadFailed what={t`The card fee`} onRetry={() => void mutate()} />
      )}
      {/* Said before the address is typed, not after. */}
      {short && <LowBalance id="replace-balance-error" />}
      <div className={styles.actions}>
        <Link href="/card/setting" variant="standalone">
          <Trans>Cancel</Trans>
        </Link>
        {/* Never agreed to without its price, nor when the wallet cannot pay it. */}
        <Button
          onPress={onNext}
          isDisabled={fee === undefined || short}
          aria-describedby={short ? 'replace-balance-error' : undefined}
        >
          <Trans>Replace Card</Trans>
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
  const { t } = useLingui();
  const step = (content: React.ReactNode) => (
    <SettingsStep
      title={t`Delivery Address`}
      step={2}
      totalSteps={3}
      onBack={onBack}
      backLabel={t`Back to the explanation`}
      description={t`Review and confirm your delivery address.`}
    >
      {content}
    </SettingsStep>
  );
  if (initial) return step(<DeliveryForm defaults={initial} onNext={onNext} />);
  if (application.error && !application.data)
    return step(
      <LoadFailed what={t`Your delivery address`} onRetry={() => void application.mutate()} />,
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
  const { t } = useLingui();
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <DeliveryAddressFields form={form} />
      <div className={styles.actions}>
        <Link href="/card/setting" variant="standalone">
          <Trans>Cancel</Trans>
        </Link>
        <SubmitButton
          form={form}
          canSubmit={canSubmit}
          missing={missingOf(form, blocking, DELIVERY_LABELS)}
          action={t`continue`}
        >
          <Trans>Next</Trans>
        </SubmitButton>
      </div>
    </form>
  );
}

/** The spec's message for a main wallet below the card fee (spec 2 section 5). */
function LowBalance({ id }: { id: string }) {
  return (
    <p className={styles.error} id={id}>
      {APPLY_MESSAGES.lowBalance}
    </p>
  );
}

interface ReviewProps {
  card: Card;
  address: DeliveryAddress;
  initialAccepted: boolean;
  onAccepted: (accepted: boolean) => void;
  onBack: () => void;
  /** The server replaced the card. */
  onReplaced: () => void;
  /** The backend has no such call ('refused'), or no answer came ('unknown'). */
  onEnded: (how: 'refused' | 'unknown') => void;
}

function Review({
  card,
  address,
  initialAccepted,
  onAccepted,
  onBack,
  onReplaced,
  onEnded,
}: ReviewProps) {
  const [accepted, setAccepted] = useState(initialAccepted);
  const [failed, setFailed] = useState(false);
  // The server found the wallet short (it moved since it was read): said until the page is left.
  const [refusedShort, setRefusedShort] = useState(false);
  // The agreement tells the same offer as the application, from tier 2's data (cached by step 1).
  const { data } = useCardApplicationData(PHYSICAL_TIER);
  const tier = data?.card_tiers.find((t) => t.id === PHYSICAL_TIER);
  const short = useBelowFee(tier) || refusedShort;
  const refresh = useRevalidateAfterCardReplacement();
  const hintId = useId();
  const offline = useOfflinePause();
  const { t } = useLingui();

  const apply = useSingleAction(async () => {
    try {
      await replacePhysicalCard({
        card_id: card.card_id,
        country: address.country,
        state: address.state,
        city: address.city,
        post_code: address.postCode,
        address: address.address,
        phone_number: address.phoneNumber,
        mobile_code: address.mobileCode,
        accept_tnc: true,
      });
    } catch (error) {
      // A 2xx whose body is unreadable: the card was replaced.
      if (!isUnreadableSuccess(error)) {
        if (isInsufficientBalance(error)) {
          setRefusedShort(true);
          void refresh();
        } else if (isCallMissing(error)) onEnded('refused');
        else if (outcomeUnknown(error)) onEnded('unknown');
        else setFailed(true);
        return;
      }
    }
    onReplaced();
    void refresh();
  });

  return (
    <SettingsStep
      title={t`Review`}
      step={3}
      totalSteps={3}
      onBack={apply.isPending ? undefined : onBack}
      backLabel={t`Back to the delivery address`}
    >
      <div className={styles.preview}>
        <CardFace type="physical" nameOnCard={card.name_on_card} state="active" />
      </div>
      <dl className={page.summary}>
        <div>
          <dt>
            <Trans>Name</Trans>
          </dt>
          <dd>{card.name_on_card}</dd>
        </div>
        <DeliverySummaryRows address={address} />
      </dl>
      <Checkbox
        isSelected={accepted}
        isDisabled={apply.isPending}
        onChange={(next) => {
          setAccepted(next);
          onAccepted(next);
        }}
        isRequired
      >
        {tier ? termsText(tier) : t`I agree to the Terms & Conditions.`}
      </Checkbox>
      <TermsLink />
      {short && <LowBalance id="replace-review-balance-error" />}
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
          isDisabled={!accepted || !tier || short || Boolean(offline)}
          isPending={apply.isPending}
          aria-describedby={short ? `${hintId} replace-review-balance-error` : hintId}
        >
          <Trans>Apply</Trans>
        </Button>
      </div>
      <GenericErrorDialog isOpen={failed} onClose={() => setFailed(false)} />
    </SettingsStep>
  );
}
