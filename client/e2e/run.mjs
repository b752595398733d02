#!/usr/bin/env node
/**
 * Browser end-to-end tests: @playwright/test (playwright.config.mjs) on Debian's chromium against the production
 * build, each worker with its own production server on a copy of the seeded demo world (suite.mjs).
 *
 *   node client/e2e/run.mjs [--json=FILE] [--workers=N] [name-filter]
 *
 * The filter matches "file › test name" (a file's base name or a part of a test's title). --json writes
 * {passed, failed, failures} for scripts/test.mjs. Anything else Playwright takes can be given to
 * `npx playwright test -c client/e2e` directly (e.g. --headed, --trace on, --list).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const jsonFile = args.find((a) => a.startsWith('--json='))?.slice(7);
const workers = args.find((a) => a.startsWith('--workers='))?.slice(10);
const filter = args.find((a) => !a.startsWith('--'));
const report = join(mkdtempSync(join(tmpdir(), 'hema-e2e-report-')), 'report.json');

const escaped = filter?.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const cli = resolve(here, '../../node_modules/@playwright/test/cli.js');
const status =
  spawnSync(
    process.execPath,
    [cli, 'test', '-c', join(here, 'playwright.config.mjs'), ...(escaped ? ['-g', escaped] : [])],
    {
      stdio: 'inherit',
      env: { ...process.env, E2E_JSON: report, ...(workers ? { E2E_WORKERS: workers } : {}) },
    },
  ).status ?? 1;

/** Every test's time summed per file (Playwright's report), longest first: where the tier's time goes. */
function fileTimes({ suites = [] }) {
  const times = [];
  const total = (suite) =>
    (suite.specs ?? []).reduce(
      (sum, spec) =>
        sum + spec.tests.reduce((s, t) => s + t.results.reduce((r, result) => r + result.duration, 0), 0),
      0,
    ) + (suite.suites ?? []).reduce((sum, child) => sum + total(child), 0);
  for (const file of suites) times.push([file.title.replace(/\.e2e\.mjs$/, ''), total(file)]);
  return times.sort((a, b) => b[1] - a[1]);
}

if (existsSync(report)) {
  const times = fileTimes(JSON.parse(readFileSync(report, 'utf8')));
  if (times.length > 0)
    console.log(
      `\ntime per file (its tests as Playwright times them): ${times.map(([f, ms]) => `${f} ${Math.round(ms / 1000)} s`).join(', ')}`,
    );
}

if (jsonFile) {
  const summary = { passed: 0, failed: 0, failures: [] };
  if (existsSync(report)) {
    const { stats, suites = [], errors = [] } = JSON.parse(readFileSync(report, 'utf8'));
    summary.passed = stats.expected;
    // An error outside a test (a file that does not load, a set-up that fails) counts as a failure too.
    summary.failed = stats.unexpected + stats.flaky + errors.length;
    for (const e of errors) summary.failures.push({ name: 'outside a test', error: e.message ?? String(e) });
    const walk = (suite, path) => {
      for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
      for (const spec of suite.specs ?? [])
        for (const t of spec.tests)
          if (t.status === 'unexpected' || t.status === 'flaky')
            summary.failures.push({
              name: [...path, spec.title].join(' › '),
              error: t.results.at(-1)?.error?.message ?? t.status,
            });
    };
    for (const s of suites) walk(s, []);
  } else summary.failed = 1;
  writeFileSync(jsonFile, JSON.stringify(summary, null, 2));
}
process.exit(status);
