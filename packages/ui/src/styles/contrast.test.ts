import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  colourOf,
  contrast,
  contrastCases,
  declaredTokens,
  luminance,
  splitTopLevel,
  type Theme,
} from './tokens';

// WCAG AA for every text/background pair the ui components draw, in both themes, read from the
// tokens themselves: a palette change that breaks a pair fails here before any story does.
const declared = declaredTokens(readFileSync(join(import.meta.dirname, 'tokens.css'), 'utf8'));
const token = (name: string, theme: Theme) => colourOf(declared, name, theme);

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
  const cases = contrastCases().map((c) => ({
    ...c,
    label: `--color-${c.fg} on --color-${c.bg} (${c.where})`,
  }));

  it.each(cases)('$label meets $min:1', ({ fg, bg, min }) => {
    const ratio = contrast(token(`--color-${fg}`, theme), token(`--color-${bg}`, theme));
    expect(ratio, `${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(min);
  });

  it('reads a dark page as dark and a light page as light', () => {
    const bg = luminance(token('--color-bg', theme));
    expect(theme === 'dark' ? bg < 0.05 : bg > 0.8).toBe(true);
  });
});
