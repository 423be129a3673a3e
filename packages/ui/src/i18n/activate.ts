import { i18n, type Messages } from '@lingui/core';
import { SOURCE_LOCALE, type Locale } from './locales';

/**
 * A language's compiled catalog. English has none: its messages are compiled into the code
 * (scripts/lingui-vite.mjs). Storybook adds its pseudo-locale with `addCatalog`.
 */
const catalogs: Record<string, () => Promise<{ messages: Messages }>> = {
  es: () => import('./locales/es.po'),
};

/** English until a language is chosen: no message is read without one (the prerender's too). */
export function ensureLocale() {
  if (!i18n.locale) i18n.loadAndActivate({ locale: SOURCE_LOCALE, messages: {} });
  return i18n;
}

export function addCatalog(locale: string, load: () => Promise<{ messages: Messages }>) {
  catalogs[locale] = load;
}

/** `locale`'s whole catalog (English has none). */
export const loadCatalog = (locale: string): Promise<{ messages: Messages }> =>
  catalogs[locale]?.() ?? Promise.resolve({ messages: {} });

/** Loads `locale`'s catalog (once) and makes it the active language of every message. */
export async function activateLocale(locale: Locale | string): Promise<void> {
  if (ensureLocale().locale === locale) return;
  const { messages } = locale === SOURCE_LOCALE ? { messages: {} } : await loadCatalog(locale);
  i18n.loadAndActivate({ locale, messages });
  // Screen readers and the browser's hyphenation and translation offer read the page's language.
  if (typeof document !== 'undefined')
    document.documentElement.lang = locale === 'es' ? 'es' : 'en';
}
