import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../../scripts/chromium-flags.mjs';

/**
 * Browser tests on @playwright/test with Debian's chromium against the production build (`npm run build` first):
 * `npx playwright test -c client/e2e` (or `node client/e2e/run.mjs`). The tests mostly wait on the browser and
 * the server, so files run in parallel workers (E2E_WORKERS, default 3), each with its own server; no retries,
 * so a flaky test shows as failed. A failed test keeps its trace and screenshots in .artifacts/results.
 */
export default defineConfig({
  testDir: '.',
  testMatch: /\.e2e\.mjs$/,
  globalSetup: './global-setup.mjs',
  outputDir: '.artifacts/results',
  workers: Number(process.env.E2E_WORKERS ?? 3),
  fullyParallel: false,
  retries: 0,
  // A file's tests build on each other, and a slow machine stretches a long journey to minutes; each wait inside
  // a test has its own limit (WAIT_MS), so the test limit only catches a test that hangs.
  timeout: 600_000,
  reporter: [['list'], ...(process.env.E2E_JSON ? [['json', { outputFile: process.env.E2E_JSON }]] : [])],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS },
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    screenshot: 'only-on-failure',
  },
});
