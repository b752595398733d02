import type { ConnectResult, Options, PhaseResult } from '../live-bench.js';
import type { Summary } from '../stats.js';

export interface Check {
  target: string;
  measured: string;
  ratio: number | null;
  limit: string;
  pass: boolean | null;
}

const f = (x: number | undefined | null, digits = 1) =>
  x === undefined || x === null || !Number.isFinite(x) ? '–' : x.toFixed(digits);
const ms3 = (s: Summary | null) => (s && s.count ? `${f(s.p50)}/${f(s.p95)}/${f(s.p99)}` : '–');

function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** Prints the figures and the live path's acceptance ratios; returns the checks for the JSON file. */
export function printReport(input: {
  options: Options;
  phases: PhaseResult[];
  connects: ConnectResult[];
  bareIdle: Summary | null;
}): { acceptance: Check[] } {
  const { phases, connects, bareIdle, options } = input;
  const phase = (name: string) => phases.find((p) => p.name === name);

  console.log('\nPhases (latencies in ms: p50/p95/p99; CPU of the server process, or of the floor for ws-*)');
  console.log(
    table(
      [
        'phase',
        'viewers',
        'updates',
        'delivered',
        'coalesced',
        'missing',
        'drain s',
        'push latency',
        'mean stale',
        'judge ack',
        'overlay',
        'srv CPU ms',
        'pg xact/cmd',
        'CPU ms/cmd',
        'µs/delivery',
        'net µs/dlv',
        'µs/s/viewer',
        'client µs/msg',
        'cores: all/target/viewers/pg/others',
      ],
      phases.map((p) => [
        p.name,
        String(p.viewers),
        String(p.updates),
        String(p.delivered),
        String(p.coalesced),
        String(p.missing),
        f(p.drainMs / 1000),
        ms3(p.latency),
        f(p.staleness.mean),
        ms3(p.ack),
        ms3(p.overlay),
        f(p.serverCpuMs, 0),
        p.target === 'server' ? f(p.dbTransactions / p.commands) : '–',
        f(p.cpuPerCommandMs),
        f(p.cpuPerDeliveryUs),
        f(p.netCpuPerDeliveryUs),
        f(p.cpuMsPerSecondPerViewer * 1000),
        f(p.clientCpuUsPerMessage),
        [p.cores.machine, p.cores.target, p.cores.viewers, p.cores.postgres, p.cores.others]
          .map((x) => f(x, 2))
          .join('/'),
      ]),
    ),
  );

  console.log('\nConnections (RSS of the server, or of the floor for ws)');
  console.log(
    table(
      [
        'viewers',
        'kind',
        'failed',
        'connect s',
        'RSS before MB',
        'RSS after MB',
        'KB/viewer',
        'idle CPU ms/s',
      ],
      connects.map((c) => [
        String(c.viewers),
        c.kind,
        String(c.failed),
        f(c.connectMs / 1000),
        f(c.rssBeforeMB),
        f(c.rssAfterMB),
        f(c.kbPerViewer),
        f(c.idleCpuMsPerSecond),
      ]),
    ),
  );

  const burst = phases.find((p) => p.finalReach);
  if (burst?.finalReach)
    console.log(
      `\nBurst ${burst.name}: ${burst.updates} updates in ${burst.seconds} s became ${f(burst.broadcastsPerViewer)} ` +
        `broadcasts per spectator (${burst.coalesced} versions coalesced); final version ` +
        `reached after the last command: p50 ${f(burst.finalReach.p50)} ms, p99 ${f(burst.finalReach.p99)} ms, ` +
        `max ${f(burst.finalReach.max)} ms; ${burst.finalReach.over1s} spectators later than 1 s or never`,
    );
  const poll = phases.find((p) => p.kind === 'poll');
  if (poll?.polls)
    console.log(
      `\nPolling ${poll.name}: ${poll.polls.requests} requests (${poll.polls.ok200} × 200, ${poll.polls.notModified} × 304, ` +
        `${poll.polls.errors} errors, ${poll.polls.skipped} skipped while the previous poll was pending), ` +
        `${f(poll.polls.servedPerSecond)} answered/s, request latency ${ms3(poll.polls.latency)} ms, server CPU ` +
        `${f(poll.polls.cpuPerRequestUs)} µs per answered poll; errors: ${JSON.stringify(poll.polls.errorKinds ?? {})}`,
    );
  const rings = phases.find((p) => p.name.startsWith('rings-') && !p.name.includes('-panel'));
  if (rings)
    console.log(
      `\n${rings.rings} rings: judge ack ${ms3(rings.ack)} ms over ${rings.ack.count} commands; bare conditional UPDATE ` +
        `${ms3(bareIdle)} ms idle, ${ms3(rings.bareUpdateConcurrent)} ms during the phase`,
    );
  const panel = phases.find((p) => p.name.startsWith('rings-') && p.name.includes('-panel'));
  if (panel)
    console.log(
      `${panel.rings} rings, panel of judges: call ack ${ms3(panel.ack)} ms over ${panel.ack.count} calls ` +
        `(${panel.commands} exchanges, ${panel.failed} with a failed call ${JSON.stringify(panel.failures)}); ` +
        `server CPU ${f(panel.cpuPerCommandMs / (panel.ack.count / Math.max(1, panel.commands)), 2)} ms per call; ` +
        `exchange on the fight (press to its state on a judge's device) ${panel.confirmed ? ms3(panel.confirmed) : '–'} ms ` +
        `over ${panel.confirmed?.count ?? 0} exchanges`,
    );

  const checks: Check[] = [];
  const ratioCheck = (target: string, a: number, b: number, limit: number, unit: string) => {
    const ratio = a / b;
    checks.push({
      target,
      measured: `${f(a, 2)} vs ${f(b, 2)} ${unit}`,
      ratio,
      limit: `≤ ${f(limit, 2)}`,
      pass: Number.isFinite(ratio) ? ratio <= limit : null,
    });
  };
  for (const n of options.spectators) {
    const sio = phase(`sio-${n}`);
    const ws = phase(`ws-${n}`);
    if (!sio || !ws) continue;
    ratioCheck(
      `p99 push latency, ${n} spectators: Socket.IO / raw ws`,
      sio.latency.p99,
      ws.latency.p99,
      1.5,
      'ms',
    );
    ratioCheck(
      `server CPU per delivered update, ${n} spectators: Socket.IO / raw ws`,
      sio.cpuPerDeliveryUs,
      ws.cpuPerDeliveryUs,
      1.5,
      'µs',
    );
  }
  const base = phase('sio-0');
  const largest = phase(`sio-${Math.max(...options.spectators)}`);
  if (base && largest) {
    ratioCheck(
      `judge ack p99: ${largest.viewers} spectators / none`,
      largest.ack.p99,
      base.ack.p99,
      1.5,
      'ms',
    );
    if (largest.overlay && base.overlay)
      ratioCheck(
        `caption overlay p99: ${largest.viewers} spectators / none`,
        largest.overlay.p99,
        base.overlay.p99,
        1.5,
        'ms',
      );
  }
  if (burst?.finalReach)
    checks.push({
      target: `no backlog 1 s after a ${burst.seconds} s burst at ${burst.ratePerRing}/s (${burst.viewers} spectators)`,
      measured: `final version at +${f(burst.finalReach.max)} ms (max); ${burst.finalReach.over1s} late`,
      ratio: null,
      limit: '≤ 1000 ms, 0 late',
      pass: burst.finalReach.over1s === 0 && burst.finalReach.max <= 1000,
    });
  for (const c of connects.filter((x) => x.kind === 'sio' && x.memoryProbe))
    checks.push({
      target: `memory per connected spectator (${c.viewers})`,
      measured: `${f(c.kbPerViewer)} KB`,
      ratio: null,
      limit: '≤ 40 KB',
      pass: Number.isFinite(c.kbPerViewer) ? c.kbPerViewer <= 40 : null,
    });
  if (poll) {
    const push = phase(`sio-${poll.viewers}`) ?? phase(`sio-${options.pollers}`);
    if (push) {
      ratioCheck(
        `mean staleness, ${poll.viewers} viewers: push / 1 s polling`,
        push.staleness.mean,
        poll.staleness.mean,
        0.1,
        'ms',
      );
      ratioCheck(
        `server CPU per viewer-second, ${poll.viewers} viewers: push / 1 s polling (CPU per answered poll)`,
        push.cpuMsPerSecondPerViewer * 1000,
        poll.polls?.cpuPerRequestUs ?? Number.NaN,
        1 / 3,
        'µs/s',
      );
    }
  }
  if (rings && bareIdle) {
    ratioCheck(
      `judge ack p99, ${rings.rings} rings / bare UPDATE p99 (idle)`,
      rings.ack.p99,
      bareIdle.p99,
      3,
      'ms',
    );
    if (rings.bareUpdateConcurrent)
      ratioCheck(
        `judge ack p99, ${rings.rings} rings / bare UPDATE p99 (same load)`,
        rings.ack.p99,
        rings.bareUpdateConcurrent.p99,
        3,
        'ms',
      );
  }
  if (rings && panel)
    ratioCheck(
      `judge ack p99, ${panel.rings} rings: each of a panel's calls / one judge per ring`,
      panel.ack.p99,
      rings.ack.p99,
      1.5,
      'ms',
    );
  const pushPhases = phases.filter((p) => p.kind === 'sio');
  const missing = pushPhases.reduce((n, p) => n + p.missing + p.overlayMissing, 0);
  const late = phases.filter((p) => p.target === 'server').reduce((n, p) => n + p.failed, 0);
  checks.push({
    target: 'missing updates (spectators and overlays end on the final version)',
    measured:
      `${missing} missing` +
      (late ? `; ${late} acks later than 15 s (applied, counted in the final version)` : ''),
    ratio: null,
    limit: '0',
    pass: missing === 0,
  });

  console.log('\nAcceptance (live path against its floors)');
  console.log(
    table(
      ['target', 'measured', 'ratio', 'limit', 'result'],
      checks.map((c) => [
        c.target,
        c.measured,
        c.ratio === null ? '' : f(c.ratio, 2),
        c.limit,
        c.pass === null ? 'n/a' : c.pass ? 'PASS' : 'MISS',
      ]),
    ),
  );
  return { acceptance: checks };
}
