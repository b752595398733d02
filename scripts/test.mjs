#!/usr/bin/env node
/**
 * `npm test`: every tier in turn (the machine has 2 cores; tiers running side by side only fight for them):
 * shared unit/property tests with coverage, server integration tests on the real Postgres and Redis, client
 * component tests, then browser end-to-end tests against the production build (@playwright/test in parallel workers,
 * each with its own server: client/e2e/run.mjs). Each jest tier uses both cores (jest's default leaves one idle).
 * Before anything runs it checks that the machine has what the chosen tiers need (scripts/prerequisites.mjs) and
 * stops at once, naming what to install, when a part is missing.
 * Prints each tier's time, then ends with one summary line.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { missingPrerequisites, missingReport } from './prerequisites.mjs';

const only = process.argv.slice(2);
const TIERS = ['shared', 'server', 'client', 'caption', 'e2e'];
const missing = await missingPrerequisites(only.length === 0 ? TIERS : only);
if (missing.length > 0) {
  console.error(missingReport(missing));
  process.exit(2);
}
const out = mkdtempSync(join(tmpdir(), 'hema-test-results-'));
const env = {
  ...process.env,
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim(),
};

const suites = [
  { name: 'shared', cwd: 'shared', args: ['--coverage', '--maxWorkers=2'] },
  { name: 'server', cwd: 'server', args: ['--maxWorkers=2'] },
  { name: 'client', cwd: 'client', args: ['--maxWorkers=2'] },
  { name: 'caption', cwd: 'caption-overlay', args: ['--maxWorkers=2'] },
].filter((s) => only.length === 0 || only.includes(s.name));

let passed = 0;
let failed = 0;
let broken = false;
const times = [];
const timed = (name, work) => {
  const started = Date.now();
  const result = work();
  times.push(`${name} ${Math.round((Date.now() - started) / 1000)} s`);
  return result;
};
const run = (cmd, args, opts) => spawnSync(cmd, args, { stdio: 'inherit', env, ...opts }).status ?? 1;

for (const suite of suites) {
  if (!existsSync(join(suite.cwd, 'jest.config.cjs'))) continue;
  console.log(`\n=== ${suite.name} tests ===`);
  const file = join(out, `${suite.name}.json`);
  const status = timed(suite.name, () =>
    run('npx', ['jest', '--json', `--outputFile=${file}`, ...suite.args], { cwd: suite.cwd }),
  );
  if (existsSync(file)) {
    const result = JSON.parse(readFileSync(file, 'utf8'));
    passed += result.numPassedTests;
    failed += result.numFailedTests;
    if (result.numRuntimeErrorTestSuites > 0) broken = true;
  }
  if (status !== 0) broken = true;
}

if (only.length === 0 || only.includes('e2e')) {
  if (existsSync('client/e2e/run.mjs')) {
    console.log('\n=== build for the browser tests ===');
    if (timed('build', () => run('npm', ['run', 'build'], {})) !== 0) {
      // Browser tests against a failed build would only time out one by one and hide the cause.
      console.log('\nThe build failed (see above): the browser tests were not run.');
      console.log(`\ntimes: ${times.join(', ')}`);
      console.log(`${passed} passed, ${failed} failed, build broken`);
      process.exit(1);
    }
    console.log('\n=== browser end-to-end tests ===');
    const file = join(out, 'e2e.json');
    // The walk-through pictures are for a person looking at a local run (client/e2e/suite.mjs); not taken here.
    const status = timed('e2e', () =>
      run('node', ['client/e2e/run.mjs', `--json=${file}`], {
        env: { E2E_SCREENSHOTS: 'off', ...env },
      }),
    );
    if (existsSync(file)) {
      const result = JSON.parse(readFileSync(file, 'utf8'));
      passed += result.passed;
      failed += result.failed;
    }
    if (status !== 0) broken = true;
  }
}

console.log(`\ntimes: ${times.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(broken || failed > 0 ? 1 : 0);
