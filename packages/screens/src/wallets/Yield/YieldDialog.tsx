import { useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import {
  confirmYieldDeposit,
  confirmYieldRedeem,
  isApiError,
  useRevalidateAfterHomeMove,
  type YieldWallet,
} from '@wallet/api';
import { AlertDialog, Amount, Button, formatMoney, formatPercent, toDecimal } from '@wallet/ui';
import { alreadySubmittedText, GENERIC_ERROR_MESSAGE } from '../../common';
import { FormAmountField } from '../../forms/FormAmountField';
import { FormCheckbox } from '../../forms/FormCheckbox';
import { FormDialog } from '../../forms/FormDialog';
import { useBlurValidatedForm } from '../../forms/useBlurValidatedForm';
import { missingOf } from '../../forms/missingFields';
import { useSubmitCheck } from '../../forms/useCanSubmit';
import { useSingleSubmit } from '../../forms/useSingleSubmit';
import { useOfflinePause } from '../../common/connection';
import { useSendOnce } from '../../forms/sendOnce';
import {
  maxYieldAmount,
  YIELD_AMOUNT,
  YIELD_MESSAGES as M,
  yieldAmountError,
  yieldAmountValue,
} from '../money/yieldAmount';

export type YieldAction = 'earn' | 'redeem';

const COPY = {
  earn: {
    title: 'Earn',
    lead: (apy: string) =>
      `Move USDC from your Main Wallet to your Yield Wallet to earn ${apy} APY.`,
    source: 'Main Wallet',
    submit: 'Earn',
    action: 'earn',
    done: 'Earn Successful',
    moved: 'has moved to your Yield Wallet.',
    terms: 'I agree to the Yield Wallet terms: rewards accrue daily at the current APY.',
  },
  redeem: {
    title: 'Redeem',
    lead: () => 'Move USDC from your Yield Wallet back to your Main Wallet.',
    source: 'Yield Wallet',
    submit: 'Redeem',
    action: 'redeem',
    done: 'Redeem Successful',
    moved: 'has moved back to your Main Wallet.',
    terms: 'I agree to the Yield Wallet terms: redeemed USDC stops earning rewards.',
  },
} as const;

interface YieldValues {
  amount: string;
  terms: boolean;
}

export interface YieldDialogProps {
  action: YieldAction;
  wallet: YieldWallet;
  onClose: () => void;
  /** Back To Home on the success dialog: the app reloads /dashboard. */
  onBackToHome: () => void;
}

/**
 * Earn (Main Wallet to Yield Wallet) or Redeem (back): an amount with up to 6 decimals, more
 * than zero and at most the source balance, Max, the terms ticked. The server's refusal shows
 * under the amount; success refreshes the balances and says so (spec 1 sections 4, 5 and 8).
 */
export function YieldDialog({ action, wallet, onClose, onBackToHome }: YieldDialogProps) {
  const copy = COPY[action];
  const earn = action === 'earn';
  const available = earn ? wallet.main_wallet_balance : wallet.yield_balance;
  // Checked here, before the call: Earn's minimum deposit, what Redeem may take now.
  const eligible = earn ? undefined : wallet.eligible_balance;
  const schema = useMemo(
    () =>
      z.object({
        amount: z.string().check(
          z.superRefine((value, ctx) => {
            const message = yieldAmountError(value, {
              available,
              min: earn ? wallet.min_deposit_amount : undefined,
              eligible,
              ticker: wallet.ticker,
            });
            if (message) ctx.issues.push({ code: 'custom', message, input: value });
          }),
        ),
        terms: z.boolean().check(z.refine((v) => v, M.terms)),
      }),
    [available, earn, eligible, wallet.min_deposit_amount, wallet.ticker],
  );
  const form = useBlurValidatedForm<YieldValues>({ amount: '', terms: false }, zodResolver(schema));
  const { canSubmit, blocking } = useSubmitCheck(form, schema);
  const refresh = useRevalidateAfterHomeMove();
  const [sent, setSent] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  // This dialog is the review: a reload while it sends, or a duplicated tab, finds it spent.
  const once = useSendOnce(`yield-${action}`);
  const offline = useOfflinePause();
  const leave = (then: () => void) => () => {
    once.end();
    then();
  };

  const submit = useSingleSubmit(form, async (values) => {
    setAnnouncement('');
    // What the field's text means, written plainly ("0010" -> "10").
    const amount = yieldAmountValue(values.amount)!;
    const call = earn ? confirmYieldDeposit : confirmYieldRedeem;
    try {
      const result = await once.send(
        () => call(wallet.crypto_id, amount),
        (answer) => ({ amount: answer.amount || amount }),
      );
      if (!result.sent) return; // sent already: the dialog shows what happened
      await refresh();
      setSent(result.value.amount || amount);
    } catch (error) {
      // The server's own words go under the amount (spec 1 section 8).
      const message =
        isApiError(error) && error.status >= 400 && error.status < 500
          ? error.message
          : GENERIC_ERROR_MESSAGE;
      form.setError('amount', { type: 'server', message });
      setAnnouncement(message);
    }
  });

  const ticker = wallet.ticker;
  // The limits checked before the call, said before they are met: one line of text, so the
  // amounts are Amount's plain text.
  const format = (value: string) =>
    formatMoney(value, { ticker, decimals: YIELD_AMOUNT.decimals }) ?? `${value} ${ticker}`;
  const describe = (source: string, min?: string, redeemable?: string) =>
    [
      `Available in your ${copy.source}: ${format(source)}`,
      min && toDecimal(min)?.gt(0) && `minimum ${format(min)}`,
      redeemable &&
        toDecimal(redeemable)?.lt(toDecimal(source) ?? 0) &&
        `${format(redeemable)} can be redeemed now`,
    ]
      .filter(Boolean)
      .join('; ');

  const moved = sent ?? (once.spent?.state === 'done' ? once.spent.outcome?.amount : undefined);
  if (moved !== undefined)
    return (
      <AlertDialog
        isOpen
        onEscape={leave(onBackToHome)}
        tone="success"
        title={copy.done}
        actions={
          <Button autoFocus onPress={leave(onBackToHome)}>
            Back To Home
          </Button>
        }
      >
        <p>
          <Amount value={moved} ticker={ticker} decimals={YIELD_AMOUNT.decimals} /> {copy.moved}
        </p>
      </AlertDialog>
    );
  if (once.spent)
    return (
      <AlertDialog
        isOpen
        tone="info"
        onEscape={leave(onClose)}
        title="Already submitted"
        actions={
          <Button autoFocus onPress={leave(onClose)}>
            Close
          </Button>
        }
      >
        <p>
          {alreadySubmittedText(
            `${copy.title} request`,
            `your Yield Wallet balance and the transaction history on Home`,
          )}
        </p>
      </AlertDialog>
    );

  return (
    <FormDialog
      title={copy.title}
      onClose={leave(onClose)}
      onSubmit={submit}
      submitLabel={copy.submit}
      canSubmit={canSubmit}
      missing={missingOf(form, blocking, { amount: 'Amount', terms: 'the terms box' })}
      action={copy.action}
      isSubmitting={form.formState.isSubmitting}
      unavailable={offline}
    >
      <p>{copy.lead(formatPercent(wallet.apy) ?? `${wallet.apy}%`)}</p>
      <FormAmountField
        form={form}
        name="amount"
        label="Amount"
        ticker={ticker}
        onMax={() =>
          form.setValue('amount', maxYieldAmount(available, eligible), {
            shouldValidate: true,
            shouldDirty: true,
          })
        }
        description={describe(available, earn ? wallet.min_deposit_amount : undefined, eligible)}
        autoFocus
        isRequired
      />
      <FormCheckbox form={form} name="terms" isRequired>
        {copy.terms}
      </FormCheckbox>
      <p className="visually-hidden" aria-live="assertive">
        {announcement}
      </p>
    </FormDialog>
  );
}
