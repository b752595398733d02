import { describe, expect, it } from '@jest/globals';
import { getPriority } from 'node:os';
import { Worker } from 'node:worker_threads';
import { workerEntry } from '../../src/common/worker-entry.js';

// Per-thread CPU time and priority come from Linux's /proc/thread-self (the platform runs and is tested on Linux).

describe('worker thread CPU time and priority', () => {
  it("a worker lowers its own priority, not the server thread's, and measures its own CPU time", async () => {
    const serverPriority = getPriority(process.pid);
    const { file, workerData } = workerEntry(
      new URL('./thread-priority-probe.js', import.meta.url),
      import.meta.url,
    );
    const worker = new Worker(file, { workerData });
    const seen = await new Promise<{ priority: number; cpu: number }>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    await worker.terminate();
    expect(seen.priority).toBe(10);
    expect(getPriority(process.pid)).toBe(serverPriority);
    expect(seen.cpu).toBeGreaterThanOrEqual(50);
  });
});
