// The design tokens read from tokens.css's text: each declared value, a colour role resolved in
// either theme, and WCAG contrast. Shared by styles/contrast.test.ts (the AA checks) and the
// Storybook "Design tokens" page, so the page shows the very ratios the test checks.

export type Theme = 'light' | 'dark';

/** Every `--name: value;` of the stylesheet (comments dropped), in order. */
export function declaredTokens(css: string): Map<string, string> {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  // The first block (:root) only: the theme and reduced-motion blocks after it restate values.
  const root = text.slice(0, text.indexOf('}'));
  return new Map(
    [...root.matchAll(/(--[a-z0-9-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]),
  );
}

/** The two sides of `a, b` at the top level (commas inside parentheses stay). */
export const splitTopLevel = (args: string) => {
  let depth = 0;
  const at = [...args].findIndex((ch) => {
    depth += ch === '(' ? 1 : ch === ')' ? -1 : 0;
    return ch === ',' && depth === 0;
  });
  return [args.slice(0, at).trim(), args.slice(at + 1).trim()] as const;
};

/** A colour token in a theme as #rrggbb: light-dark() picks a side, var() is followed. */
export function colourOf(declared: Map<string, string>, name: string, theme: Theme): string {
  const resolve = (value: string): string => {
    const pair = /^light-dark\((.+)\)$/.exec(value);
    if (pair) {
      const [light, dark] = splitTopLevel(pair[1]!);
      return resolve(theme === 'light' ? light : dark);
    }
    const ref = /^var\((--[a-z0-9-]+)\)$/.exec(value);
    if (ref) return colourOf(declared, ref[1]!, theme);
    if (!/^#[0-9a-f]{6}$/i.test(value)) throw new Error(`not an opaque hex colour: ${value}`);
    return value.toLowerCase();
  };
  const value = declared.get(name);
  if (!value) throw new Error(`${name} is not declared in tokens.css`);
  return resolve(value);
}

export const luminance = (hex: string) => {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = [channel(1), channel(3), channel(5)];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** WCAG 2 contrast ratio of two #rrggbb colours (1 to 21). */
export const contrast = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
};

const PAGE = ['bg', 'surface', 'surface-raised', 'surface-sunken'];

/** A colour role drawn on backgrounds (role names without `--color-`), and where the ui does it. */
export type Pairing = [foreground: string, backgrounds: string[], where: string];

// The `where` notes are the design system's own (the contrast test, Storybook's tokens page),
// not the product's text.
/* eslint-disable lingui/no-unlocalized-strings */

/** Text on its backgrounds: 4.5:1 (WCAG 1.4.3). */
export const TEXT_PAIRS: Pairing[] = [
  ['text', [...PAGE, 'neutral-subtle', 'primary-subtle'], 'body, Badge, Sidebar hover, ListBox'],
  ['text', ['info-subtle', 'success-subtle', 'warning-subtle', 'danger-subtle'], 'Banner body'],
  ['text-muted', [...PAGE, 'primary-subtle', 'neutral-subtle'], 'labels, hints, Table headers'],
  ['primary', [...PAGE, 'primary-subtle'], 'Link, secondary Button, Tabs, Sidebar current'],
  ['primary-hover', PAGE, 'Link hovered'],
  ['primary-contrast', ['primary', 'primary-hover', 'primary-pressed'], 'primary Button'],
  ['text-inverse', ['danger', 'danger-hover'], 'danger Button'],
  ['bg', ['text'], 'Tooltip'],
  ['danger', [...PAGE, 'danger-subtle'], 'field errors, negative amounts, Badge'],
  ['success', [...PAGE, 'success-subtle'], 'password rules, positive amounts, Badge'],
  ['warning', [...PAGE, 'warning-subtle'], 'Badge, Banner title'],
  ['info', [...PAGE, 'info-subtle'], 'Badge, Banner title'],
];

/** Borders, focus rings, icons, controls' states: 3:1 (WCAG 1.4.11). */
export const UI_PAIRS: Pairing[] = [
  ['border', PAGE, 'field and Switch outlines'],
  ['focus-ring', [...PAGE, 'primary-subtle'], 'focus outline'],
  ['primary', [...PAGE, 'neutral-subtle'], 'Checkbox, Switch on, ProgressBar fill'],
  ['primary-contrast', ['primary'], 'Switch handle, Checkbox tick'],
  ['danger', PAGE, 'error icons'],
  ['success', PAGE, 'success icons'],
  ['warning', PAGE, 'warning icons'],
  ['info', PAGE, 'info icons'],
];

/* eslint-enable lingui/no-unlocalized-strings */

/** Each pairing spelled out: one foreground on one background, with the ratio it needs. */
export const contrastCases = () =>
  (
    [
      [TEXT_PAIRS, 4.5],
      [UI_PAIRS, 3],
    ] as const
  ).flatMap(([pairs, min]) =>
    pairs.flatMap(([fg, bgs, where]) => bgs.map((bg) => ({ fg, bg, min, where }))),
  );
