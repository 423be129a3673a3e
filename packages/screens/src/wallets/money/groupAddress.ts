/** An address in groups of four after its 0x, so a reader can compare it group by group. */
export function groupAddress(address: string): string[] {
  const prefix = address.startsWith('0x') ? '0x' : '';
  const groups = address.slice(prefix.length).match(/.{1,4}/g) ?? [];
  return prefix ? [prefix, ...groups] : groups;
}
