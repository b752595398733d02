#!/usr/bin/env node
/**
 * Lighthouse (default mobile settings: simulated slow 4G, 4x CPU slowdown) on the home, tournament, category and rating
 * pages of the production build, the way `npm start` serves them (embedded PGlite, demo data).
 *
 *   npm run bench:lighthouse -- [--runs=3] [--pages=home,tournament,category,rating] [--no-build] [--reports=DIR]
 *
 * Lighthouse is not a project dependency (about 200 packages): it is installed once into a folder under the
 * system's temporary directory. Runs are interleaved (home, tournament, category, home, …) so a burst of load from
 * elsewhere on the machine does not fall on one page alone. Prints the median of every figure over the runs and
 * writes every run to load-tests/results/lighthouse-<time>.json; `--reports=DIR` keeps each full Lighthouse report.
 */
import { startServer as startProductionServer } from '../client/e2e/server-process.mjs';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_FLAGS } from './chromium-flags.mjs';

// 13.x needs Node 22.19; this machine runs Node 20.
const LIGHTHOUSE_VERSION = '12.8.2';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const runs = Math.max(1, Number.parseInt(option('runs', '3'), 10) || 3);
const pageNames = option('pages', 'home,tournament,category,rating').split(',');
const categories = option('categories', 'performance,accessibility');

function installLighthouse() {
  const prefix = join(tmpdir(), `hema-lighthouse-${LIGHTHOUSE_VERSION}`);
  const cli = join(prefix, 'node_modules/lighthouse/cli/index.js');
  if (!existsSync(cli)) {
    console.log(`installing lighthouse@${LIGHTHOUSE_VERSION} into ${prefix}`);
    const status = spawnSync(
      'npm',
      [
        'install',
        '--prefix',
        prefix,
        '--no-save',
        '--no-audit',
        '--no-fund',
        `lighthouse@${LIGHTHOUSE_VERSION}`,
      ],
      { stdio: 'inherit' },
    ).status;
    if (status !== 0) throw new Error('could not install lighthouse');
  }
  return cli;
}

/** The production server on a fresh embedded database with the demo data, as the browser tests start it. */
const startServer = () => startProductionServer(mkdtempSync(join(tmpdir(), 'hema-lighthouse-data-')));

/**
 * The live demo tournament (`demo-open`: rings scoring, the heaviest pages; the first of the list when the demo has
 * no such tournament) and its first category.
 */
async function pageUrls(baseUrl) {
  const get = async (path) => (await fetch(`${baseUrl}/api${path}`)).json();
  const live = await fetch(`${baseUrl}/api/tournaments/demo-open`);
  const tournamentId = live.ok ? 'demo-open' : (await get('/tournaments?perPage=1')).items?.[0]?.idString;
  if (!tournamentId) throw new Error('the demo data has no tournament');
  const nominationId = (await get(`/tournaments/${tournamentId}`)).nominations?.[0]?._id;
  if (!nominationId) throw new Error('the demo tournament has no category');
  const tournament = `${baseUrl}/tournament/${tournamentId}`;
  return {
    home: `${baseUrl}/`,
    tournament,
    category: `${tournament}/nomination/${nominationId}`,
    rating: `${baseUrl}/rating`,
  };
}

function audit(report, id) {
  return report.audits[id]?.numericValue ?? Number.NaN;
}

/** The figures of one report that the benchmark table shows. */
function figures(report) {
  const score = (id) => Math.round((report.categories[id]?.score ?? Number.NaN) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    fcpMs: audit(report, 'first-contentful-paint'),
    lcpMs: audit(report, 'largest-contentful-paint'),
    tbtMs: audit(report, 'total-blocking-time'),
    cls: audit(report, 'cumulative-layout-shift'),
    speedIndexMs: audit(report, 'speed-index'),
    transferKb: audit(report, 'total-byte-weight') / 1024,
    requests: report.audits['network-requests']?.details?.items?.length ?? Number.NaN,
    // Lighthouse's CPU benchmark of this machine at the time of the run: low when other work competes for the cores,
    // which lengthens every task and so TBT and LCP.
    benchmarkIndex: report.environment?.benchmarkIndex ?? Number.NaN,
  };
}

/** Accessibility audits that failed, with the first failing element, to fix what drags the score down. */
function accessibilityFailures(report) {
  const refs = report.categories.accessibility?.auditRefs ?? [];
  return refs
    .map((ref) => report.audits[ref.id])
    .filter((a) => a && a.score !== null && a.score < 1)
    .map((a) => `${a.id}: ${a.details?.items?.[0]?.node?.snippet ?? a.title}`);
}

