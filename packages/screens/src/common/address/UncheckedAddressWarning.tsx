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

const listsOf = ({ addressBook, history }: UncheckedSources) =>
  addressBook && history
    ? 'your address book and past sends'
    : addressBook
      ? 'your address book'
      : 'your past sends';

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
  return (
    <AddressWarning
      title={`We could not check this address against ${listsOf(missing)}`}
      checked={checked}
      onCheckedChange={onCheckedChange}
    >
      <p>
        Scammers plant addresses that look like ones you use. Compare every character with the
        recipient before you go on, or try the check again.
      </p>
      <div>
        <Button variant="secondary" size="sm" onPress={onRetry} isPending={isRetrying}>
          Try again
        </Button>
      </div>
    </AddressWarning>
  );
}
