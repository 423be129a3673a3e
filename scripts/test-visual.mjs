// The visual check, without the cloud: serves the built static Storybook (the artifact designers
// and Chromatic get) and has @storybook/test-runner capture every snapshot-eligible story in its
// modes and compare it with visual-baselines/ (.storybook/test-runner.ts, scripts/visual.mjs).
//   pnpm test:visual            compare; a change fails, with reports/visual/index.html
//   pnpm test:visual --update   accept: the captures become the baselines (stale ones removed)
// Further arguments go to the runner, e.g. `pnpm test:visual --update UI/Button` (a path filter
// on story titles, Jest's testNamePattern -t also works); a filtered update keeps the others.
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  BASELINES,
  BUDGET_BYTES,
  baselineFiles,
  baselinePath,
  clearReport,
  readStoryResults,
  root,
  writeReport,
} from './visual.mjs';

const args = process.argv.slice(2);
const update = args.includes('--update');
const passThrough = args.filter((arg) => arg !== '--update');
const port = Number(process.env.STORYBOOK_STATIC_PORT ?? 6107);
const url = `http://127.0.0.1:${port}`;

if (!existsSync(join(root, 'storybook-static/index.html'))) {
  console.error('No storybook-static/: run "pnpm build-storybook" first.');
  process.exit(1);
}

const server = spawn(
  'pnpm',
  ['exec', 'sirv', 'storybook-static', '--port', String(port), '--host', '127.0.0.1', '--quiet'],
  { cwd: root, stdio: 'inherit' },
);

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
} finally {
  server.kill();
}

const stories = readStoryResults();
const captures = stories.flatMap((story) => story.captures.map((c) => ({ story, ...c })));
const changed = captures.filter((c) => c.status !== 'same');
const report = writeReport(stories, { update });
const seconds = Math.round((Date.now() - started) / 1000);
console.info(
  `Visual check: ${captures.length} captures of ${stories.length} stories in ${seconds} s, ${changed.length} ${update ? 'accepted' : 'changed'}.`,
);
if (changed.length > 0) console.info(`Report: ${relative(root, report)}`);

if (update && code === 0) {
  // A full update also drops the baselines of stories and modes that are gone.
  if (passThrough.length === 0) {
    const kept = new Set(captures.map((c) => baselinePath(c.story.id, c.mode)));
    for (const file of baselineFiles()) if (!kept.has(file.path)) rmSync(file.path);
  }
  const bytes = baselineFiles().reduce((sum, file) => sum + file.size, 0);
  const mb = (n) => `${(n / 1024 / 1024).toFixed(1)} MB`;
  console.info(`${relative(root, BASELINES)}/: ${mb(bytes)} of its ${mb(BUDGET_BYTES)} budget.`);
  if (bytes > BUDGET_BYTES) {
    console.error('The baselines are over their size budget: capture fewer or plainer stories.');
    code = 1;
  }
}
process.exit(code);
