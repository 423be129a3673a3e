// The visual check, without the cloud: serves the built static Storybook (the artifact designers
// and Chromatic get) and has @storybook/test-runner render every story (its play function, the
// final-screen check, axe), capture every snapshot-eligible one in its modes and compare it with
// visual-baselines/ (.storybook/test-runner.ts, scripts/visual.mjs).
//   pnpm test:visual            compare; a change fails, with reports/visual/index.html
//   pnpm test:visual --update   accept: the captures become the baselines (stale ones removed)
//   pnpm test:visual --gallery  no run: reports/visual/gallery.html from the baselines
//   pnpm test:visual --serve    no run: serves the static Storybook for the report's story links
// A capture fails when it differs from its baseline, has none, or is near-blank (a page story
// showing almost nothing but its background) without `parameters.nearBlankReason`.
// Further arguments go to the runner, e.g. `pnpm test:visual --update UI/Button` (a path filter
// on story titles, Jest's testNamePattern -t also works); a filtered update keeps the others.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from './chromium.mjs';
import { checkDocs, reportDocs } from './docs-axe.mjs';
import { proveVisualCheck } from './visual-proof.mjs';
import {
  BASELINES,
  BUDGET_BYTES,
  baselineFiles,
  baselinePath,
  clearReport,
  isPageStory,
  judgeCapture,
  readStoryResults,
  root,
  writeGallery,
  writeReport,
} from './visual.mjs';

const args = process.argv.slice(2);
const update = args.includes('--update');
const passThrough = args.filter((arg) => !['--update', '--gallery', '--serve'].includes(arg));
const port = Number(process.env.STORYBOOK_STATIC_PORT ?? 6107);
const url = `http://127.0.0.1:${port}`;

if (!existsSync(join(root, 'storybook-static/index.html'))) {
  console.error('No storybook-static/: run "pnpm build-storybook" first.');
  process.exit(1);
}

if (args.includes('--gallery')) {
  // Every story of the static Storybook's index with the baselines it has, without a run.
  const index = JSON.parse(readFileSync(join(root, 'storybook-static/index.json'), 'utf8'));
  const stories = Object.values(index.entries)
    .filter((entry) => entry.type === 'story' && existsSync(join(BASELINES, entry.id)))
    .map((entry) => ({
      ...entry,
      captures: readdirSync(join(BASELINES, entry.id)).map((file) => ({
        mode: file.replace(/\.png$/, '').replace(/-/g, ' '),
        status: 'baseline',
      })),
    }));
  console.info(`Gallery: ${relative(root, writeGallery(stories))} (${stories.length} stories).`);
  process.exit(0);
}

const server = spawn(
  'pnpm',
  ['exec', 'sirv', 'storybook-static', '--port', String(port), '--host', '127.0.0.1', '--quiet'],
  { cwd: root, stdio: 'inherit' },
);
if (args.includes('--serve')) {
  console.info(`The static Storybook at ${url}: the links of reports/visual/*.html open there.`);
  console.info('Ctrl+C stops it.');
  await new Promise(() => {});
}

