import { Trans, useLingui } from '@lingui/react/macro';
import { AlertDialog, Amount, Button, Link, toDecimal } from '@wallet/ui';
import { CONTACTS } from '../../common';
import type { LimitReached } from './sendErrors';

/**
 * kyc_limit_reached_message (spec 1 section 8): the 24-hour limit, what remains of it in USD,
 * whom to write to. The spec defines no detail keys, so each figure may be missing: the dialog
 * then still says what the spec asks, without the number.
 */
export function LimitReachedDialog({
  limit,
  onClose,
}: {
  limit: LimitReached;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const email = limit.email ?? CONTACTS.compliance;
  return (
    <AlertDialog
      isOpen
      onEscape={onClose}
      tone="warning"
      title={t`Maximum limit reached`}
      actions={
        <Button autoFocus onPress={onClose}>
          <Trans>OK</Trans>
        </Button>
      }
    >
      <p>
        {toDecimal(limit.limitUsd) ? (
          <Trans>
            Your withdrawal limit is <Amount value={limit.limitUsd} ticker="USD" /> every 24 hours.
          </Trans>
        ) : (
          t`This amount is over your 24-hour withdrawal limit.`
        )}
      </p>
      <p>
        {toDecimal(limit.remainingUsd) ? (
          <Trans>
            Remaining balance: <Amount value={limit.remainingUsd} ticker="USD" />.
          </Trans>
        ) : (
          t`Remaining balance: not available right now.`
        )}
      </p>
      <p>
        <Trans>
          To raise your limit, contact our compliance team at{' '}
          <Link href={`mailto:${email}`}>{email}</Link>.
        </Trans>
      </p>
    </AlertDialog>
  );
}
