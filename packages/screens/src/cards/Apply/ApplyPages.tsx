import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { checkPartnerCode, type CardApplicationData, type CardTier } from '@wallet/api';
import { Amount, Badge, Button, Card, CardFace, MissingFields, TextField } from '@wallet/ui';
import { useSingleAction } from '../../forms/useSingleSubmit';
import { pageStyles as page } from '../../common';
import styles from '../flow.module.css';
import {
  APPLY_MESSAGES,
  belowFee,
  feePercent,
  isInvalidPartnerCode,
  NAME_ON_CARD_MAX,
  offerText,
  STAKE_MONTHS,
  TIER,
  vefOffer,
} from './applyRules';
import type { Application } from './types';
import apply from './apply.module.css';
import { TICKER } from '../tickers';

/**
 * Page 1: the virtual card (tier 1, preselected), the physical card (coming soon) and an optional
 * partner code. A code is checked on Apply: blank means none, a valid one applies its tier (3).
 */
export function ChoosePage({
  data,
  draft,
  refusedCode = false,
  onChosen,
  onFailed,
}: {
  data: CardApplicationData;
  draft: Application;
  /** card/create refused the draft's partner code: it shows with its error. */
  refusedCode?: boolean;
  onChosen: (chosen: Pick<Application, 'tier' | 'partnerCode'>) => void;
  onFailed: () => void;
}) {
  const { t } = useLingui();
  const [code, setCode] = useState(draft.partnerCode);
  // The code was refused: its message shows (read as it renders, in the active language).
  const [codeRefused, setCodeRefused] = useState(refusedCode);
  const codeError = codeRefused ? APPLY_MESSAGES.invalidPartnerCode : undefined;
  const tier1 = data.card_tiers.find((t) => t.id === TIER.virtual);
  const name = draft.nameOnCard || data.user_info_sumsub.names[0] || '';
  const hintId = useId();
  // Without the virtual card's tier, only a partner code leads on; a refused one must change.
  const missing =
    codeError !== undefined
      ? [{ label: t`Partner Code`, kind: 'correct' as const }]
      : !tier1 && !code.trim()
        ? [{ label: t`Partner Code` }]
        : [];
  const choose = useSingleAction(async () => {
    const partnerCode = code.trim();
    if (!partnerCode) {
      if (tier1) onChosen({ tier: tier1, partnerCode: '' });
      return;
    }
    try {
      const answer = await checkPartnerCode(partnerCode);
      const tier = answer.card_tiers.find((t) => t.id === TIER.partner) ?? answer.card_tiers[0];
      if (!tier) setCodeRefused(true);
      else onChosen({ tier, partnerCode });
    } catch (error) {
      if (isInvalidPartnerCode(error)) setCodeRefused(true);
      else onFailed();
    }
  });
  return (
    <form
      className={styles.layout}
      aria-label={t`Choose card`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        choose.run();
      }}
    >
      <fieldset className={apply.choices}>
        <legend className={apply.legend}>
          <Trans>Card type</Trans>
        </legend>
        <label className={apply.choice} data-disabled={!tier1 || undefined}>
          <input
            type="radio"
            name="card-type"
            value="virtual"
            checked={Boolean(tier1)}
            disabled={!tier1}
            readOnly
          />
          <CardFace type="virtual" nameOnCard={name} state="active" size="small" />
          <span className={apply.choiceText}>
            <strong>
              <Trans>Virtual Card</Trans>
            </strong>
            <span>
              <Trans>Pay online and in apps as soon as it is issued.</Trans>
            </span>
          </span>
        </label>
        <label className={apply.choice} data-disabled>
          <input type="radio" name="card-type" value="physical" disabled />
          <CardFace type="physical" nameOnCard={name} state="active" size="small" />
          <span className={apply.choiceText}>
            <strong>
              <Trans>Physical Card</Trans>
            </strong>{' '}
            <Badge>
              <Trans>Coming Soon</Trans>
            </Badge>
          </span>
        </label>
      </fieldset>
      {tier1 && <p className={apply.offer}>{offerText(tier1)}</p>}
      <TextField
        label={t`Partner Code (optional)`}
        value={code}
        onChange={(value) => {
          setCode(value);
          setCodeRefused(false);
        }}
        onFocus={() => setCodeRefused(false)}
        isInvalid={Boolean(codeError)}
        errorMessage={codeError}
        autoComplete="off"
        description={t`Leave blank if you have none.`}
      />
      <MissingFields id={hintId} action={t`apply`} items={missing} align="end" />
      <div className={styles.actions}>
        <Button
          type="submit"
          isDisabled={missing.length > 0}
          isPending={choose.isPending}
          aria-describedby={hintId}
        >
          <Trans>Apply</Trans>
        </Button>
      </div>
    </form>
  );
}

