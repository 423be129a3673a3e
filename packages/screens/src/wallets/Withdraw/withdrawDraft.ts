import { z } from 'zod/mini';
import { toDecimal } from '@wallet/ui';
import { defineFlowDraft } from '../../forms/useFlowDraft';
import { sendAmountValue } from '../money/sendAmount';

/**
 * The withdrawal in session storage (spec 2 section 3, withdrawal form data): what was typed,
 * what the review showed, and whether it was sent. It survives a reload of the review, never
 * goes into the URL, and logout clears it with every other draft.
 */
export const WITHDRAW_DRAFT = defineFlowDraft('withdraw', {
  /** The amount field's text as typed ("1,000.50"); the review and Confirm use what it means. */
  amount: z.string(),
  recipientName: z.string(),
  recipientAddress: z.string(),
  /** Set when send/review accepted these values; the review page shows only a reviewed draft. */
  reviewed: z.boolean(),
  /** What the form showed when Send was pressed, so the review confirms exactly that. */
  cryptoId: z.string(),
  ticker: z.string(),
  network: z.string(),
  fee: z.string(),
  /** send/confirm succeeded: Confirm is refused from here on, the form starts empty next time. */
  sent: z.boolean(),
  /** send/confirm refused a field (e.g. invalid_address): the form shows why under it. */
  refusal: z.nullable(
    z.object({ field: z.enum(['amount', 'recipientAddress']), message: z.string() }),
  ),
});

export type WithdrawDraft = Partial<z.infer<typeof WITHDRAW_DRAFT.schema>>;

/**
 * The draft's review, when it has everything the review page shows and Confirm sends; its amount
 * is the plain decimal send/review accepted ("1,000.50" -> "1000.5").
 */
export function reviewOf(draft: WithdrawDraft) {
  const { recipientName, recipientAddress, cryptoId, ticker, network, fee } = draft;
  const amount = sendAmountValue(draft.amount ?? '');
  if (!draft.reviewed || !amount || !recipientName || !recipientAddress) return undefined;
  if (!cryptoId || !ticker || !network || fee === undefined) return undefined;
  // Nothing would arrive: never a review that sends crypto_nett_amount "0".
  if (!toDecimal(amount)!.gt(toDecimal(fee) ?? 0)) return undefined;
  return { amount, recipientName, recipientAddress, cryptoId, ticker, network, fee };
}
export type SendReview = NonNullable<ReturnType<typeof reviewOf>>;
