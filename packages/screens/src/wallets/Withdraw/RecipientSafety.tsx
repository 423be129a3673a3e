import { useEffect, useState } from 'react';
import { useAddressBook, useTransactions } from '@wallet/api';
import { addressProblem } from '../../common/address/evmAddress';
import { knownAddresses, lookalikesOf } from '../../common/address/lookalike';
import { LookalikeWarning } from '../../common/address/LookalikeWarning';

export interface RecipientSafetyProps {
  /** The recipient address as typed or pasted. */
  address: string;
  /** Send must wait: the address imitates a known one and the user has not ticked that they checked. */
  onBlockedChange: (blocked: boolean) => void;
}

/**
 * The address-poisoning check of /withdraw: an address that is not saved but shares its first
 * and last 4 hex digits with a saved address or one in the history shows both in full and blocks
 * Send until the user ticks that they compared them. Loaded beside the page, not in its first
 * download.
 */
export function RecipientSafety({ address, onBlockedChange }: RecipientSafetyProps) {
  const saved = useAddressBook();
  const history = useTransactions();
  const [checkedFor, setCheckedFor] = useState<string>();
  const trimmed = address.trim();
  const lookalikes = addressProblem(trimmed)
    ? []
    : lookalikesOf(trimmed, knownAddresses(saved.data, history.data));
  const blocked = lookalikes.length > 0 && checkedFor !== trimmed;
  useEffect(() => onBlockedChange(blocked), [blocked, onBlockedChange]);
  if (!lookalikes.length) return null;
  return (
    <LookalikeWarning
      address={trimmed}
      lookalikes={lookalikes}
      checked={checkedFor === trimmed}
      onCheckedChange={(checked) => setCheckedFor(checked ? trimmed : undefined)}
    />
  );
}
