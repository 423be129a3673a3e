import { t } from '@lingui/core/macro';
import { formatDateTime } from '../format/dateTime';
import { useActiveLocale } from '../i18n/useActiveLocale';

export interface DateTimeProps {
  /** A Date, ISO string or epoch milliseconds. */
  value: Date | string | number;
  /** IANA zone (underscores or spaces); the browser's own zone when not given. */
  timeZone?: string;
}

/** A moment as DD/MM/YYYY HH:mm:ss in the given timezone, inside a machine-readable <time>. */
export function DateTime({ value, timeZone }: DateTimeProps) {
  useActiveLocale();
  const text = formatDateTime(value, timeZone);
  if (!text) return <span title={t`Date not available`}>—</span>;
  return <time dateTime={new Date(value).toISOString()}>{text}</time>;
}
