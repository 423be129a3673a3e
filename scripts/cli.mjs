#!/usr/bin/env node
// The README's two commands land here, so they work on a fresh machine with only Node and npm:
//   npm run demo   installs what is missing, then serves the app on its demo backend;
//   npm test       installs what is missing (pnpm, packages, a Chromium), then runs every check
//                  in order, stops at the first red step and ends with "N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, mkdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = JSON.parse(
  readFileSync(join(root, 'package.json'), 'utf8'),
).packageManager.split('@')[1];

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
    ...options,
  });
  return result.status ?? 1;
}

function output(cmd, args) {
  const result = spawnSync(cmd, args, { cwd: root, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/** The pinned pnpm: global install with npm, else run it through npx. */
function ensurePnpm() {
  if (output('pnpm', ['--version']) === PNPM_VERSION) return ['pnpm'];
  console.info(`Installing pnpm ${PNPM_VERSION} ...`);
  if (
    run('npm', ['install', '--global', `pnpm@${PNPM_VERSION}`, '--no-audit', '--no-fund']) === 0 &&
    output('pnpm', ['--version']) === PNPM_VERSION
  )
    return ['pnpm'];
  console.info('Global install not possible; using npx.');
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}

function pnpm(args, options) {
  const [cmd, ...pre] = PNPM;
  return run(cmd, [...pre, ...args], options);
}

/** A Chromium for the browser tests, in the order of scripts/chromium.mjs, installing if we may. */
function ensureChromium() {
  const fromEnv = process.env.CHROMIUM_PATH || process.env.CHROME_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH=${fromEnv} does not exist`);
    return;
  }
  if (existsSync('/usr/bin/chromium')) return;
  const own = output('node', [
    '-e',
    "process.stdout.write(require('playwright').chromium.executablePath())",
  ]);
  if (own && existsSync(own)) return;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && output('which', ['apt-get'])) {
    console.info('Installing Debian Chromium (apt-get install chromium) ...');
    run('apt-get', ['update', '-qq']);
    if (
      run('apt-get', ['install', '-y', '-qq', 'chromium']) === 0 &&
      existsSync('/usr/bin/chromium')
    )
      return;
  }
  throw new Error(
    'No Chromium found. Set CHROMIUM_PATH, install Debian chromium, or run "pnpm exec playwright install chromium".',
  );
}

function setup() {
  PNPM = ensurePnpm();
  if (pnpm(['install', '--frozen-lockfile']) !== 0) throw new Error('pnpm install failed');
}

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(join(root, file), 'utf8'));
  } catch {
    return undefined;
  }
};

// Each step: a command and, for test runners, how to read its counts from a JSON report.
const vitestCounts = (file) => () => {
  const r = readJson(file);
  return r && { passed: r.numPassedTests, failed: r.numFailedTests };
};
const steps = [
  { name: 'typecheck', args: ['typecheck'] },
  { name: 'lint', args: ['lint'] },
  { name: 'format', args: ['format:check'] },
  { name: 'catalogs (extracted, translated)', args: ['i18n:check'] },
  {
    name: 'unit tests (vitest)',
    args: [
      'exec',
      'vitest',
      'run',
      '--project',
      'unit*',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=reports/unit.json',
    ],
    counts: vitestCounts('reports/unit.json'),
  },
  { name: 'build app (real API)', args: ['build'] },
  { name: 'build app (demo mode)', args: ['build:demo'] },
  {
    name: 'end-to-end (Playwright)',
    args: ['test:e2e'],
    counts: () => {
      const r = readJson('reports/e2e.json');
      return r && { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected };
    },
  },
  { name: 'build Storybook', args: ['build-storybook'] },
  {
    name: 'visual check (static Storybook against visual-baselines/)',
    args: ['test:visual'],
    counts: () => readJson('reports/visual-counts.json'),
  },
  { name: 'bundle report', args: ['bundle-report'] },
  { name: 'chromatic', args: ['chromatic'] },
];

function test() {
  setup();
  ensureChromium();
  rmSync(join(root, 'reports'), { recursive: true, force: true });
  mkdirSync(join(root, 'reports'));
  let passed = 0;
  let failed = 0;
  const started = Date.now();
  const times = [];
  // Each step's time, for README's table: printed at the end, green or red.
  const timeTable = () =>
    console.info(
      `\nStep times:\n${times.map(([name, s]) => `  ${s.toFixed(0).padStart(5)} s  ${name}`).join('\n')}`,
    );
  for (const step of steps) {
    console.info(`\n=== ${step.name}`);
    const t0 = Date.now();
    const code = pnpm(step.args, {
      env: { ...process.env, CI: process.env.CI ?? 'true', ...step.env },
    });
    const counts = step.counts?.();
    if (counts) {
      passed += counts.passed;
      failed += counts.failed;
    } else if (code === 0) passed += 1;
    else failed += 1;
    // A runner that crashed before writing its report still counts as a failure.
    if (code !== 0 && counts && counts.failed === 0) failed += 1;
    times.push([step.name, (Date.now() - t0) / 1000]);
    console.info(
      `=== ${step.name}: ${code === 0 ? 'ok' : 'FAILED'} in ${times.at(-1)[1].toFixed(1)} s`,
    );
    if (code !== 0) {
      timeTable();
      console.info(`\nStopped at the first red step (${step.name}).`);
      console.info(`${passed} passed, ${failed} failed`);
      process.exit(1);
    }
  }
  timeTable();
  console.info(`\nAll steps green in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  console.info(`${passed} passed, ${failed} failed`);
}

/** What a first-time user needs once the server is up: where to go, who to be, where codes land. */
function demoGuide(url) {
  const { password, emails, about } = readJson('mocks/src/personas.json');
  const width = Math.max(...Object.values(emails).map((email) => email.length));
  return [
    '',
    `  Wallet demo: open ${url} (a demo backend in your browser answers every call).`,
    `  Sign in as any of these personas; every password is ${password}`,
    ...Object.entries(emails).map(([key, email]) => `    ${email.padEnd(width)}  ${about[key]}`),
    '  The sign-in codes and reset links a real backend would e-mail land in the Demo inbox:',
    '  the "Demo inbox" tab at the bottom of the right edge of every page (also personas, switches).',
    '  Hidden it? Alt+Shift+D, or add ?demo to the address. More in docs/demo-mode.md.',
    '',
  ].join('\n');
}

/** Serves the demo; its output passes through, and the guide follows Vite's "Local:" line. */
function demo() {
  setup();
  const [cmd, ...pre] = PNPM;
  const child = spawn(cmd, [...pre, '--filter', '@wallet/app', 'dev'], {
    cwd: root,
    stdio: ['inherit', 'pipe', 'inherit'],
    env: { ...process.env, VITE_DEMO: 'true', FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
  });
  let shown = false;
  let pending = '';
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    if (shown) return;
    pending += chunk.toString();
    // Vite colours its output; the URL is read without the escape codes.
    const local = stripVTControlCharacters(pending).match(/Local:\s+(http\S+)/);
    if (local) {
      shown = true;
      console.info(demoGuide(local[1]));
    }
  });
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

let PNPM = ['pnpm'];
const command = process.argv[2];
try {
  if (command === 'setup') setup();
  else if (command === 'test') test();
  else if (command === 'demo') demo();
  else {
    console.error('usage: node scripts/cli.mjs setup|test|demo');
    process.exit(2);
  }
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : error}`);
  console.info('0 passed, 1 failed');
  process.exit(1);
}