function median(values) {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function runLighthouse(cli, url, outFile) {
  return new Promise((ok, fail) => {
    const child = spawn(
      process.execPath,
      [
        cli,
        url,
        '--quiet',
        '--output=json',
        `--output-path=${outFile}`,
        `--only-categories=${categories}`,
        `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`,
      ],
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
        stdio: 'inherit',
      },
    );
    child.once('error', fail);
    child.once('exit', (code) =>
      code === 0
        ? ok(JSON.parse(readFileSync(outFile, 'utf8')))
        : fail(new Error(`lighthouse exited ${code}`)),
    );
  });
}

const format = {
  performance: (v) => String(v),
  accessibility: (v) => String(v),
  fcpMs: (v) => `${(v / 1000).toFixed(1)} s`,
  lcpMs: (v) => `${(v / 1000).toFixed(1)} s`,
  tbtMs: (v) => `${Math.round(v)} ms`,
  cls: (v) => v.toFixed(3),
  speedIndexMs: (v) => `${(v / 1000).toFixed(1)} s`,
  transferKb: (v) => `${Math.round(v)} KB`,
  requests: (v) => String(v),
  benchmarkIndex: (v) => String(Math.round(v)),
};

function table(medians) {
  const head = [
    'page',
    'performance',
    'accessibility',
    'FCP',
    'LCP',
    'TBT',
    'CLS',
    'Speed Index',
    'bytes',
    'requests',
    'CPU benchmark',
  ];
  const lines = [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`];
  for (const [page, values] of Object.entries(medians)) {
    lines.push(
      `| ${page} | ${Object.keys(format)
        .map((key) => format[key](values[key]))
        .join(' | ')} |`,
    );
  }
  return lines.join('\n');
}

const cli = installLighthouse();
if (!args.includes('--no-build')) {
  if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
}
const server = await startServer();
const keptReports = option('reports', null);
const reportDir = keptReports
  ? resolve(keptReports)
  : mkdtempSync(join(tmpdir(), 'hema-lighthouse-reports-'));
mkdirSync(reportDir, { recursive: true });
const results = {};
try {
  const urls = await pageUrls(server.baseUrl);
  // One unmeasured load of each page's HTML and data, so the first measured run does not pay the server's warm-up.
  for (const url of Object.values(urls)) await fetch(url);
  for (let run = 1; run <= runs; run++) {
    for (const page of pageNames) {
      if (!urls[page]) throw new Error(`unknown page ${page}; pages: ${Object.keys(urls).join(', ')}`);
      const outFile = join(reportDir, `${page}-${run}.json`);
      // Lighthouse now and then fails to record a trace (NO_NAVSTART); such a run is taken again, once.
      const report = await runLighthouse(cli, urls[page], outFile).catch((error) => {
        console.log(`${page} run ${run} failed (${error.message}), running it again`);
        return runLighthouse(cli, urls[page], outFile);
      });
      const values = figures(report);
      (results[page] ??= { url: urls[page].replace(server.baseUrl, ''), runs: [] }).runs.push({
        ...values,
        accessibilityFailures: accessibilityFailures(report),
      });
      console.log(
        `${page} run ${run}: performance ${values.performance}, accessibility ${values.accessibility}, ` +
          `LCP ${format.lcpMs(values.lcpMs)}, CLS ${format.cls(values.cls)}`,
      );
    }
  }
} finally {
  await server.stop();
  if (!keptReports) rmSync(reportDir, { recursive: true, force: true });
}

const medians = Object.fromEntries(
  Object.entries(results).map(([page, { runs: pageRuns }]) => [
    page,
    Object.fromEntries(Object.keys(format).map((key) => [key, median(pageRuns.map((r) => r[key]))])),
  ]),
);
for (const [page, { url, runs: pageRuns }] of Object.entries(results)) {
  const failures = [...new Set(pageRuns.flatMap((r) => r.accessibilityFailures))];
  console.log(
    `\n${page} (${url})${failures.length ? `: accessibility failures\n  ${failures.join('\n  ')}` : ''}`,
  );
}
console.log(
  `\nLighthouse ${LIGHTHOUSE_VERSION}, mobile defaults, median of ${runs} run(s):\n\n${table(medians)}\n`,
);
const resultsDir = resolve(root, 'load-tests/results');
mkdirSync(resultsDir, { recursive: true });
const file = join(resultsDir, `lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(
  file,
  JSON.stringify({ lighthouse: LIGHTHOUSE_VERSION, runs, medians, pages: results }, null, 2),
);
console.log(`written to ${file}`);
