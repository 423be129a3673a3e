import { useContext } from 'react';
import { i18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';

/**
 * The active language, and a render again whenever it changes: for ui's components, whose text
 * comes from `t` of '@lingui/core/macro' (read while rendering, in the active language). Unlike
 * `useLingui`, it does not throw outside a LocaleProvider: the design system also renders in
 * tests and stories that mount a component alone, in the language activated (English).
 */
export function useActiveLocale(): string {
  return useContext(LinguiContext)?.i18n.locale ?? i18n.locale;
}
