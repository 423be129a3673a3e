import { isApiError, type CardApplicationData, type CardTier } from '@wallet/api';
import { toDecimal } from '@wallet/ui';

/** The card application's wording (spec 2 sections 5 and 8), verbatim where the spec gives it. */
export const APPLY_MESSAGES = {
  invalidPartnerCode: 'Invalid or expired partner code',
  lowBalance: 'Please ensure you have enough balance to purchase required VEF',
  nameTooLong: 'Your select name must be within 23 characters',
  slotFullTitle: 'Exclusive Slots Now Full',
  slotFullText:
    'All early-bird slots for this card have been claimed. Full access opens soon: check back later.',
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

/** A fee percentage as shown: 0 is FREE. */
export function feePercent(value: string | undefined) {
  const pct = toDecimal(value);
  if (!pct || pct.eq(0)) return 'FREE';
  return `${pct.toFixed()}%`;
}
