#!/usr/bin/env node
/**
 * `npm test`: every tier in turn (the machine has 2 cores; suites running side by side only fight for them):
 * shared unit/property tests with coverage, server integration tests on the real Postgres and Redis, client
 * component tests, then browser end-to-end tests against the production build. Ends with one summary line.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const only = process.argv.slice(2);
const out = mkdtempSync(join(tmpdir(), 'hema-test-results-'));
const env = {
  ...process.env,
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim(),
};

const suites = [
  { name: 'shared', cwd: 'shared', args: ['--coverage'] },
  { name: 'server', cwd: 'server', args: ['--maxWorkers=2'] },
  { name: 'client', cwd: 'client', args: [] },
  { name: 'caption', cwd: 'caption-overlay', args: [] },
].filter((s) => only.length === 0 || only.includes(s.name));

let passed = 0;
let failed = 0;
let broken = false;
const run = (cmd, args, opts) => spawnSync(cmd, args, { stdio: 'inherit', env, ...opts }).status ?? 1;

for (const suite of suites) {
  if (!existsSync(join(suite.cwd, 'jest.config.cjs'))) continue;
  console.log(`\n=== ${suite.name} tests ===`);
  const file = join(out, `${suite.name}.json`);
  const status = run('npx', ['jest', '--json', `--outputFile=${file}`, ...suite.args], { cwd: suite.cwd });
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
    if (run('npm', ['run', 'build'], {}) !== 0) broken = true;
    console.log('\n=== browser end-to-end tests ===');
    const file = join(out, 'e2e.json');
    const status = run('node', ['client/e2e/run.mjs', `--json=${file}`], {});
    if (existsSync(file)) {
      const result = JSON.parse(readFileSync(file, 'utf8'));
      passed += result.passed;
      failed += result.failed;
    }
    if (status !== 0) broken = true;
  }
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(broken || failed > 0 ? 1 : 0);
