// Serves the built static Storybook (the artifact designers and Chromatic get) and runs
// @storybook/test-runner against it: every story renders, its play function passes, axe passes.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.STORYBOOK_STATIC_PORT ?? 6107);
const url = `http://127.0.0.1:${port}`;

if (!existsSync(join(root, 'storybook-static/index.html'))) {
  console.error('No storybook-static/: run "pnpm build-storybook" first.');
  process.exit(1);
}

const server = spawn(
  'pnpm',
  ['exec', 'sirv', 'storybook-static', '--port', String(port), '--host', '127.0.0.1', '--quiet'],
  {
    cwd: root,
    stdio: 'inherit',
  },
);

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${url}/index.json`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`static Storybook did not start on ${url}`);
}

let code = 1;
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
      'reports/test-runner.json',
    ],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  code = await new Promise((resolve) => runner.on('exit', (c) => resolve(c ?? 1)));
} finally {
  server.kill();
}
process.exit(code);
