/** Addresses longer than this are truncated in lists. */
export const ADDRESS_TRUNCATE_ABOVE = 23;
const KEEP = 10;

/** First 10 and last 10 characters with an ellipsis, for addresses longer than 23 characters. */
export function truncateAddress(address: string): string {
  if (address.length <= ADDRESS_TRUNCATE_ABOVE) return address;
  return `${address.slice(0, KEEP)}…${address.slice(-KEEP)}`;
}

/** An address in groups of four after its 0x, so a reader can compare it group by group. */
export function groupAddress(address: string): string[] {
  const prefix = address.startsWith('0x') ? '0x' : '';
  const groups = address.slice(prefix.length).match(/.{1,4}/g) ?? [];
  return prefix ? [prefix, ...groups] : groups;
}
