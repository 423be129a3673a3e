import { useLingui } from '@lingui/react/macro';
import { LOCALE_NAMES, LOCALES, type Locale } from './locales';
import styles from './LanguageSwitch.module.css';

export interface LanguageSwitchProps {
  /** Switches the app to the chosen language. */
  onChange: (locale: Locale) => void;
}

/**
 * The languages side by side, each named in itself (and marked so for screen readers), the
 * active one pressed: the signed-out pages' switch. Signed in, Edit Preferences sets it. Native
 * toggle buttons: react-aria's ToggleButtonGroup cost the login page ~5 KB for two buttons.
 */
export function LanguageSwitch({ onChange }: LanguageSwitchProps) {
  const { t, i18n } = useLingui();
  return (
    <div role="group" aria-label={t`Language`} className={styles.switch}>
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          aria-pressed={i18n.locale === locale}
          className={styles.option}
          onClick={() => i18n.locale !== locale && onChange(locale)}
        >
          {LOCALE_NAMES[locale]}
        </button>
      ))}
    </div>
  );
}
