/**
 * DD/MM/YYYY HH:mm:ss in the given IANA timezone (the user's, when set). Accepts a Date, an ISO
 * string or epoch milliseconds. Returns undefined for an unreadable date; an unknown timezone
 * falls back to the browser's own.
 */
export function formatDateTime(
  value: Date | string | number,
  timeZone?: string,
): string | undefined {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  const parts = partsIn(date, timeZone) ?? partsIn(date, undefined);
  if (!parts) return undefined;
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${get('day')}/${get('month')}/${get('year')} ${get('hour')}:${get('minute')}:${get('second')}`;
}

function partsIn(date: Date, timeZone: string | undefined) {
  try {
    return new Intl.DateTimeFormat('en-GB', {
      timeZone: timeZone?.replaceAll(' ', '_'),
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(date);
  } catch {
    return undefined;
  }
}
