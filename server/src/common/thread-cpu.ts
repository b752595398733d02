import { readFileSync } from 'node:fs';

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