/**
 * Page 2: the tier's numbers, told as page 1 tells them: the card is free, the fee buys the VEF
 * to stake. Apply needs a balance that covers the fee.
 */
export function SummaryPage({
  tier,
  mainWalletBalance,
  onApply,
}: {
  tier: CardTier;
  mainWalletBalance: string | undefined;
  onApply: () => void;
}) {
  const { t } = useLingui();
  const short = belowFee(tier, mainWalletBalance);
  const offer = vefOffer(tier);
  const months = STAKE_MONTHS;
  const vef = offer?.vef;
  const price = offer?.price;
  return (
    <div className={styles.layout}>
      <Card>
        <div className={styles.form}>
          <dl className={page.summary}>
            <div>
              <dt>
                <Trans>Card</Trans>
              </dt>
              <dd>{tier.id === TIER.physical ? t`Physical Card` : t`Virtual Card`}</dd>
            </div>
            <div>
              <dt>
                <Trans>Card fee</Trans>
              </dt>
              <dd>
                <Trans>FREE</Trans>
              </dd>
            </div>
            {offer && (
              <div>
                <dt>
                  <Trans>VEF to stake for {months} months</Trans>
                </dt>
                <dd>{offer.free ? vef : t`${vef} at ${price} each`}</dd>
              </div>
            )}
            <div>
              <dt>{offer ? t`You pay for the VEF` : t`Application fee`}</dt>
              <dd data-testid="application-fee">
                <Amount value={tier.applicationFee} ticker={TICKER.usdc} trimZeros />
              </dd>
            </div>
            <div>
              <dt>
                <Trans>Top-up fee</Trans>
              </dt>
              <dd>{feePercent(tier.topupFeePercentage)}</dd>
            </div>
            <div>
              <dt>
                <Trans>Transaction fee</Trans>
              </dt>
              <dd>{feePercent(tier.txnFeePercentage)}</dd>
            </div>
            <div>
              <dt>
                <Trans>Main Wallet Balance</Trans>
              </dt>
              <dd data-testid="main-balance">
                <Amount value={mainWalletBalance} ticker={TICKER.usdc} trimZeros />
              </dd>
            </div>
          </dl>
          {short && (
            <p className={styles.error} id="apply-balance-error">
              {APPLY_MESSAGES.lowBalance}
            </p>
          )}
          <div className={styles.actions}>
            <Button
              onPress={onApply}
              isDisabled={short}
              aria-describedby={short ? 'apply-balance-error' : undefined}
            >
              <Trans>Apply</Trans>
            </Button>
          </div>
        </div>
      </Card>
    </div>
  );
}

/**
 * Page 3 (a new user): the name on card, one of the verified identity's names, at most 23
 * characters with spaces. A single name is chosen for the user and cannot be changed.
 */
export function PersonalizePage({
  names,
  draft,
  onNext,
}: {
  names: string[];
  draft: Application;
  onNext: (nameOnCard: string) => void;
}) {
  const [chosen, setChosen] = useState(
    names.includes(draft.nameOnCard) ? draft.nameOnCard : (names[0] ?? ''),
  );
  const { t } = useLingui();
  const tooLong = chosen.length > NAME_ON_CARD_MAX;
  const only = names.length === 1;
  return (
    <form
      className={styles.layout}
      aria-label={t`Personalize your card`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen && !tooLong) onNext(chosen);
      }}
    >
      <div className={styles.preview}>
        <CardFace
          type={draft.tier.id === TIER.physical ? 'physical' : 'virtual'}
          nameOnCard={chosen}
          state="active"
        />
      </div>
      <fieldset className={apply.names} aria-describedby={tooLong ? 'name-error' : undefined}>
        <legend className={apply.legend}>
          <Trans>Name on card</Trans>
        </legend>
        {names.map((n) => (
          <label key={n} className={apply.name}>
            <input
              type="radio"
              name="name-on-card"
              value={n}
              checked={chosen === n}
              disabled={only}
              onChange={() => setChosen(n)}
            />
            <span>{n}</span>
          </label>
        ))}
        {names.length === 0 && (
          <p id="no-name">
            <Trans>No verified name is available for your card yet.</Trans>
          </p>
        )}
      </fieldset>
      {tooLong && (
        <p className={styles.error} id="name-error" role="alert">
          {APPLY_MESSAGES.nameTooLong}
        </p>
      )}
      <div className={styles.actions}>
        {/* Disabled for a reason the page already says: linked to it. */}
        <Button
          type="submit"
          isDisabled={!chosen || tooLong}
          aria-describedby={tooLong ? 'name-error' : !chosen ? 'no-name' : undefined}
        >
          <Trans>Next</Trans>
        </Button>
      </div>
    </form>
  );
}
