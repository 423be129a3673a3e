import { existsSync, readFileSync, rmSync } from 'node:fs';
import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import {
  baselinePath,
  compare,
  judgeCapture,
  reportPath,
  saveCapture,
  writeReport,
} from './visual.mjs';

// The local visual check's verdict (scripts/visual.mjs) on captures drawn here: a card with a
// label-like stripe on a page, at the runner's half density. Moving the card by 2 CSS px (1
// captured pixel) or changing the colour of its fill must fail; the same capture must pass.
const WIDTH = 320;
const HEIGHT = 200;
type Rgb = [number, number, number];

function page({ dx = 0, fill = [91, 69, 224] as Rgb } = {}) {
  const png = new PNG({ width: WIDTH, height: HEIGHT });
  const paint = (x0: number, y0: number, w: number, h: number, [r, g, b]: Rgb) => {
    for (let y = y0; y < y0 + h; y++) {
      for (let x = x0; x < x0 + w; x++) {
        const i = (y * WIDTH + x) * 4;
        png.data.set([r, g, b, 255], i);
      }
    }
  };
  paint(0, 0, WIDTH, HEIGHT, [245, 246, 249]); // --color-bg, light
  paint(20 + dx, 30, 140, 44, fill); // a primary Button (2 CSS px = 1 captured px)
  paint(30 + dx, 46, 90, 10, [255, 255, 255]); // its label
  return PNG.sync.write(png);
}

const STORY = 'visual-test-fixture--button';
afterAll(() => {
  for (const kind of ['before', 'after', 'diff'] as const) {
    rmSync(reportPath(kind, STORY, 'light'), { force: true });
  }
  rmSync(baselinePath(STORY, 'light').replace(/\/[^/]+$/, ''), { recursive: true, force: true });
});

describe('visual comparison', () => {
  it('passes an identical capture', () => {
    expect(compare(page(), page())).toMatchObject({ status: 'same', pixels: 0 });
  });

  it('fails a component moved by 2 px, with a diff image', () => {
    const result = compare(page(), page({ dx: 1 }));
    expect(result.status).toBe('changed');
    expect(result.pixels).toBeGreaterThan(result.allowed);
    expect(PNG.sync.read(result.diff!).width).toBe(WIDTH);
  });

  it("fails one token's colour change (the primary, brand-600 to brand-700)", () => {
    expect(compare(page(), page({ fill: [74, 53, 194] })).status).toBe('changed');
  });

  it('reports a capture without a baseline as new', () => {
    expect(compare(undefined, page()).status).toBe('new');
  });

  it('judges a saved capture, accepts it on update, and names the story in the report', () => {
    saveCapture(STORY, 'light', page());
    expect(judgeCapture(STORY, 'light', { update: true }).status).toBe('new');
    expect(existsSync(baselinePath(STORY, 'light'))).toBe(true);

    saveCapture(STORY, 'light', page());
    expect(judgeCapture(STORY, 'light').status).toBe('same');

    saveCapture(STORY, 'light', page({ dx: 1 }));
    const moved = judgeCapture(STORY, 'light');
    expect(moved.status).toBe('changed');
    const file = writeReport([
      { id: STORY, title: 'Visual test/Fixture', name: 'Button', captures: [moved] },
    ]);
    const html = readFileSync(file, 'utf8');
    expect(html).toContain('Visual test/Fixture / Button');
    expect(html).toMatch(/light: \d+ pixels differ/);
    for (const kind of ['before', 'after', 'diff'] as const) {
      expect(existsSync(reportPath(kind, STORY, 'light')), kind).toBe(true);
    }
  });
});
