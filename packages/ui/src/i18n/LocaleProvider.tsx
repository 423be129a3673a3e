import type { ReactNode } from 'react';
import { I18nProvider as LinguiProvider, useLingui } from '@lingui/react';
import { I18nProvider as AriaProvider } from 'react-aria-components';
import { ensureLocale } from './activate';

/** react-aria's own words (a dialog's dismiss button, a combo box's empty list) in the same language. */
function AriaLocale({ children }: { children: ReactNode }) {
  const { i18n: active } = useLingui();
  return (
    <AriaProvider locale={active.locale === 'es' ? 'es-419' : 'en-US'}>{children}</AriaProvider>
  );
}

/**
 * The active language for everything below: Lingui's messages and react-aria's. A switch
 * (`activateLocale`) renders the whole tree again in the new language, without a reload.
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  return (
    <LinguiProvider i18n={ensureLocale()}>
      <AriaLocale>{children}</AriaLocale>
    </LinguiProvider>
  );
}
