import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@wallet/ui';
import { AddressWarning } from './AddressWarning';

/** The lists the lookalike check could not read. */
export interface UncheckedSources {
  addressBook: boolean;
  history: boolean;
}

export interface UncheckedAddressWarningProps {
  missing: UncheckedSources;
  onRetry: () => void;
  isRetrying: boolean;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/**
 * The lookalike check could not be done (the address book or the history did not load): the
 * user is told so rather than shown nothing, may try again, and must tick that they compared the
 * address themselves, as with a lookalike.
 */
export function UncheckedAddressWarning({
  missing,
  onRetry,
  isRetrying,
  checked,
  onCheckedChange,
}: UncheckedAddressWarningProps) {
  const { t } = useLingui();
  const title =
    missing.addressBook && missing.history
      ? t`We could not check this address against your address book and past sends`
      : missing.addressBook
        ? t`We could not check this address against your address book`
        : t`We could not check this address against your past sends`;
  return (
    <AddressWarning title={title} checked={checked} onCheckedChange={onCheckedChange}>
      <p>
        <Trans>
          Scammers plant addresses that look like ones you use. Compare every character with the
          recipient before you go on, or try the check again.
        </Trans>
      </p>
      <div>
        <Button variant="secondary" size="sm" onPress={onRetry} isPending={isRetrying}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    </AddressWarning>
  );
}
