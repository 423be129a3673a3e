import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Two projects: `unit` (rules, formatting, hooks, components in jsdom) and `storybook`
// (every story rendered in real Chromium, its play function run, axe as an error).
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'mocks/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          setupFiles: ['./scripts/vitest.setup.ts'],
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        // Libraries read process.env.NODE_ENV; Vite's app and Storybook builds define it, the
        // browser test runner does not. Not 'test': react-aria then renders every virtualized row.
        define: { 'process.env.NODE_ENV': JSON.stringify('development') },
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
