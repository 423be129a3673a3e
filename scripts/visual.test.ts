import { existsSync, readFileSync, rmSync } from 'node:fs';
import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import {
  baselinePath,
  compare,
  inkRatio,
  judgeCapture,
  reportPath,
  saveCapture,
  storyUrl,
  writeGallery,
  writeReport,
} from './visual.mjs';

// The local visual check's verdict (scripts/visual.mjs) on captures drawn here: a card with a
// label-like stripe on a page, at the runner's half density. Moving the card by 2 CSS px (1
// captured pixel) or changing the colour of its fill must fail; the same capture must pass.
const WIDTH = 320;
const HEIGHT = 200;
type Rgb = [number, number, number];

function page({ dx = 0, fill = [91, 69, 224] as Rgb, blank = false } = {}) {
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
  if (blank) {
    // A line of text: "Navigated to /withdraw" on the page colour.
    paint(8, 8, 40, 8, [22, 26, 36]);
    return PNG.sync.write(png);
  }
  paint(20 + dx, 30, 140, 44, fill); // a primary Button (2 CSS px = 1 captured px)
  paint(30 + dx, 46, 90, 10, [255, 255, 255]); // its label
  return PNG.sync.write(png);
}

const STORY = 'visual-test-fixture--button';
const BLANK = 'visual-test-fixture--blank';
afterAll(() => {
  for (const story of [STORY, BLANK]) {
    for (const kind of ['before', 'after', 'diff'] as const) {
      rmSync(reportPath(kind, story, 'light'), { force: true });
    }
    rmSync(baselinePath(story, 'light').replace(/\/[^/]+$/, ''), { recursive: true, force: true });
  }
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

  it('finds a near-blank capture: a line of text on the page colour, not a page with a button', () => {
    expect(inkRatio(page({ blank: true }))).toBeLessThan(0.01);
    expect(inkRatio(page())).toBeGreaterThan(0.05);
    saveCapture(BLANK, 'light', page({ blank: true }));
    expect(judgeCapture(BLANK, 'light', { blankAllowed: false }).status).toBe('blank');
    saveCapture(BLANK, 'light', page({ blank: true }));
    // Never accepted as a baseline.
    expect(judgeCapture(BLANK, 'light', { blankAllowed: false, update: true }).status).toBe(
      'blank',
    );
    expect(existsSync(baselinePath(BLANK, 'light'))).toBe(false);
  });

  it("links each capture to its story in the capture's theme and width, and lists all in the gallery", () => {
    expect(storyUrl('screens-x--y', 'dark 375')).toMatch(
      /\?path=\/story\/screens-x--y&globals=theme:dark;viewport\.value:mobile$/,
    );
    expect(storyUrl('screens-x--y', 'light 1280')).toMatch(
      /globals=theme:light;viewport\.value:desktop$/,
    );
    const html = readFileSync(
      writeGallery([
        {
          id: STORY,
          title: 'Visual test/Fixture',
          name: 'Button',
          captures: [{ mode: 'light', status: 'same' }],
        },
      ]),
      'utf8',
    );
    expect(html).toContain('Visual test/Fixture / Button');
    expect(html).toContain(`?path=/story/${STORY}&amp;globals=theme:light`);
  });
});
