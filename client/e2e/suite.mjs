/**
 * How a `*.e2e.mjs` file becomes @playwright/test tests. Each file exports `tests`: [{name, run(ctx)}] and ends
 * with `describeFile(import.meta.url, tests, { ownData })`. A file's tests run in order on one worker (a test may
 * build on an earlier one of its file); a file must not count on another file's data. ctx = {baseUrl, dataDir,
 * newPage(options), screenshot(page, name)}: pages of the worker's chromium on the worker's own production
 * server (a copy of the seeded demo world). A file that changes the demo world for good sets `ownData` and gets
 * a worker — so a server and a copy — of its own.
 */
import { test as base } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { recordAlerts, trackRequests, WAIT_MS } from './e2e-helpers.mjs';
import { copyOf, startPostgresServer, startServer } from './server-process.mjs';

/**
 * The pictures of the screens a test walks through, for a person to look at (.artifacts/<name>.png). `npm test` turns
 * them off (E2E_SCREENSHOTS=off): nobody looks at a CI run's pictures, and encoding a full page is a share of the
 * tier's CPU. A failed test's own screenshots and trace are kept either way.
 */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS !== 'off';

const artifacts = resolve(dirname(fileURLToPath(import.meta.url)), '.artifacts');
mkdirSync(artifacts, { recursive: true });

const test = base.extend({
  // A worker option: files with another value (their own name) never share a worker, hence a server.
  ownData: [false, { scope: 'worker', option: true }],
  hemaServer: [
    // `ownData` is named so that Playwright gives each value its own worker.
    async ({ ownData }, use) => {
      void ownData;
      const template = process.env.E2E_TEMPLATE;
      const pgTemplate = process.env.E2E_PG_TEMPLATE;
      if (!template && !pgTemplate)
        throw new Error('E2E_TEMPLATE is not set: run through playwright.config.mjs');
      const server = pgTemplate ? await startPostgresServer(pgTemplate) : await startServer(copyOf(template));
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: 320_000 },
  ],
  ctx: async ({ hemaServer, browser }, use) => {
    const contexts = [];
    await use({
      baseUrl: hemaServer.baseUrl,
      dataDir: hemaServer.dataDir,
      /** A fresh, isolated page (own storage: a new browser context per call). */
      async newPage({ width = 1280, height = 800 } = {}) {
        const context = await browser.newContext({ viewport: { width, height } });
        context.setDefaultTimeout(WAIT_MS);
        context.setDefaultNavigationTimeout(WAIT_MS);
        await context.addInitScript(recordAlerts);
        contexts.push(context);
        const page = await context.newPage();
        trackRequests(page);
        page.consoleErrors = [];
        page.on('console', (m) => m.type() === 'error' && page.consoleErrors.push(m.text()));
        page.on('pageerror', (e) => page.consoleErrors.push(String(e)));
        return page;
      },
      async screenshot(page, name) {
        if (SCREENSHOTS) await page.screenshot({ path: join(artifacts, `${name}.png`), fullPage: true });
      },
    });
    // What each page of a failed test showed, beside the test's trace: .artifacts/failed-<test>-<n>.png.
    const info = test.info();
    if (info.status !== info.expectedStatus) {
      const slug = info.title.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80);
      for (const [n, page] of contexts.flatMap((c) => c.pages()).entries())
        await page
          .screenshot({ path: join(artifacts, `failed-${slug}-${n}.png`), timeout: 10_000 })
          .catch(() => {});
    }
    for (const c of contexts) await c.close().catch(() => {});
  },
});

/**
 * Declares a file's tests, in order, on one worker (Playwright keeps a file on one worker; after a failure the
 * rest of the file goes on in a fresh worker, with a fresh server).
 */
export function describeFile(url, tests, { ownData = false } = {}) {
  const name = basename(fileURLToPath(url), '.e2e.mjs');
  // A file-level option (Playwright starts a worker for it), so it is set outside the group.
  if (ownData) test.use({ ownData: name });
  test.describe(name, () => {
    for (const t of tests) test(t.name, async ({ ctx }) => t.run(ctx));
  });
}
