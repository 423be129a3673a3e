import { i18n } from '@lingui/core';
import type { Month } from './insightsSums';

/** A month's name in the active language: "October 2026" / "Octubre de 2026", or "Oct" / "oct". */
export function monthName(month: Month, style: 'long' | 'short' = 'long') {
  const language = i18n.locale === 'es' ? 'es' : 'en-GB';
  const date = new Date(`${month}-15T12:00:00Z`);
  const name = date.toLocaleDateString(language, {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a time zone's id
    timeZone: 'UTC',
    month: style,
    year: style === 'long' ? 'numeric' : undefined,
  });
  return name.charAt(0).toUpperCase() + name.slice(1);
}