async function waitForServer() {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/index.json`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`static Storybook did not start on ${url}`);
}

clearReport();
let code = 1;
const started = Date.now();
try {
  await waitForServer();
  const runner = spawn(
    'pnpm',
    [
      'exec',
      'test-storybook',
      '--url',
      url,
      '--index-json',
      '--maxWorkers=2',
      '--json',
      '--outputFile',
      'reports/visual.json',
      ...passThrough,
    ],
    {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, VISUAL_UPDATE: update ? '1' : '0' },
    },
  );
  code = await new Promise((resolve) => runner.on('exit', (c) => resolve(c ?? 1)));
  // The designers' docs pages, on the same server: axe-clean in light and dark (docs-axe.mjs).
  if (passThrough.length === 0 && !reportDocs(await checkDocs(url))) code = 1;
  // And the check itself: a real story moved by 2 px, or with one token changed, must fail it.
  if (passThrough.length === 0) {
    const problems = await proveVisualCheck(url);
    for (const problem of problems) console.error(`Visual check proof: ${problem}`);
    if (problems.length) code = 1;
    else console.info('Visual check proof: a 2 px move and a token colour change are caught.');
  }
} finally {
  server.kill();
}

// The verdicts: each capture against its baseline (scripts/visual.mjs).
const stories = readStoryResults().map((story) => ({
  ...story,
  captures: story.modes.map((mode) =>
    judgeCapture(story.id, mode, {
      update,
      blankAllowed: !isPageStory(story.title) || Boolean(story.nearBlankReason),
    }),
  ),
}));
const captures = stories.flatMap((story) => story.captures.map((c) => ({ story, ...c })));
const changed = captures.filter((c) => c.status === 'changed');
// A story without a baseline fails the check (a new story guards nothing until it has one);
// --update takes it.
const fresh = captures.filter((c) => c.status === 'new');
// Near-blank captures fail, with --update too: they never become baselines.
const blank = captures.filter((c) => c.status === 'blank');
const failed = blank.length + (update ? 0 : changed.length + fresh.length);
const report = writeReport(stories, { update });
writeGallery(stories);
// What npm test counts: each story rendered with its play function, final-screen check and axe
// (the runner's tests, captured or not), and each capture compared.
const runnerReport = join(root, 'reports/visual.json');
const tests = existsSync(runnerReport) ? JSON.parse(readFileSync(runnerReport, 'utf8')) : {};
writeFileSync(
  join(root, 'reports/visual-counts.json'),
  JSON.stringify({
    passed: captures.length - failed + (tests.numPassedTests ?? 0),
    failed: failed + (tests.numFailedTests ?? 0),
  }),
);
for (const c of blank) {
  console.error(
    `Near-blank capture: ${c.story.title} / ${c.story.name} in ${c.mode} shows ${(c.ink * 100).toFixed(2)} % of its pixels: show the state at rest, or say why in parameters.nearBlankReason.`,
  );
}
if (blank.length) code = 1;
// Chromium draws text a little differently between versions: the baselines say which one took
// them, and a check on another names the mismatch beside any change it finds.
const versionFile = join(BASELINES, 'chromium-version.txt');
const browser = await chromium.launch(chromiumLaunchOptions());
const version = browser.version();
await browser.close();
const baselineVersion = existsSync(versionFile) ? readFileSync(versionFile, 'utf8').trim() : '';
if (update && passThrough.length === 0) writeFileSync(versionFile, `${version}\n`);
if (!update && changed.length > 0) {
  if (baselineVersion && baselineVersion !== version)
    console.error(
      `The baselines were taken with Chromium ${baselineVersion}, this is ${version}: if only text rendering differs, "pnpm test:visual --update" on this version.`,
    );
  for (const c of changed) {
    console.error(
      `Visual change: ${c.story.title} / ${c.story.name} in ${c.mode}: ${c.pixels} pixels differ (${c.allowed} allowed)`,
    );
  }
  code = 1;
}
const seconds = Math.round((Date.now() - started) / 1000);
console.info(
  `Visual check: ${captures.length} captures of ${stories.length} stories in ${seconds} s, ${
    update ? `${changed.length + fresh.length} accepted` : `${changed.length} changed`
  }.`,
);
if (!update && fresh.length > 0) {
  for (const c of fresh) {
    console.error(`No baseline: ${c.story.title} / ${c.story.name} in ${c.mode}`);
  }
  console.error(
    `${fresh.length} captures have no baseline (listed in the report): look at them, then "pnpm test:visual --update" takes them.`,
  );
  code = 1;
}
if (changed.length + fresh.length + blank.length > 0) {
  console.info(`Report: ${relative(root, report)} (pnpm test:visual --serve opens its links)`);
}

if (update) {
  // A full update also drops the baselines of stories and modes that are gone.
  if (passThrough.length === 0) {
    const kept = new Set(
      captures.filter((c) => c.status !== 'blank').map((c) => baselinePath(c.story.id, c.mode)),
    );
    for (const file of baselineFiles()) if (!kept.has(file.path)) rmSync(file.path);
  }
  const bytes = baselineFiles().reduce((sum, file) => sum + file.size, 0);
  const mb = (n) => `${(n / 1024 / 1024).toFixed(1)} MB`;
  console.info(`${relative(root, BASELINES)}/: ${mb(bytes)} of its ${mb(BUDGET_BYTES)} budget.`);
  if (bytes > BUDGET_BYTES) {
    console.error('The baselines are over their size budget: capture fewer or plainer stories.');
    code = 1;
  }
  if (code !== 0) console.error('Some stories failed to render: their baselines were not taken.');
}
process.exit(code);
