// The local visual check's pieces that need no browser: where baselines and captures live, how
// two captures are compared, and the HTML report. Used by .storybook/test-runner.ts (one story's
// captures, in a test-runner worker), scripts/test-visual.mjs (the run) and scripts/visual.test.ts.
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Committed baselines: <story id>/<mode>.png. */
export const BASELINES = join(root, 'visual-baselines');
/** This run's captures, diffs, per-story results and index.html (not committed). */
export const REPORT = join(root, 'reports/visual');
/** The baselines' size budget: a larger set fails the update (keep captures few and plain). */
export const BUDGET_BYTES = 50 * 1024 * 1024;

/**
 * Pixels whose colours differ by less than this (pixelmatch's OKLab distance, 0-1) count as the
 * same, and anti-aliased edge pixels are ignored: rendering noise between machines. 0.03 still
 * tells one palette step from the next (neutral-50 from neutral-100); 0.1 would not.
 */
export const THRESHOLD = 0.03;
/** A capture fails when more than this many pixels differ (at least MIN_PIXELS, else 0.01 %). */
export const MIN_PIXELS = 20;
export const RATIO = 0.0001;

const fileName = (mode) => `${mode.replace(/[^a-z0-9-]+/gi, '-')}.png`;
export const baselinePath = (storyId, mode) => join(BASELINES, storyId, fileName(mode));
export const reportPath = (kind, storyId, mode) => join(REPORT, kind, storyId, fileName(mode));

/**
 * Compares a capture with its baseline.
 * @param {Buffer | undefined} before the baseline PNG, if there is one
 * @param {Buffer} after the new capture PNG
 * @returns {{ status: 'same' | 'changed' | 'new', pixels: number, allowed: number, diff?: Buffer }}
 */
export function compare(before, after) {
  if (!before) return { status: 'new', pixels: 0, allowed: 0 };
  const a = PNG.sync.read(before);
  const b = PNG.sync.read(after);
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const allowed = Math.max(MIN_PIXELS, Math.round(width * height * RATIO));
  const [x, y] = [pad(a, width, height), pad(b, width, height)];
  const diff = new PNG({ width, height });
  let pixels = pixelmatch(x.data, y.data, diff.data, width, height, { threshold: THRESHOLD });
  // A page that grew or shrank differs in its new rows even where both are blank.
  if (a.width !== b.width || a.height !== b.height) pixels = Math.max(pixels, allowed + 1);
  return pixels > allowed
    ? { status: 'changed', pixels, allowed, diff: PNG.sync.write(diff) }
    : { status: 'same', pixels, allowed };
}

/** The image on a transparent canvas of the given size. */
function pad(png, width, height) {
  if (png.width === width && png.height === height) return png;
  const out = new PNG({ width, height });
  PNG.bitblt(png, out, 0, 0, png.width, png.height, 0, 0);
  return out;
}

const write = (file, data) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, data);
};

/** One image of the report: a capture (after), its baseline (before) or their diff. */
export const saveReportImage = (kind, storyId, mode, png) =>
  write(reportPath(kind, storyId, mode), png);

/** Where the test-runner leaves a story's capture in one mode, for judgeCapture. */
export const saveCapture = (storyId, mode, png) => saveReportImage('after', storyId, mode, png);

/**
 * How captures are taken, here and on any machine (test-runner-jest.config.js and
 * scripts/visual-proof.mjs): UTC, one locale, reduced motion, a fixed pixel density, and font
 * rendering without hinting or LCD (subpixel) anti-aliasing, which differ between hosts.
 */
/**
 * Run in the page: whether its text is drawn in Inter. Inter is font-display: optional, and a
 * page that did not have it within the first ~100 ms keeps the fallback for its lifetime, even
 * once `document.fonts` says it is loaded; so a sample is measured against the fallback alone.
 */
export function drawsInter() {
  const width = (family) => {
    const probe = document.createElement('span');
    probe.style.cssText = `position:absolute;visibility:hidden;white-space:nowrap;font:600 40px ${family}`;
    probe.textContent = 'Wallet 0123456789 Wq';
    document.body.append(probe);
    const measured = probe.getBoundingClientRect().width;
    probe.remove();
    return measured;
  };
  return width('"Inter Variable", monospace') !== width('monospace');
}

export const CAPTURE_ARGS = [
  '--font-render-hinting=none',
  '--disable-lcd-text',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
];
export const CAPTURE_CONTEXT = {
  timezoneId: 'UTC',
  locale: 'en-US',
  reducedMotion: 'reduce',
  colorScheme: 'light',
  // Half the pixels of a CSS pixel: captures a third of the size, and a 2 px move or a colour
  // change still shows (scripts/visual-proof.mjs proves it on a real story).
  deviceScaleFactor: 0.5,
};

