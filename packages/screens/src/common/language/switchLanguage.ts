import { configureApi } from '@wallet/api';
import { activateLocale, DEVICE_LOCALE_KEY, type Locale } from '@wallet/ui';

/**
 * Makes `locale` the app's language at once, without a reload: the messages, react-aria's own
 * words, `<html lang>`, the calls' Accept-Language, and this device's choice for the next visit
 * signed out (docs/i18n.md, "Choosing the language").
 */
export async function switchLanguage(locale: Locale) {
  await activateLocale(locale);
  configureApi({ locale });
  try {
    localStorage.setItem(DEVICE_LOCALE_KEY, locale);
  } catch {
    // Storage refused: the language holds for this visit.
  }
}
