import { useEffect, useState } from 'react';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import pageStyles from '../page.module.css';
import { useAddressBook, useTransactions } from '@wallet/api';
import type { MissingItem } from '@wallet/ui';
import { addressProblem } from './evmAddress';
import { knownAddresses, lookalikesOf, sameAddress, type KnownAddress } from './lookalike';
import { LookalikeWarning } from './LookalikeWarning';
import { UncheckedAddressWarning, type UncheckedSources } from './UncheckedAddressWarning';

/** How long a list may take to load before the check says it could not be done. */
export const CHECK_WAIT_MS = 10_000;

/** What the address-poisoning check found for an address. */
export type AddressCheckResult =
  | { kind: 'clear' }
  | { kind: 'checking' }
  | { kind: 'lookalike'; lookalikes: KnownAddress[] }
  | { kind: 'unchecked'; missing: UncheckedSources; retry: () => void; isRetrying: boolean };

export interface AddressCheck {
  /** The address checked (as typed, without the spaces around it). */
  address: string;
  result: AddressCheckResult;
  /** The user ticked that they compared this address, for this warning. */
  acknowledged: boolean;
  acknowledge: (checked: boolean) => void;
  /** A warning waits for its tick, or the lists are still loading: the form must not go on. */
  blocked: boolean;
}

/**
 * The address-poisoning check of an address field against the address book and the history
 * (`exceptId`: the saved entry being edited). When either list could not be loaded and nothing
 * else vouches for the address (a saved entry), the check says so instead of passing silently.
 */
export function useAddressCheck(address: string, exceptId?: string): AddressCheck {
  const saved = useAddressBook();
  const history = useTransactions();
  const [acknowledgedFor, setAcknowledgedFor] = useState<string>();
  const trimmed = address.trim();
  // A list still loading after CHECK_WAIT_MS counts as one that could not be read: Send waits
  // no longer for it, the user is told instead.
  const loading = (!saved.data && !saved.error) || (!history.data && !history.error);
  const [waitedOut, setWaitedOut] = useState(false);
  useEffect(() => {
    if (!loading) return undefined;
    const timer = setTimeout(() => setWaitedOut(true), CHECK_WAIT_MS);
    return () => clearTimeout(timer);
  }, [loading]);

  const valid = !addressProblem(trimmed);
  // A saved address (the entry being edited included) is trusted: nothing to check it against.
  const isSaved = saved.data?.some((e) => sameAddress(e.address, trimmed)) ?? false;
  let result: AddressCheckResult = { kind: 'clear' };
  if (valid) {
    const lookalikes = lookalikesOf(trimmed, knownAddresses(saved.data, history.data, exceptId));
    const missing = {
      addressBook: !saved.data && (saved.error !== undefined || waitedOut),
      history: !history.data && (history.error !== undefined || waitedOut),
    };
    if (lookalikes.length) result = { kind: 'lookalike', lookalikes };
    else if ((missing.addressBook || missing.history) && !isSaved)
      result = {
        kind: 'unchecked',
        missing,
        retry: () => {
          if (missing.addressBook) void saved.mutate();
          if (missing.history) void history.mutate();
        },
        isRetrying:
          (missing.addressBook && saved.isValidating) || (missing.history && history.isValidating),
      };
  }
  // Until both lists are read (or have failed), a new valid address is not checked yet: the
  // form waits a moment, saying so, rather than letting a lookalike through unseen.
  if (valid && !isSaved && result.kind === 'clear' && loading) result = { kind: 'checking' };
  // A tick stands for one address and one warning: another address or warning needs its own.
  const key = `${result.kind} ${trimmed}`;
  return {
    address: trimmed,
    result,
    acknowledged: acknowledgedFor === key,
    acknowledge: (checked) => setAcknowledgedFor(checked ? key : undefined),
    blocked: result.kind === 'checking' || (result.kind !== 'clear' && acknowledgedFor !== key),
  };
}

/** The warning's box, for the MissingFields of a form whose action it holds back (at render). */
export const addressCheckMissing = ({ result, acknowledged }: AddressCheck): MissingItem[] =>
  (result.kind === 'lookalike' || result.kind === 'unchecked') && !acknowledged
    ? [{ label: t`the box under the warning`, kind: 'tick' }]
    : [];

/** The warning `useAddressCheck` calls for, if any. */
export function AddressCheckWarning({ address, result, acknowledged, acknowledge }: AddressCheck) {
  if (result.kind === 'lookalike')
    return (
      <LookalikeWarning
        address={address}
        lookalikes={result.lookalikes}
        checked={acknowledged}
        onCheckedChange={acknowledge}
      />
    );
  if (result.kind === 'checking')
    return (
      <p role="status" className={pageStyles.muted}>
        <Trans>Checking this address against your address book and past sends…</Trans>
      </p>
    );
  if (result.kind === 'unchecked')
    return (
      <UncheckedAddressWarning
        missing={result.missing}
        onRetry={result.retry}
        isRetrying={result.isRetrying}
        checked={acknowledged}
        onCheckedChange={acknowledge}
      />
    );
  return null;
}
