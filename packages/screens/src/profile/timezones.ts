import type { ComboBoxOption } from '@wallet/ui';

/** A zone identifier as people read it: underscores become spaces (spec 1 section 3). */
export const displayTimezone = (zone: string) => zone.replaceAll('_', ' ');

/**
 * Every zone of the browser's timezone database, stored with underscores and shown with spaces.
 * A saved zone missing from the list (an old alias such as Asia/Calcutta) is kept at its top, so
 * the user's choice always shows.
 */
export function timezoneOptions(saved?: string | null): ComboBoxOption[] {
  const zones = Intl.supportedValuesOf('timeZone');
  const all = saved && !zones.includes(saved) ? [saved, ...zones] : zones;
  return all.map((zone) => ({ id: zone, label: displayTimezone(zone) }));
}
