import { formatDateTime } from '../format/dateTime';

export interface DateTimeProps {
  /** A Date, ISO string or epoch milliseconds. */
  value: Date | string | number;
  /** IANA zone (underscores or spaces); the browser's own zone when not given. */
  timeZone?: string;
}

/** A moment as DD/MM/YYYY HH:mm:ss in the given timezone, inside a machine-readable <time>. */
export function DateTime({ value, timeZone }: DateTimeProps) {
  const text = formatDateTime(value, timeZone);
  if (!text) return <span title="Date not available">—</span>;
  return <time dateTime={new Date(value).toISOString()}>{text}</time>;
}
