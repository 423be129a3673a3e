import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

// E2E_PORT lets several checkouts run their journeys side by side on one machine.
const port = Number(process.env.E2E_PORT ?? 4173);

// End-to-end journeys against the built demo app (vite preview), in the same Chromium as the stories.
// Journeys are independent: each browser context has its own demo backend (localStorage and
// sessionStorage), the preview server only serves files, and the specs that serve the real-API
// build start their own server on a free port per worker. Files run side by side on 2 workers
// (E2E_WORKERS overrides); a file's tests keep their order in one worker.
const workers = Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig({
  testDir: './packages/app/e2e',
  fullyParallel: false,
  workers,
  // Sized for a loaded 2-core machine (two journeys and the preview server share it, often with
  // other work beside them): at load 10 a page reload took over 5 s and journeys over 30 s.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The demo build: the mock backend runs in the page, so journeys need no server.
    // vite preview serves it with the build's own dist-demo/_headers (packages/app/vite.config.ts),
    // so every journey runs under the shipped CSP; e2e/fixtures.ts fails a test on a violation.
    command: `VITE_DEMO=true pnpm --filter @wallet/app exec vite preview --port ${port} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
