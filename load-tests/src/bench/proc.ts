import { readdirSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

/** Clock ticks per second of /proc/<pid>/stat (CLK_TCK, almost always 100) and the page size. */
const CLK_TCK = readConf('CLK_TCK', 100);
const PAGE_SIZE = readConf('PAGESIZE', 4096);

function readConf(name: string, fallback: number): number {
  try {
    return Number(execFileSync('getconf', [name], { encoding: 'utf8' }).trim()) || fallback;
  } catch {
    return fallback;
  }
}

export interface ProcSample {
  /** utime + stime of every thread of the process, in ms (resolution 1000/CLK_TCK ms). */
  cpuMs: number;
  rssBytes: number;
}

/** CPU time and resident memory of a process, from /proc/<pid>/stat (fields 14, 15 and 24). */
export function sampleProc(pid: number): ProcSample {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may hold spaces and parentheses: the fields after it start past the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const field = (n: number) => Number(fields[n - 3]);
  return {
    cpuMs: ((field(14) + field(15)) * 1000) / CLK_TCK,
    rssBytes: field(24) * PAGE_SIZE,
  };
}

export const cpuResolutionMs = 1000 / CLK_TCK;

/** Busy and total jiffies of the whole machine (all cores), from the first line of /proc/stat. */
export function sampleMachine(): { busyMs: number; totalMs: number } {
  const [cpu] = readFileSync('/proc/stat', 'utf8').split('\n');
  const v = cpu.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal
  const idle = v[3] + (v[4] ?? 0);
  const total = v.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busyMs: ((total - idle) * 1000) / CLK_TCK, totalMs: (total * 1000) / CLK_TCK };
}

/** CPU ms of every process on the machine by command name (comm), to tell our load from everyone else's. */
export function sampleAllProcesses(): Map<number, { comm: string; cpuMs: number }> {
  const out = new Map<number, { comm: string; cpuMs: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(Number(entry), { comm, cpuMs: ((Number(fields[11]) + Number(fields[12])) * 1000) / CLK_TCK });
    } catch {
      // the process ended meanwhile
    }
  }
  return out;
}
