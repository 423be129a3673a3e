/** The languages the product speaks; English is the spec's and the code's own. */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const SOURCE_LOCALE: Locale = 'en';

/** Each language named in itself, as a language picker shows it. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- each language's own name, in every language
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

/** This device's language when no one is signed in (the last one used here). */
export const DEVICE_LOCALE_KEY = 'locale';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * The first supported language among `candidates` ("es-VE" is Spanish), else English: the
 * profile's or the device's choice first, then the browser's `navigator.languages`.
 */
export function pickLocale(candidates: readonly (string | null | undefined)[]): Locale {
  for (const candidate of candidates) {
    const language = candidate?.toLowerCase().split(/[-_]/)[0];
    if (isLocale(language)) return language;
  }
  return SOURCE_LOCALE;
}
