import { readFileSync, readlinkSync } from 'node:fs';
import { constants, setPriority } from 'node:os';

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux everywhere in practice). */
const TICK_MS = 10;

/**
 * CPU milliseconds the calling thread has used (user + system), or null where /proc/thread-self is missing (not
 * Linux). Node 20 has no per-thread CPU time, and process.cpuUsage() counts every thread of the process: a worker's
 * own cost and the server thread's would be mixed. On a loaded machine CPU time says what a step costs far better
 * than wall-clock time, which counts the waits for a core. 10 ms resolution.
 */
export function threadCpuMs(): number | null {
  try {
    const stat = readFileSync('/proc/thread-self/stat', 'utf8');
    // The command name (2nd field) may hold spaces: count fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return null;
  }
}

/**
 * Lowers the calling thread's scheduling priority (Linux: nice 10 for this thread only; elsewhere nothing). For the
 * results job's worker threads: on a busy machine the kernel then gives a core to the server thread — judges'
 * commands, spectators' reads — before the background recomputation, instead of sharing it evenly. Lowering needs
 * no privilege; the process's other threads keep their priority.
 */
export function lowerThreadPriority(): void {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid) && tid > 0) setPriority(tid, constants.priority.PRIORITY_BELOW_NORMAL);
  } catch {
    // No /proc/thread-self (not Linux) or not allowed: the thread keeps the process's priority.
  }
}
