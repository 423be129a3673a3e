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
export const BUDGET_BYTES = 160 * 1024 * 1024;

/**
 * A page capture (screens, app) with less than this share of its pixels off the background is
 * near-blank: a "Navigated to" line, the page colour, a dialog that closed. It guards nothing, so
 * it fails unless the story says why in `parameters.nearBlankReason`.
 */
export const NEAR_BLANK = 0.01;

/**
 * The share of a PNG's pixels that differ from its background (its most common colour) by more
 * than anti-aliasing noise: how much the capture shows.
 */
export function inkRatio(buffer) {
  const { data, width, height } = PNG.sync.read(buffer);
  const counts = new Map();
  // Every 7th pixel is enough to find the most common colour.
  for (let i = 0; i < data.length; i += 4 * 7) {
    const key = (data[i] << 16) | (data[i + 1] << 8) | data[i + 2];
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  let background = 0;
  let most = -1;
  for (const [colour, n] of counts) if (n > most) [background, most] = [colour, n];
  const [r, g, b] = [background >> 16, (background >> 8) & 255, background & 255];
  let ink = 0;
  for (let i = 0; i < data.length; i += 4) {
    if (Math.abs(data[i] - r) + Math.abs(data[i + 1] - g) + Math.abs(data[i + 2] - b) > 24) ink++;
  }
  return ink / (width * height);
}

/** Whether a story is a page (screens, app): ui stories are a component on a plain canvas. */
export const isPageStory = (title) => !title.startsWith('UI/');

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
  // One device pixel per CSS pixel: a reviewer reads the copy and sees a 1 px border (half
  // density made a 375 px page 187 px wide, too small to review).
  deviceScaleFactor: 1,
};

/**
 * Judges one saved capture against its baseline, in plain Node after the run (pngjs and
 * pixelmatch are many times slower inside the runner's Jest sandbox). Identical files, the
 * usual case, need no decoding. Keeps what the report shows (before, after, diff) for a
 * change, and with `update` makes the capture the baseline. @returns the comparison, with `mode`
 */
