/** A worker thread for thread-cpu.test.ts: lowers its own priority, burns some CPU, and says what it sees. */
import { readlinkSync } from 'node:fs';
import { getPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { lowerThreadPriority, threadCpuMs } from '../../src/common/thread-cpu.js';

const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
lowerThreadPriority();
const before = threadCpuMs();
let x = 0;
// About 100 ms of CPU: the thread's own time must grow by at least one tick.
for (let i = 0; i < 200_000_000 && (threadCpuMs() ?? 0) - (before ?? 0) < 50; i++) x += i % 7;
parentPort!.postMessage({ priority: getPriority(tid), cpu: (threadCpuMs() ?? 0) - (before ?? 0), x });
