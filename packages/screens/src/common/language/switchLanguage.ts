import { configureApi } from '@wallet/api';
import { activateLocale, DEVICE_LOCALE_KEY, type Locale } from '@wallet/ui';

/**
 * Makes `locale` the app's language at once, without a reload: the messages, react-aria's own
 * words, `<html lang>`, the calls' Accept-Language, and this device's choice for the next visit
 * signed out, for the boot script and the host (docs/i18n.md, "Choosing the language").
 */
export async function switchLanguage(locale: Locale) {
  await activateLocale(locale);
  configureApi({ locale });
  // The host picks a prerendered page's language by the cookie (docs/i18n.md, "The first paint").
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a cookie, not text
  document.cookie = `locale=${locale}; path=/; max-age=31536000; samesite=lax`;
  try {
    localStorage.setItem(DEVICE_LOCALE_KEY, locale);
  } catch {
    // Storage refused: the language holds for this visit.
  }
}
