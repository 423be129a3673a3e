import { t } from '@lingui/core/macro';
import { isApiError, type CardApplicationData, type CardTier } from '@wallet/api';
import { formatMoney, toDecimal } from '@wallet/ui';
import { TICKER } from '../tickers';

/** The card application's wording (spec 2 sections 5 and 8), verbatim where the spec gives it. */
export const APPLY_MESSAGES = {
  get invalidPartnerCode() {
    return t`Invalid or expired partner code`;
  },
  get lowBalance() {
    return t`Please ensure you have enough balance to purchase required VEF`;
  },
  get nameTooLong() {
    return t`Your select name must be within 23 characters`;
  },
  get slotFullTitle() {
    return t`Exclusive Slots Now Full`;
  },
  get slotFullText() {
    return t`All early-bird slots for this card have been claimed. Full access opens soon: check back later.`;
  },
  // Not in the spec: card/create refused because a card exists (another tab applied first).
  get hasCardTitle() {
    return t`You Already Have A Card`;
  },
  get hasCardText() {
    return t`Your account already has a card, so this application was not sent and nothing was charged. Your card shows on the Cards page.`;
  },
} as const;

/** Name on card limit, spaces included (spec 2 section 9). */
export const NAME_ON_CARD_MAX = 23;

/** Tier ids (spec 2 section 1): 1 virtual, 2 physical (coming soon), 3 partner code. */
export const TIER = { virtual: 1, physical: 2, partner: 3 } as const;

/** A user who never had a card picks the name on card (page 3); others keep theirs. */
export const isNewUser = (application: CardApplicationData) => !application.name_on_card;

/** The main wallet holds less USDC than the tier's application fee: Apply is disabled. */
export function belowFee(tier: CardTier, mainWalletBalance: string | undefined) {
  const fee = toDecimal(tier.applicationFee);
  const balance = toDecimal(mainWalletBalance);
  if (!fee) return false;
  return !balance || balance.lt(fee);
}

/** What a refused partner code or card/create means for the page. */
export const isInvalidPartnerCode = (error: unknown) =>
  isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401;

export const isSlotFull = (error: unknown) =>
  isApiError(error) && error.errorId === 'slot_limit_reached';

/** card/create refused because the customer holds a card already (docs/api.md, assumed id). */
export const isCardExists = (error: unknown) =>
  isApiError(error) && error.errorId === 'card_exists';

/** card/create refused the partner code (expired since it was checked, or never valid). */
export const isRefusedPartnerCode = (error: unknown) =>
  isApiError(error) && error.errorId === 'invalid_partner_code';

/** How long the bought VEF are staked (spec 2 sections 1 and 9). */
export const STAKE_MONTHS = 12;

/** An amount inside the offer's sentences: Amount's plain text, up to 6 decimals. */
const shown = (value: string, ticker: string) =>
  formatMoney(value, { ticker, decimals: 6, trimZeros: true }) ?? `${value} ${ticker}`;

/**
 * The offer in a tier's own numbers (spec 2 section 1): the card is free; its application fee
 * buys `vefCreditAmount` VEF, staked for 12 months, so the price per VEF is fee / amount (4.75
 * USDC for 250 VEF is the spec's 0.019 USD). Undefined when the tier carries no VEF.
 */
export function vefOffer(tier: CardTier) {
  const vef = toDecimal(tier.vefCreditAmount);
  const fee = toDecimal(tier.applicationFee);
  if (!vef || !fee || vef.lte(0)) return undefined;
  return {
    vef: shown(vef.toFixed(), TICKER.vef),
    // The price per VEF is below a cent (0.019 USD): 6 decimals, not USD's 2.
    price: shown(fee.div(vef).toFixed(), TICKER.usd),
    fee: shown(fee.toFixed(), TICKER.usdc),
    free: fee.eq(0),
  };
}

/** Page 1's line about the offer, in the active language. */
export function offerText(tier: CardTier) {
  const offer = vefOffer(tier);
  if (!offer) return t`Your card is free.`;
  const { vef, price, fee } = offer;
  const months = STAKE_MONTHS;
  if (offer.free)
    return t`Your card is free, and so are the ${vef} you stake for ${months} months.`;
  return t`Your card is free in return for staking ${vef} for ${months} months at ${price} per VEF: you buy them for ${fee} when you apply.`;
}

/** The review's agreement, on the same numbers, in the active language. */
export function termsText(tier: CardTier) {
  const offer = vefOffer(tier);
  if (!offer) return t`I agree to the Terms & Conditions.`;
  const { vef, price, fee } = offer;
  const months = STAKE_MONTHS;
  if (offer.free)
    return t`I agree to stake the ${vef} that come with this card for ${months} months after the token generation event, and to the Terms & Conditions.`;
  return t`I agree to buy ${vef} at ${price} each (${fee}) and stake them for ${months} months after the token generation event, and to the Terms & Conditions.`;
}

/** A fee percentage as shown: 0 is FREE. */
export function feePercent(value: string | undefined) {
  const pct = toDecimal(value);
  if (!pct || pct.eq(0)) return t`FREE`;
  return `${pct.toFixed()}%`;
}
