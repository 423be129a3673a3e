/**
 * DD/MM/YYYY HH:mm:ss in the given IANA timezone (the user's, when set). Accepts a Date, an ISO
 * string or epoch milliseconds. Returns undefined for an unreadable date; an unknown timezone
 * falls back to the browser's own.
 */
export function formatDateTime(
  value: Date | string | number,
  timeZone?: string,
): string | undefined {
  const f = zonedFields(value, timeZone);
  return f && `${f.day}/${f.month}/${f.year} ${f.hour}:${f.minute}:${f.second}`;
}

/** YYYY-MM-DD: the day an instant falls on in the given IANA timezone (as formatDateTime reads it). */
export function formatDay(value: Date | string | number, timeZone?: string): string | undefined {
  const f = zonedFields(value, timeZone);
  return f && `${f.year}-${f.month}-${f.day}`;
}

interface Fields {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** One formatter per zone: making one costs far more than using it (a 5,000-row history). */
const formats = new Map<string, Intl.DateTimeFormat | null>();

function formatIn(timeZone: string | undefined) {
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
  return format;
}

function fieldsOf(format: Intl.DateTimeFormat, time: number): Fields {
  const parts = format.formatToParts(time);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** The zone's offset from UTC at an instant, in ms (undefined where the year cannot be rebuilt). */
function offsetAt(format: Intl.DateTimeFormat, time: number) {
  const f = fieldsOf(format, time);
  const year = Number(f.year);
  if (!(year >= 1000 && year <= 9999)) return undefined;
  const local = Date.UTC(year, +f.month - 1, +f.day, +f.hour, +f.minute, +f.second);
  return local - (time - (((time % 1000) + 1000) % 1000));
}

/**
 * Per formatter, per UTC day (its first ms): the zone's offset when it is the same at the day's
 * start and end (no clock change that day), else null. A history of 5,000 rows asks Intl about
 * two instants a day instead of every row (Intl is the cost of reading a long history).
 */
const dayOffsets = new WeakMap<Intl.DateTimeFormat, Map<number, number | null>>();

function steadyOffset(format: Intl.DateTimeFormat, time: number) {
  let days = dayOffsets.get(format);
  if (!days) dayOffsets.set(format, (days = new Map()));
  const start = Math.floor(time / DAY) * DAY;
  let offset = days.get(start);
  if (offset === undefined) {
    const first = offsetAt(format, start);
    const last = offsetAt(format, start + DAY - 1000);
    offset = first !== undefined && first === last ? first : null;
    days.set(start, offset);
  }
  return offset;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** An instant's calendar fields in a zone (the browser's when the zone is unknown), as text. */
function zonedFields(value: Date | string | number, timeZone: string | undefined) {
  const time = (value instanceof Date ? value : new Date(value)).getTime();
  if (Number.isNaN(time)) return undefined;
  const format = formatIn(timeZone) ?? formatIn(undefined);
  if (!format) return undefined;
  const offset = steadyOffset(format, time);
  // A day with a clock change (or a year Intl writes oddly): Intl reads the instant itself.
  if (offset === null) return fieldsOf(format, time);
  const local = new Date(time + offset);
  return {
    year: pad(local.getUTCFullYear(), 4),
    month: pad(local.getUTCMonth() + 1),
    day: pad(local.getUTCDate()),
    hour: pad(local.getUTCHours()),
    minute: pad(local.getUTCMinutes()),
    second: pad(local.getUTCSeconds()),
  };
}
