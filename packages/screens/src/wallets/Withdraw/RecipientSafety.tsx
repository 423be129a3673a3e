import { useEffect } from 'react';
import {
  addressCheckMissing,
  AddressCheckWarning,
  useAddressCheck,
} from '../../common/address/AddressCheck';

/**
 * Whether Send may go: `tick` while a warning waits for the box that says the user compared the
 * address, `checking` while the lists it is checked against load.
 */
export type RecipientCheckState = 'clear' | 'checking' | 'tick';

export interface RecipientSafetyProps {
  /** The recipient address as typed or pasted. */
  address: string;
  onStateChange: (state: RecipientCheckState) => void;
}

/**
 * The address-poisoning check of /withdraw: an address that is not saved but shares its first
 * and last 4 hex digits with a saved address or one in the history shows both in full; when the
 * address book or the history could not be loaded, the user is told the check was not done.
 * Either way Send waits until the user ticks that they compared the address. Loaded beside the
 * page, not in its first download.
 */
export function RecipientSafety({ address, onStateChange }: RecipientSafetyProps) {
  const check = useAddressCheck(address);
  const state = !check.blocked ? 'clear' : addressCheckMissing(check).length ? 'tick' : 'checking';
  useEffect(() => onStateChange(state), [state, onStateChange]);
  return <AddressCheckWarning {...check} />;
}
