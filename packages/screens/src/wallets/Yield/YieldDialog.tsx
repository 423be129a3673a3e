import { useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  confirmYieldDeposit,
  confirmYieldRedeem,
  isApiError,
  useRevalidateAfterHomeMove,
  type YieldWallet,
} from '@wallet/api';
import {
  AlertDialog,
  Amount,
  amountInputText,
  Button,
  formatMoney,
  formatPercent,
  toDecimal,
} from '@wallet/ui';
import { alreadySubmittedText, genericErrorMessage } from '../../common';
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
  const { t } = useLingui();
  const earn = action === 'earn';
  const apy = formatPercent(wallet.apy) ?? `${wallet.apy}%`;
  const copy = earn
    ? {
        title: t`Earn`,
        lead: t`Move USDC from your Main Wallet to your Yield Wallet to earn ${apy} APY.`,
        // "To earn, fill in …"
        action: t`earn`,
        done: t`Earn Successful`,
        // "This Earn request was already submitted …"
        request: t`Earn request`,
        terms: t`I agree to the Yield Wallet terms: rewards accrue daily at the current APY.`,
      }
    : {
        title: t`Redeem`,
        lead: t`Move USDC from your Yield Wallet back to your Main Wallet.`,
        action: t`redeem`,
        done: t`Redeem Successful`,
        request: t`Redeem request`,
        terms: t`I agree to the Yield Wallet terms: redeemed USDC stops earning rewards.`,
      };
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
        terms: z.boolean().check(z.refine((v) => v, { error: () => M.terms })),
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
          : genericErrorMessage();
      form.setError('amount', { type: 'server', message });
      setAnnouncement(message);
    }
  });

  const ticker = wallet.ticker;
  // The limits checked before the call, said before they are met: one line of text, so the
  // amounts are Amount's plain text.
  const format = (value: string) =>
    formatMoney(value, { ticker, decimals: YIELD_AMOUNT.decimals }) ?? `${value} ${ticker}`;
  const describe = (source: string, min?: string, redeemable?: string) => {
    const held = format(source);
    const minimum = min && format(min);
    const now = redeemable && format(redeemable);
    return [
      earn ? t`Available in your Main Wallet: ${held}` : t`Available in your Yield Wallet: ${held}`,
      min && toDecimal(min)?.gt(0) && t`minimum ${minimum}`,
      redeemable &&
        toDecimal(redeemable)?.lt(toDecimal(source) ?? 0) &&
        t`${now} can be redeemed now`,
    ]
      .filter(Boolean)
      .join('; ');
  };

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
            <Trans>Back To Home</Trans>
          </Button>
        }
      >
        <p>
          {earn ? (
            <Trans>
              <Amount value={moved} ticker={ticker} decimals={YIELD_AMOUNT.decimals} /> has moved to
              your Yield Wallet.
            </Trans>
          ) : (
            <Trans>
              <Amount value={moved} ticker={ticker} decimals={YIELD_AMOUNT.decimals} /> has moved
              back to your Main Wallet.
            </Trans>
          )}
        </p>
      </AlertDialog>
    );
  if (once.spent)
    return (
      <AlertDialog
        isOpen
        tone="info"
        onEscape={leave(onClose)}
        title={t`Already submitted`}
        actions={
          <Button autoFocus onPress={leave(onClose)}>
            <Trans>Close</Trans>
          </Button>
        }
      >
        <p>
          {alreadySubmittedText(
            copy.request,
            t`your Yield Wallet balance and the transaction history on Home`,
          )}
        </p>
      </AlertDialog>
    );

  return (
    <FormDialog
      title={copy.title}
      onClose={leave(onClose)}
      onSubmit={submit}
      submitLabel={copy.title}
      canSubmit={canSubmit}
      missing={missingOf(form, blocking, { amount: t`Amount`, terms: t`the terms box` })}
      action={copy.action}
      isSubmitting={form.formState.isSubmitting}
      unavailable={offline}
    >
      <p>{copy.lead}</p>
      <FormAmountField
        form={form}
        name="amount"
        label={t`Amount`}
        ticker={ticker}
        onMax={() =>
          form.setValue('amount', amountInputText(maxYieldAmount(available, eligible)), {
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
