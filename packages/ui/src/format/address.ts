/** Addresses longer than this are truncated in lists. */
export const ADDRESS_TRUNCATE_ABOVE = 23;
const KEEP = 10;

/** First 10 and last 10 characters with an ellipsis, for addresses longer than 23 characters. */
export function truncateAddress(address: string): string {
  if (address.length <= ADDRESS_TRUNCATE_ABOVE) return address;
  return `${address.slice(0, KEEP)}…${address.slice(-KEEP)}`;
}