/**
 * Judges one saved capture against its baseline, in plain Node after the run (pngjs and
 * pixelmatch are many times slower inside the runner's Jest sandbox). Identical files, the
 * usual case, need no decoding. Keeps what the report shows (before, after, diff) for a
 * change, and with `update` makes the capture the baseline. @returns the comparison, with `mode`
 */
export function judgeCapture(storyId, mode, { update = false } = {}) {
  const baseline = baselinePath(storyId, mode);
  const captured = reportPath('after', storyId, mode);
  const after = readFileSync(captured);
  const before = existsSync(baseline) ? readFileSync(baseline) : undefined;
  const result = before?.equals(after)
    ? { status: 'same', pixels: 0, allowed: 0 }
    : compare(before, after);
  if (result.status === 'same') rmSync(captured);
  else {
    // The report is self-contained (CI keeps reports/ only): before, after and diff side by side.
    if (before) write(reportPath('before', storyId, mode), before);
    if (result.diff) write(reportPath('diff', storyId, mode), result.diff);
    if (update) write(baseline, after);
  }
  return { mode, status: result.status, pixels: result.pixels, allowed: result.allowed };
}

/** One story's outcome, read back by the report. */
export const writeStoryResult = (story) =>
  write(join(REPORT, 'results', `${story.id}.json`), JSON.stringify(story));

export function readStoryResults() {
  const dir = join(REPORT, 'results');
  if (!existsSync(dir)) return [];
  return readdirSync(dir).map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')));
}

export const clearReport = () => rmSync(REPORT, { recursive: true, force: true });

/** Every baseline file, relative to BASELINES, with its size. */
export function baselineFiles() {
  const files = [];
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.png')) files.push({ path, size: statSync(path).size });
    }
  };
  walk(BASELINES);
  return files;
}

const escape = (text) =>
  String(text).replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c],
  );

/**
 * reports/visual/index.html: each story with a change, by mode, its baseline (before), this
 * run's capture (after) and the differing pixels in red (diff); `name` another file in that
 * folder. @returns the file's path
 */
export function writeReport(stories, { update = false, name = 'index.html' } = {}) {
  const changed = stories
    .map((story) => ({ ...story, captures: story.captures.filter((c) => c.status !== 'same') }))
    .filter((story) => story.captures.length > 0)
    .sort((a, b) => a.id.localeCompare(b.id));
  const img = (file, alt) =>
    existsSync(file)
      ? `<a href="${escape(relative(REPORT, file))}"><img src="${escape(relative(REPORT, file))}" alt="${escape(alt)}"></a>`
      : '<p>(none)</p>';
  const total = stories.reduce((n, s) => n + s.captures.length, 0);
  const sections = changed.map(
    (story) => `<section id="${escape(story.id)}">
<h2>${escape(story.title)} / ${escape(story.name)}</h2>
<p><code>${escape(story.id)}</code> · <a href="../../storybook-static/iframe.html?id=${escape(story.id)}&amp;viewMode=story">the story</a></p>
${story.captures
  .map(
    (c) => `<h3>${escape(c.mode)}: ${
      c.status === 'new'
        ? 'no baseline yet'
        : `${c.pixels} pixels differ (up to ${c.allowed} allowed)`
    }${update ? ', accepted' : ''}</h3>
<div class="row">
<figure>${img(reportPath('before', story.id, c.mode), 'before')}<figcaption>before (baseline)</figcaption></figure>
<figure>${img(reportPath('after', story.id, c.mode), 'after')}<figcaption>after (this run)</figcaption></figure>
<figure>${img(reportPath('diff', story.id, c.mode), 'diff')}<figcaption>diff (red: changed)</figcaption></figure>
</div>`,
  )
  .join('\n')}
</section>`,
  );
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Visual check</title>
<style>
body{font:14px/1.5 system-ui,sans-serif;margin:2rem;color:#161a24;background:#fff}
.row{display:grid;grid-template-columns:repeat(3,1fr);gap:1rem;align-items:start}
figure{margin:0}img{max-width:100%;border:1px solid #c3c8d4}section{border-top:1px solid #c3c8d4;margin-top:2rem}
</style></head><body>
<h1>Visual check: ${changed.length} of ${stories.length} stories changed</h1>
<p>${total} captures compared with visual-baselines/. ${
    update
      ? 'The changes below were accepted as the new baselines.'
      : 'Accept intended changes with <code>pnpm test:visual --update</code>.'
  }</p>
<ul>${changed.map((s) => `<li><a href="#${escape(s.id)}">${escape(s.title)} / ${escape(s.name)}</a>: ${s.captures.map((c) => escape(c.mode)).join(', ')}</li>`).join('')}</ul>
${sections.join('\n')}
</body></html>
`;
  const file = join(REPORT, name);
  write(file, html);
  return file;
}
