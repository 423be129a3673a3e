import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// WCAG AA for every text/background pair the ui components draw, in both themes, read from the
// tokens themselves: a palette change that breaks a pair fails here before any story does.
const css = readFileSync(join(import.meta.dirname, 'tokens.css'), 'utf8').replace(
  /\/\*[\s\S]*?\*\//g,
  '',
);
const declared = new Map<string, string>(
  [...css.matchAll(/(--[a-z0-9-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]),
);

type Theme = 'light' | 'dark';

const splitTopLevel = (args: string) => {
  let depth = 0;
  const at = [...args].findIndex((ch) => {
    depth += ch === '(' ? 1 : ch === ')' ? -1 : 0;
    return ch === ',' && depth === 0;
  });
  return [args.slice(0, at).trim(), args.slice(at + 1).trim()] as const;
};

/** A token's colour in a theme: light-dark() picks a side, var() is followed, hex is read. */
function resolve(value: string, theme: Theme): string {
  const pair = /^light-dark\((.+)\)$/.exec(value);
  if (pair) {
    const [light, dark] = splitTopLevel(pair[1]!);
    return resolve(theme === 'light' ? light : dark, theme);
  }
  const ref = /^var\((--[a-z0-9-]+)\)$/.exec(value);
  if (ref) return token(ref[1]!, theme);
  if (!/^#[0-9a-f]{6}$/i.test(value)) throw new Error(`not an opaque hex colour: ${value}`);
  return value.toLowerCase();
}

function token(name: string, theme: Theme) {
  const value = declared.get(name);
  if (!value) throw new Error(`${name} is not declared in tokens.css`);
  return resolve(value, theme);
}

const luminance = (hex: string) => {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = [channel(1), channel(3), channel(5)];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

const contrast = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
};

const PAGE = ['bg', 'surface', 'surface-raised', 'surface-sunken'];

/** [foreground, backgrounds, where the ui draws it]. Text needs 4.5:1. */
const TEXT: [string, string[], string][] = [
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

/** Borders, focus rings, icons, controls' states (WCAG 1.4.11): 3:1. */
const UI: [string, string[], string][] = [
  ['border', PAGE, 'field and Switch outlines'],
  ['focus-ring', [...PAGE, 'primary-subtle'], 'focus outline'],
  ['primary', [...PAGE, 'neutral-subtle'], 'Checkbox, Switch on, ProgressBar fill'],
  ['primary-contrast', ['primary'], 'Switch handle, Checkbox tick'],
  ['danger', PAGE, 'error icons'],
  ['success', PAGE, 'success icons'],
  ['warning', PAGE, 'warning icons'],
  ['info', PAGE, 'info icons'],
];

it('builds every colour role from the scales, so a theme is a choice of steps', () => {
  const roles = [...declared].filter(([name]) => name.startsWith('--color-'));
  const SCALE_STEP = /^var\(--(brand|neutral|success|warning|danger|info)-\d+\)$/;
  const offScale = roles.filter(([, value]) => {
    // Translucent colours (the overlay) are ink at an opacity, not a step.
    if (value.includes('rgb(')) return false;
    const pair = /^light-dark\((.+)\)$/.exec(value);
    return !pair || !splitTopLevel(pair[1]!).every((side) => SCALE_STEP.test(side));
  });
  expect(offScale).toEqual([]);
  expect(roles.length).toBeGreaterThan(25);
});

describe.each<Theme>(['light', 'dark'])('tokens in the %s theme', (theme) => {
  const cases = (pairs: typeof TEXT, min: number) =>
    pairs.flatMap(([fg, bgs, where]) =>
      bgs.map((bg) => ({ fg, bg, min, label: `--color-${fg} on --color-${bg} (${where})` })),
    );

  it.each([...cases(TEXT, 4.5), ...cases(UI, 3)])('$label meets $min:1', ({ fg, bg, min }) => {
    const ratio = contrast(token(`--color-${fg}`, theme), token(`--color-${bg}`, theme));
    expect(ratio, `${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(min);
  });

  it('reads a dark page as dark and a light page as light', () => {
    const bg = luminance(token('--color-bg', theme));
    expect(theme === 'dark' ? bg < 0.05 : bg > 0.8).toBe(true);
  });
});
