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

/** One formatter per zone: making one costs far more than using it (a 5,000-row history). */
const formats = new Map<string, Intl.DateTimeFormat | null>();

function partsIn(date: Date, timeZone: string | undefined) {
  const zone = timeZone?.replaceAll(' ', '_') ?? '';
  let format = formats.get(zone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-GB', {
        timeZone: zone || undefined,
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      });
    } catch {
      format = null;
    }
    formats.set(zone, format);
  }
  return format?.formatToParts(date);
}
