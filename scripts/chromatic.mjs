// Visual regression in Chromatic's cloud. It needs a project token (even for a dry run), and the
// cloud is out of reach on CI machines here, so without CHROMATIC_PROJECT_TOKEN it skips cleanly.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.info('Chromatic skipped: CHROMATIC_PROJECT_TOKEN is not set (see README, "Chromatic").');
  process.exit(0);
}
const result = spawnSync(
  'pnpm',
  ['exec', 'chromatic', '--config-file', 'chromatic.config.json', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
