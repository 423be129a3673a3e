import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';
import { linguiPlugins } from './scripts/lingui-vite.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Three projects: `unit` (rules, formatting, the API client, the mocks, the scripts: `.test.ts`
// in Node), `unit-dom` (hooks and components: `.test.tsx` in jsdom, whose set-up per file is most
// of a unit file's time) and `storybook` (every story rendered in real Chromium, its play
// function run, axe as an error). `--project 'unit*'` runs the first two.
const unitFiles = (ext: string) => [
  `packages/*/src/**/*.test.${ext}`,
  `mocks/src/**/*.test.${ext}`,
  `scripts/**/*.test.${ext}`,
];

export default defineConfig({
  plugins: [...linguiPlugins(), react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: unitFiles('ts'),
          setupFiles: ['./scripts/vitest.setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-dom',
          environment: 'jsdom',
          include: unitFiles('tsx'),
          setupFiles: ['./scripts/vitest.setup.ts'],
        },
      },
      {
        extends: true,
        plugins: [
          storybookTest({
            configDir: path.join(dirname, '.storybook'),
            // In another language, the stories that are captured (a test-only story's play may
            // look for English): what the visual check's Spanish mode runs.
            ...(process.env.STORYBOOK_LOCALE && { tags: { exclude: ['test-only'] } }),
          }),
        ],
        // Libraries read process.env.NODE_ENV; Vite's app and Storybook builds define it, the
        // browser test runner does not. Not 'test': react-aria then renders every virtualized row.
        // STORYBOOK_LOCALE=es: every story in Spanish (.storybook/preview.tsx, docs/i18n.md).
        define: {
          'process.env.NODE_ENV': JSON.stringify('development'),
          'import.meta.env.STORYBOOK_LOCALE': JSON.stringify(process.env.STORYBOOK_LOCALE ?? ''),
        },
        // Pre-bundled up front: a dependency found mid-run makes Vite reload and fail the file.
        optimizeDeps: {
          include: [
            'react-hook-form',
            '@hookform/resolvers/zod',
            'zod/mini',
            'msw',
            'swr',
            'react-router',
            'react-aria-components',
            '@visx/scale',
            // The ui's hook-level imports: found only once a story renders them, they would
            // make Vite optimise again mid-run and reload the page under a running test.
            'react-aria/filterDOMProps',
            'react-aria/useObjectRef',
            'react-aria/useTextField',
            'react-stately/useToastState',
            'qrcode.react',
            'big.js',
          ],
        },
        test: {
          name: 'storybook',
          // `pnpm test:stories`, a developer's loop; `npm test` runs every story once, in the
          // static Storybook's visual check (.storybook/test-runner.ts).
          // A story's first render in a file waits for Vite to serve its modules: on a loaded
          // 2-core machine that alone took 19-35 s (session 17), past Vitest's default.
          testTimeout: 60_000,
          browser: {
            enabled: true,
            headless: true,
            // Reduced motion as in the visual captures: dialogs appear at once, so a play
            // function never meets one mid-fade (opacity 0) on a loaded machine.
            provider: playwright({
              launchOptions: chromiumLaunchOptions(),
              contextOptions: { reducedMotion: 'reduce' },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
