import { useEffect } from 'react';
import { AddressCheckWarning, useAddressCheck } from '../../common/address/AddressCheck';

export interface RecipientSafetyProps {
  /** The recipient address as typed or pasted. */
  address: string;
  /** Send must wait: a warning shows and the user has not ticked that they checked. */
  onBlockedChange: (blocked: boolean) => void;
}

/**
 * The address-poisoning check of /withdraw: an address that is not saved but shares its first
 * and last 4 hex digits with a saved address or one in the history shows both in full; when the
 * address book or the history could not be loaded, the user is told the check was not done.
 * Either way Send waits until the user ticks that they compared the address. Loaded beside the
 * page, not in its first download.
 */
export function RecipientSafety({ address, onBlockedChange }: RecipientSafetyProps) {
  const check = useAddressCheck(address);
  useEffect(() => onBlockedChange(check.blocked), [check.blocked, onBlockedChange]);
  return <AddressCheckWarning {...check} />;
}
