import { t } from '@lingui/core/macro';
import { loadOnce } from '../../hooks/loadOnce';

type Keccak = (data: Uint8Array) => Uint8Array;
let keccak: Keccak | undefined;

/**
 * Loads the keccak-256 code the checksum needs. It comes beside a page, not in its first download
 * (a route's own JavaScript has a budget): a screen starts it when it loads and shows its address
 * field once `isChecksumLoaded()`.
 */
export const loadChecksum: () => Promise<void> = loadOnce(() =>
  import('@noble/hashes/sha3.js').then((m) => {
    keccak = m.keccak_256;
  }),
);

export const isChecksumLoaded = () => keccak !== undefined;

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * The EIP-55 checksum form of 40 lower-case hex digits: a letter is upper case where the
 * keccak-256 of the lower-case text has a nibble of 8 or more at its position.
 * (@noble/hashes rather than viem's getAddress: the same keccak, ~2 KB less for the route.)
 */
function checksummed(lower: string, hashOf: Keccak): string {
  const hash = hashOf(new TextEncoder().encode(lower));
  let out = '';
  for (let i = 0; i < lower.length; i++) {
    const nibble = (hash[i >> 1]! >> (i % 2 === 0 ? 4 : 0)) & 0xf;
    out += nibble >= 8 ? lower[i]!.toUpperCase() : lower[i]!;
  }
  return out;
}

/**
 * Whether `value` is an EVM address (Arbitrum USDC): 0x and 40 hex digits, and, when its letters
 * are of mixed case, the EIP-55 checksum they encode is right. All lower or all upper case carries
 * no checksum and is accepted, as wallets do. Before loadChecksum() has finished, a mixed-case
 * address cannot be checked and is refused.
 */
export function isEvmAddress(value: string): boolean {
  if (!HEX_ADDRESS.test(value)) return false;
  const hex = value.slice(2);
  const lower = hex.toLowerCase();
  if (hex === lower || hex === hex.toUpperCase()) return true;
  return keccak !== undefined && checksummed(lower, keccak) === hex;
}

/**
 * The spec's message for an address that is not one (spec 2 section 8), in the active language
 * (read it when shown).
 */
export const invalidAddressMessage = () => t`Please enter a valid wallet address`;
/** A pasted address with a space or an invisible character inside is refused, never cleaned. */
const hiddenCharacterMessage = () =>
  t`This address contains spaces or hidden characters. Copy it again from a source you trust.`;

// The two in English, as the tests compare them (a constant cannot follow the language); what a
// person reads comes from invalidAddressMessage() and addressProblem().
// eslint-disable-next-line lingui/no-unlocalized-strings -- English reference; shown through invalidAddressMessage()
export const INVALID_ADDRESS_MESSAGE = 'Please enter a valid wallet address';
export const HIDDEN_CHARACTER_MESSAGE =
  // eslint-disable-next-line lingui/no-unlocalized-strings -- English reference; shown through addressProblem()
  'This address contains spaces or hidden characters. Copy it again from a source you trust.';

/**
 * Whitespace and the invisible characters a copy from a web page or chat can carry (soft hyphen,
 * zero-width spaces and joiners, direction marks and overrides, word joiner, BOM). An attacker can
 * use them to make two different texts look alike, so an address holding one is refused.
 */
const HIDDEN = /[\s\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/u;

/**
 * What is wrong with a typed or pasted address (in the active language), or undefined. Spaces
 * around it (a copied line break) are ignored; anything hidden inside it is refused rather than
 * silently removed, so what is sent is exactly what was seen.
 */
export function addressProblem(value: string): string | undefined {
  const trimmed = value.replace(/^[ \t\r\n]+|[ \t\r\n]+$/g, '');
  if (HIDDEN.test(trimmed)) return hiddenCharacterMessage();
  return isEvmAddress(trimmed) ? undefined : invalidAddressMessage();
}
