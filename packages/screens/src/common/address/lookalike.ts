import { t } from '@lingui/core/macro';

/** An address the user has reason to trust or has seen: saved, or in their history. */
export interface KnownAddress {
  address: string;
  /** What the user calls it (a saved name), or where it was seen. */
  label: string;
  source: 'saved' | 'history';
}

/** EVM addresses are the same whatever the case of their letters (case is only a checksum). */
export const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

const HEX = /^0x[0-9a-f]{40}$/i;
/** The first and last 4 hex digits: what a hurried reader compares. */
const endsOf = (address: string) => {
  const hex = address.slice(2).toLowerCase();
  return `${hex.slice(0, 4)}…${hex.slice(-4)}`;
};

/**
 * Address poisoning: the known addresses that `address` imitates. An attacker makes an address
 * whose first and last characters match one the user sends to and plants it in their history,
 * counting on the user to copy it from there or to check only the ends. A saved address is
 * trusted and never warned about; otherwise every known address with the same first 4 and last 4
 * hex digits but a different middle is returned (once each).
 */
export function lookalikesOf(address: string, known: readonly KnownAddress[]): KnownAddress[] {
  if (!HEX.test(address)) return [];
  if (known.some((k) => k.source === 'saved' && sameAddress(k.address, address))) return [];
  const ends = endsOf(address);
  const found = new Map<string, KnownAddress>();
  for (const k of known) {
    const key = k.address.toLowerCase();
    if (!HEX.test(k.address) || key === address.toLowerCase() || endsOf(k.address) !== ends)
      continue;
    // A saved name says more than "from your history".
    if (!found.has(key) || k.source === 'saved') found.set(key, k);
  }
  return [...found.values()];
}

/** Whether `address` was never sent to, received from or saved: the review says so quietly. */
export const isFirstTime = (address: string, known: readonly KnownAddress[]) =>
  !known.some((k) => sameAddress(k.address, address));

/** A run of characters of an address, marked where it differs from the one compared with. */
export interface AddressSegment {
  text: string;
  differs: boolean;
}

/**
 * `address` cut into runs that match `other` and runs that do not (ignoring case, which is only
 * a checksum), so a warning can mark exactly the characters an attacker changed.
 */
export function markDifferences(address: string, other: string): AddressSegment[] {
  const segments: AddressSegment[] = [];
  for (let i = 0; i < address.length; i++) {
    const differs = address[i]!.toLowerCase() !== other[i]?.toLowerCase();
    const last = segments.at(-1);
    if (last && last.differs === differs) last.text += address[i];
    else segments.push({ text: address[i]!, differs });
  }
  return segments;
}

/** A transaction's other party, where the server gives it (docs/api.md: `address`). */
const counterpartyOf = (row: Record<string, unknown>) =>
  typeof row.address === 'string' && HEX.test(row.address) ? row.address : undefined;

/**
 * Everything the user has saved or seen, for `lookalikesOf` and `isFirstTime` (a history entry's
 * label in the active language).
 */
export function knownAddresses(
  saved: readonly { address: string; address_name: string; id?: string }[] | undefined,
  history: readonly Record<string, unknown>[] | undefined,
  exceptId?: string,
): KnownAddress[] {
  const known: KnownAddress[] = (saved ?? [])
    .filter((e) => e.id === undefined || e.id !== exceptId)
    .map((e) => ({ address: e.address, label: e.address_name, source: 'saved' }));
  for (const row of history ?? []) {
    const address = counterpartyOf(row);
    if (address)
      known.push({ address, label: t`From your transaction history`, source: 'history' });
  }
  return known;
}
