import type { CSSProperties, ReactNode } from 'react';
import tokensCss from '@wallet/ui/tokens.css?raw';
import { colourOf, declaredTokens, splitTopLevel, type Theme } from '@wallet/ui/tokens';

// One theme drawn inside a page of another. Setting `color-scheme` on an element is not enough:
// the build (Lightning CSS) turns each light-dark() role into var() of two switch properties
// that tokens.css sets on :root only, and a custom property inherits its value already resolved.
// So a scope restates, on its own element, every token that depends on the theme: each role as
// its side for this theme, and each token built from a role (the shadows) as written, to be
// resolved again against the restated roles.

export const declared = declaredTokens(tokensCss);

/** `value` with every light-dark(a, b) in it replaced by the side of `theme`. */
export function sideOf(value: string, theme: Theme): string {
  const start = value.indexOf('light-dark(');
  if (start < 0) return value;
  let depth = 0;
  let end = start + 'light-dark('.length;
  for (; end < value.length; end++) {
    if (value[end] === '(') depth++;
    else if (value[end] === ')') {
      if (depth === 0) break;
      depth--;
    }
  }
  const [light, dark] = splitTopLevel(value.slice(start + 'light-dark('.length, end));
  return sideOf(
    value.slice(0, start) + (theme === 'light' ? light : dark) + value.slice(end + 1),
    theme,
  );
}

/** The custom properties a scope of `theme` sets: every token that depends on the theme. */
export function themedProperties(theme: Theme, tokens = declared): Record<string, string> {
  const themed = new Set([...tokens].filter(([, v]) => v.includes('light-dark(')).map(([n]) => n));
  // Tokens built from themed ones (--shadow-1 of --shadow-color), however deep.
  for (let grew = true; grew;) {
    grew = false;
    for (const [name, value] of tokens) {
      if (themed.has(name)) continue;
      const refs = [...value.matchAll(/var\((--[a-z0-9-]+)/g)].map((m) => m[1]!);
      if (refs.some((ref) => themed.has(ref))) {
        themed.add(name);
        grew = true;
      }
    }
  }
  return Object.fromEntries([...themed].map((name) => [name, sideOf(tokens.get(name)!, theme)]));
}

const PROPERTIES = { light: themedProperties('light'), dark: themedProperties('dark') };

/** A token's colour in a theme as #rrggbb (the page's own palette, for Storybook's docs theme). */
export const hexOf = (name: string, theme: Theme) => colourOf(declared, name, theme);

/** Style for an element drawn in `theme`, whatever the theme of the page around it. */
export const themeStyle = (theme: Theme): CSSProperties => ({
  ...(PROPERTIES[theme] as CSSProperties),
  colorScheme: theme,
  background: 'var(--color-bg)',
  color: 'var(--color-text)',
});

/** Its children in `theme`: the page's background, text and every role of that theme. */
export function ThemeScope({
  theme,
  children,
  style,
  label,
}: {
  theme: Theme;
  children: ReactNode;
  style?: CSSProperties;
  /** Names the scope as a region (e.g. "Dark theme"); without it the scope is a plain block. */
  label?: string;
}) {
  return (
    <div
      data-theme={theme}
      role={label ? 'region' : undefined}
      aria-label={label}
      style={{ ...themeStyle(theme), ...style }}
    >
      {children}
    </div>
  );
}
