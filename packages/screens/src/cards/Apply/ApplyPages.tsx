import { useId, useState } from 'react';
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
  const [code, setCode] = useState(draft.partnerCode);
  const [codeError, setCodeError] = useState<string | undefined>(
    refusedCode ? APPLY_MESSAGES.invalidPartnerCode : undefined,
  );
  const tier1 = data.card_tiers.find((t) => t.id === TIER.virtual);
  const name = draft.nameOnCard || data.user_info_sumsub.names[0] || '';
  const hintId = useId();
  // Without the virtual card's tier, only a partner code leads on; a refused one must change.
  const missing =
    codeError !== undefined
      ? [{ label: 'Partner Code', kind: 'correct' as const }]
      : !tier1 && !code.trim()
        ? [{ label: 'Partner Code' }]
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
      if (!tier) setCodeError(APPLY_MESSAGES.invalidPartnerCode);
      else onChosen({ tier, partnerCode });
    } catch (error) {
      if (isInvalidPartnerCode(error)) setCodeError(APPLY_MESSAGES.invalidPartnerCode);
      else onFailed();
    }
  });
  return (
    <form
      className={styles.layout}
      aria-label="Choose card"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        choose.run();
      }}
    >
      <fieldset className={apply.choices}>
        <legend className={apply.legend}>Card type</legend>
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
            <strong>Virtual Card</strong>
            <span>Pay online and in apps as soon as it is issued.</span>
          </span>
        </label>
        <label className={apply.choice} data-disabled>
          <input type="radio" name="card-type" value="physical" disabled />
          <CardFace type="physical" nameOnCard={name} state="active" size="small" />
          <span className={apply.choiceText}>
            <strong>Physical Card</strong> <Badge>Coming Soon</Badge>
          </span>
        </label>
      </fieldset>
      {tier1 && <p className={apply.offer}>{offerText(tier1)}</p>}
      <TextField
        label="Partner Code (optional)"
        value={code}
        onChange={(value) => {
          setCode(value);
          setCodeError(undefined);
        }}
        onFocus={() => setCodeError(undefined)}
        isInvalid={Boolean(codeError)}
        errorMessage={codeError}
        autoComplete="off"
        description="Leave blank if you have none."
      />
      <MissingFields id={hintId} action="apply" items={missing} align="end" />
      <div className={styles.actions}>
        <Button
          type="submit"
          isDisabled={missing.length > 0}
          isPending={choose.isPending}
          aria-describedby={hintId}
        >
          Apply
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
  const short = belowFee(tier, mainWalletBalance);
  const offer = vefOffer(tier);
  return (
    <div className={styles.layout}>
      <Card>
        <div className={styles.form}>
          <dl className={page.summary}>
            <div>
              <dt>Card</dt>
              <dd>{tier.id === TIER.physical ? 'Physical Card' : 'Virtual Card'}</dd>
            </div>
            <div>
              <dt>Card fee</dt>
              <dd>FREE</dd>
            </div>
            {offer && (
              <div>
                <dt>VEF to stake for {STAKE_MONTHS} months</dt>
                <dd>
                  {offer.vef}
                  {!offer.free && ` at ${offer.price} each`}
                </dd>
              </div>
            )}
            <div>
              <dt>{offer ? 'You pay for the VEF' : 'Application fee'}</dt>
              <dd data-testid="application-fee">
                <Amount value={tier.applicationFee} ticker="USDC" trimZeros />
              </dd>
            </div>
            <div>
              <dt>Top-up fee</dt>
              <dd>{feePercent(tier.topupFeePercentage)}</dd>
            </div>
            <div>
              <dt>Transaction fee</dt>
              <dd>{feePercent(tier.txnFeePercentage)}</dd>
            </div>
            <div>
              <dt>Main Wallet Balance</dt>
              <dd data-testid="main-balance">
                <Amount value={mainWalletBalance} ticker="USDC" trimZeros />
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
              Apply
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
  const tooLong = chosen.length > NAME_ON_CARD_MAX;
  const only = names.length === 1;
  return (
    <form
      className={styles.layout}
      aria-label="Personalize your card"
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
        <legend className={apply.legend}>Name on card</legend>
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
        {names.length === 0 && <p id="no-name">No verified name is available for your card yet.</p>}
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
          Next
        </Button>
      </div>
    </form>
  );
}
