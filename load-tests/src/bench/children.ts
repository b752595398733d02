import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sleep } from './clock.js';

const here = dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = resolve(here, '../../..');
export const LOAD_TESTS_DIST = resolve(here, '..');
export const LOG_DIR = mkdtempSync(join(tmpdir(), 'hema-bench-'));

/** A free TCP port on 127.0.0.1 (asked of the kernel, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

export interface Child {
  name: string;
  process: ChildProcess;
  pid: number;
  logFile: string;
  /** The last lines the child printed (for error messages). */
  tail(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * V8 flags of every process the harness measures (server, replica, floors, PGlite server) alike. V8's memory reducer
 * schedules up to three full collections about 8 s after a process's allocation rate drops; the harness's own steps
 * (a warm-up, then 1,000 spectators connected in half a second and two forced collections for the memory reading)
 * set it off, and its collections of the server's 70–80 MB heap landed inside the next measured window: 110 ms of
 * server CPU in `sio-0` without them, 480 ms with (the floors' heaps are a few MB). On event day they are a few
 * hundred milliseconds after each lull, not a cost per delivery.
 */
const MEASURED_PROCESS_FLAGS = ['--no-memory-reducer'];

/** Starts `node args…` with output to a log file; `stop` sends `signal`, then SIGKILL after 10 s. */
export function startNode(
  name: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  nodeFlags: string[] = [],
): Child {
  const logFile = join(LOG_DIR, `${name}.log`);
  const out = createWriteStream(logFile);
  const child = spawn(process.execPath, [...MEASURED_PROCESS_FLAGS, ...nodeFlags, ...args], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    out.write(chunk);
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    if (lines.length > 40) lines.splice(0, lines.length - 40);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let exited = false;
  const exit = new Promise<void>((done) =>
    child.once('exit', () => {
      exited = true;
      out.end();
      done();
    }),
  );
  return {
    name,
    process: child,
    pid: child.pid!,
    logFile,
    tail: () => lines.join('\n'),
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (exited) return;
      child.kill(signal);
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exit;
      clearTimeout(killer);
    },
  };
}

/** Runs `node args…` to completion (bounded); throws with its output when it fails. */
export async function runNode(name: string, args: string[], env: NodeJS.ProcessEnv, maxMs = 120_000) {
  const child = startNode(name, args, env);
  const timer = setTimeout(() => child.process.kill('SIGKILL'), maxMs);
  const code = await new Promise<number | null>((done) => child.process.once('exit', (c) => done(c)));
  clearTimeout(timer);
  if (code !== 0) throw new Error(`${name} exited with ${code}:\n${child.tail()}`);
}

/** Waits until GET url answers 200 (bounded), or the child dies. */
export async function waitForHttp(url: string, child: Child, maxMs = 60_000): Promise<void> {
  const deadline = Date.now() + maxMs;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null) throw new Error(`${child.name} exited early:\n${child.tail()}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${child.name} did not answer ${url} within ${maxMs} ms:\n${child.tail()}`);
}

/** Waits until the child prints a line matching `pattern`; returns the match. */
export async function waitForLine(child: Child, pattern: RegExp, maxMs = 20_000): Promise<RegExpMatchArray> {
  const deadline = Date.now() + maxMs;
  while (Date.now() < deadline) {
    const match = child.tail().match(pattern);
    if (match) return match;
    if (child.process.exitCode !== null) throw new Error(`${child.name} exited early:\n${child.tail()}`);
    await sleep(50);
  }
  throw new Error(`${child.name} printed no ${pattern} within ${maxMs} ms:\n${child.tail()}`);
}

export function requireBuilt(path: string, hint: string): string {
  if (!existsSync(path)) throw new Error(`${path} is missing: ${hint}`);
  return path;
}
