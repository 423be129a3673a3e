import { useEffect, useState, type PropsWithChildren } from 'react';
import { DocsContainer, type DocsContainerProps } from '@storybook/addon-docs/blocks';
import { GLOBALS_UPDATED } from 'storybook/internal/core-events';
import { create, type ThemeVars } from 'storybook/theming';
import type { Theme } from '@wallet/ui/tokens';
import { declared, hexOf } from './ThemeScope';

// Docs pages follow the Theme toolbar as stories do. The preview's decorator sets <html
// data-theme> for a story only, and an MDX page renders no story; so the docs container (set in
// preview.tsx as parameters.docs.container) reads the `theme` global, sets the same attribute,
// and draws Storybook's own page chrome (background, headings, tables, code) in that theme, from
// the product's palette. "System" follows prefers-color-scheme, as the app does.

type Choice = 'light' | 'dark' | 'system';

const docsTheme = (theme: Theme): ThemeVars =>
  create({
    base: theme,
    colorPrimary: hexOf('--color-primary', theme),
    colorSecondary: hexOf('--color-primary', theme),
    appBg: hexOf('--color-surface-sunken', theme),
    appContentBg: hexOf('--color-bg', theme),
    appPreviewBg: hexOf('--color-bg', theme),
    appBorderColor: hexOf('--color-border-subtle', theme),
    textColor: hexOf('--color-text', theme),
    textMutedColor: hexOf('--color-text-muted', theme),
    textInverseColor: hexOf('--color-text-inverse', theme),
    barBg: hexOf('--color-surface', theme),
    barTextColor: hexOf('--color-text-muted', theme),
    barSelectedColor: hexOf('--color-primary', theme),
    barHoverColor: hexOf('--color-primary-hover', theme),
    inputBg: hexOf('--color-surface', theme),
    inputBorder: hexOf('--color-border', theme),
    inputTextColor: hexOf('--color-text', theme),
    fontBase: declared.get('--font-sans'),
    fontCode: declared.get('--font-mono'),
  });
const THEMES = { light: docsTheme('light'), dark: docsTheme('dark') };

const asChoice = (value: unknown): Choice =>
  value === 'light' || value === 'dark' ? value : 'system';

/** The `theme` global now: the preview's store, else the iframe's `globals=theme:…`. */
function initialChoice(context: DocsContainerProps['context']): Choice {
  const store = (context as { store?: { userGlobals?: { globals?: Record<string, unknown> } } })
    .store;
  const fromStore = store?.userGlobals?.globals?.theme;
  if (fromStore) return asChoice(fromStore);
  const globals = new URLSearchParams(window.location.search).get('globals') ?? '';
  return asChoice(/(?:^|;)theme:([a-z]+)/.exec(globals)?.[1]);
}

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** Whether the system asks for dark, kept up to date. */
function useSystemDark() {
  const [dark, setDark] = useState(() => window.matchMedia(DARK_QUERY).matches);
  useEffect(() => {
    const query = window.matchMedia(DARK_QUERY);
    const onChange = () => setDark(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return dark;
}

export function ThemedDocsContainer({ context, children }: PropsWithChildren<DocsContainerProps>) {
  const [choice, setChoice] = useState<Choice>(() => initialChoice(context));
  const systemDark = useSystemDark();

  useEffect(() => {
    const onGlobals = ({ globals }: { globals: Record<string, unknown> }) =>
      setChoice(asChoice(globals.theme));
    context.channel.on(GLOBALS_UPDATED, onGlobals);
    return () => context.channel.off(GLOBALS_UPDATED, onGlobals);
  }, [context.channel]);

  useEffect(() => {
    const root = document.documentElement;
    if (choice === 'system') delete root.dataset.theme;
    else root.dataset.theme = choice;
  }, [choice]);

  const theme: Theme = choice === 'system' ? (systemDark ? 'dark' : 'light') : choice;
  return (
    <DocsContainer context={context} theme={THEMES[theme]}>
      {children}
    </DocsContainer>
  );
}
