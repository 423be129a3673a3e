import { AlertDialog, Button, formatAmount } from '@wallet/ui';
import { CONTACTS } from '../../common';
import type { LimitReached } from './sendErrors';

const usd = (value: string | undefined) =>
  value === undefined ? undefined : `${formatAmount(value, { decimals: 2 }) ?? value} USD`;

/** kyc_limit_reached_message: the 24-hour limit, what remains of it, whom to write to. */
export function LimitReachedDialog({
  limit,
  onClose,
}: {
  limit: LimitReached;
  onClose: () => void;
}) {
  const email = limit.email ?? CONTACTS.compliance;
  const cap = usd(limit.limitUsd);
  const remaining = usd(limit.remainingUsd);
  return (
    <AlertDialog
      isOpen
      onEscape={onClose}
      tone="warning"
      title="Maximum limit reached"
      actions={
        <Button autoFocus onPress={onClose}>
          OK
        </Button>
      }
    >
      <p>
        {cap
          ? `Your withdrawal limit is ${cap} every ${limit.hours} hours.`
          : `You have reached your ${limit.hours}-hour withdrawal limit.`}
        {remaining && ` Remaining balance: ${remaining}.`}
      </p>
      <p>
        To raise your limit, contact our compliance team at <a href={`mailto:${email}`}>{email}</a>.
      </p>
    </AlertDialog>
  );
}
