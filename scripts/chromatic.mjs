// Visual regression in Chromatic's cloud. It needs a project token (even for a dry run), and the
// cloud is out of reach on CI machines here, so without CHROMATIC_PROJECT_TOKEN it skips cleanly.
// A changed snapshot fails this step until it is accepted in Chromatic's web app (no
// exitZeroOnChanges or exitOnceUploaded in chromatic.config.json); on main, changes merged after
// review are accepted as the new baselines (autoAcceptChanges). TurboSnap (onlyChanged) needs the
// preview's module graph, so the static Storybook is built with --stats-json when it lacks it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.info('Chromatic skipped: CHROMATIC_PROJECT_TOKEN is not set (see README, "Chromatic").');
  process.exit(0);
}
const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit' }).status ?? 1;
if (!existsSync('storybook-static/preview-stats.json')) {
  console.info('Building the static Storybook with --stats-json for TurboSnap ...');
  const built = run('pnpm', [
    'exec',
    'storybook',
    'build',
    '--quiet',
    '-o',
    'storybook-static',
    '--stats-json',
  ]);
  if (built !== 0) process.exit(built);
}
process.exit(
  run('pnpm', [
    'exec',
    'chromatic',
    '--config-file',
    'chromatic.config.json',
    ...process.argv.slice(2),
  ]),
);