export function judgeCapture(storyId, mode, { update = false, blankAllowed = true } = {}) {
  const baseline = baselinePath(storyId, mode);
  const captured = reportPath('after', storyId, mode);
  const after = readFileSync(captured);
  const before = existsSync(baseline) ? readFileSync(baseline) : undefined;
  // The same bytes as the baseline pass at once: a near-blank capture never became a baseline
  // unless its story gave a reason, so only a new look is decoded and measured.
  if (before?.equals(after)) {
    rmSync(captured);
    return { mode, status: 'same', pixels: 0, allowed: 0 };
  }
  const ink = blankAllowed ? undefined : inkRatio(after);
  if (ink !== undefined && ink < NEAR_BLANK) {
    // Kept in the report (after), never made a baseline.
    return { mode, status: 'blank', pixels: 0, allowed: 0, ink };
  }
  const result = compare(before, after);
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

/** Where `pnpm test:visual --serve` serves the static Storybook, for the report's story links. */
export const STORYBOOK_URL = process.env.STORYBOOK_URL ?? 'http://127.0.0.1:6107';

/** The story in the static Storybook, in the mode's theme and width (the preview's viewports). */
export function storyUrl(storyId, mode) {
  const globals = [];
  const theme = /\b(light|dark)\b/.exec(mode)?.[1];
  if (theme) globals.push(`theme:${theme}`);
  if (/\b375\b/.test(mode)) globals.push('viewport.value:mobile');
  if (/\b1280\b/.test(mode)) globals.push('viewport.value:desktop');
  const query = globals.length ? `&globals=${globals.join(';')}` : '';
  return `${STORYBOOK_URL}/?path=/story/${storyId}${query}`;
}

const STYLE = `<style>
body{font:14px/1.5 system-ui,sans-serif;margin:2rem;color:#161a24;background:#fff}
.row{display:grid;grid-template-columns:repeat(3,1fr);gap:1rem;align-items:start}
.modes{display:grid;grid-template-columns:repeat(auto-fill,minmax(320px,1fr));gap:1rem;align-items:start}
figure{margin:0}img{max-width:100%;border:1px solid #c3c8d4}section{border-top:1px solid #c3c8d4;margin-top:2rem}
a{color:#1849a9}[hidden]{display:none}
</style>`;

const img = (file, alt) =>
  existsSync(file)
    ? `<a href="${escape(relative(REPORT, file))}"><img loading="lazy" src="${escape(relative(REPORT, file))}" alt="${escape(alt)}"></a>`
    : '<p>(none)</p>';

const SERVE_NOTE = `<p>Story links open the static Storybook in the capture's theme and width while <code>pnpm test:visual --serve</code> runs (${escape(STORYBOOK_URL)}).</p>`;

const verdict = (c, update) =>
  c.status === 'new'
    ? 'no baseline yet'
    : c.status === 'blank'
      ? `near-blank: ${(c.ink * 100).toFixed(2)} % of the pixels off the background (parameters.nearBlankReason says why, when on purpose)`
      : `${c.pixels} pixels differ (up to ${c.allowed} allowed)${update ? ', accepted' : ''}`;

/**
 * reports/visual/index.html: each story with a change, a missing baseline or a near-blank
 * capture, by mode: its baseline (before), this run's capture (after) and the differing pixels in
 * red (diff), with a link to the story in that mode; `name` another file in that folder.
 * @returns the file's path
 */
export function writeReport(stories, { update = false, name = 'index.html' } = {}) {
  const changed = stories
    .map((story) => ({ ...story, captures: story.captures.filter((c) => c.status !== 'same') }))
    .filter((story) => story.captures.length > 0)
    .sort((a, b) => a.id.localeCompare(b.id));
  const total = stories.reduce((n, s) => n + s.captures.length, 0);
  const sections = changed.map(
    (story) => `<section id="${escape(story.id)}">
<h2>${escape(story.title)} / ${escape(story.name)}</h2>
<p><code>${escape(story.id)}</code></p>
${story.captures
  .map(
    (
      c,
    ) => `<h3>${escape(c.mode)}: ${escape(verdict(c, update))} · <a href="${escape(storyUrl(story.id, c.mode))}">the story in ${escape(c.mode)}</a></h3>
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
${STYLE}</head><body>
<h1>Visual check: ${changed.length} of ${stories.length} stories to look at</h1>
<p>${total} captures compared with visual-baselines/. ${
    update
      ? 'The changes below were accepted as the new baselines.'
      : 'Accept intended changes with <code>pnpm test:visual --update</code>.'
  } Every capture side by side: <a href="gallery.html">the gallery</a>.</p>
${SERVE_NOTE}
<ul>${changed.map((s) => `<li><a href="#${escape(s.id)}">${escape(s.title)} / ${escape(s.name)}</a>: ${s.captures.map((c) => `${escape(c.mode)} (${escape(c.status)})`).join(', ')}</li>`).join('')}</ul>
${sections.join('\n')}
</body></html>
`;
  const file = join(REPORT, name);
  write(file, html);
  return file;
}

/**
 * reports/visual/gallery.html: every story's captures side by side, one row of modes per story,
 * grouped by area (the title's first two parts) with a filter: the baseline (before) and, where
 * this run's capture differs, the capture (after). @returns the file's path
 */
export function writeGallery(stories) {
  const areaOf = (title) => title.split('/').slice(0, 2).join('/');
  const areas = [...new Set(stories.map((s) => areaOf(s.title)))].sort();
  const figure = (story, c) => {
    const after = reportPath('after', story.id, c.mode);
    const before = baselinePath(story.id, c.mode);
    return `<figure><figcaption><a href="${escape(storyUrl(story.id, c.mode))}">${escape(c.mode)}</a> · ${escape(c.status)}</figcaption>
${existsSync(before) ? img(before, `${story.name}, ${c.mode}, before`) : '<p>(no baseline)</p>'}
${existsSync(after) ? `<p>after:</p>${img(after, `${story.name}, ${c.mode}, after`)}` : ''}</figure>`;
  };
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Visual check: gallery</title>
${STYLE}</head><body>
<h1>Every capture, by area</h1>
${SERVE_NOTE}
<p><label>Show stories whose title or id contains <input id="filter" type="search"></label>
<label>Area <select id="area"><option value="">All areas</option>${areas.map((a) => `<option>${escape(a)}</option>`).join('')}</select></label></p>
${[...stories]
  .sort((a, b) => a.title.localeCompare(b.title) || a.name.localeCompare(b.name))
  .map(
    (
      story,
    ) => `<section data-area="${escape(areaOf(story.title))}" data-text="${escape(`${story.title} / ${story.name} ${story.id}`.toLowerCase())}">
<h2>${escape(story.title)} / ${escape(story.name)}</h2>
<div class="modes">${story.captures.map((c) => figure(story, c)).join('\n')}</div>
</section>`,
  )
  .join('\n')}
<script>
const filter = document.getElementById('filter');
const area = document.getElementById('area');
const apply = () => {
  const text = filter.value.toLowerCase();
  for (const section of document.querySelectorAll('section')) {
    section.hidden = !section.dataset.text.includes(text) || (area.value && section.dataset.area !== area.value);
  }
};
filter.addEventListener('input', apply);
area.addEventListener('change', apply);
</script>
</body></html>
`;
  const file = join(REPORT, 'gallery.html');
  write(file, html);
  return file;
}
