/**
 * A viewer process of the live benchmark (forked by live-bench.js): holds thousands of socket.io spectators, raw `ws`
 * viewers or pollers, so that their CPU cost stays out of the harness process and off the server's readings. It does
 * only what the parent asks over IPC and exits with it.
 */
import { inBatches } from './bench/clock.js';
import { ReceiptLog, type FightTimeline } from './bench/receipts.js';
import {
  newCounters,
  PollViewer,
  sioViewer,
  sioWireViewer,
  sseViewer,
  wsViewer,
  type Viewer,
  type ViewerKind,
} from './bench/viewers.js';
import type { WorkerReply, WorkerRequest } from './bench/worker-protocol.js';

const log = new ReceiptLog();
const counters = newCounters();
let viewers: Viewer[] = [];
let cpuAtReset = process.cpuUsage();

async function connect(request: Extract<WorkerRequest, { op: 'connect' }>): Promise<WorkerReply> {
  const started = Date.now();
  const before = counters.connected;
  const failedBefore = counters.failed;
  const slots = Array.from({ length: request.count }, (_, i) => request.areaIds[i % request.areaIds.length]);
  const pollers: PollViewer[] = [];
  await inBatches(slots, request.concurrency, async (areaId) => {
    try {
      let viewer: Viewer;
      if (request.kind === 'sio')
        viewer = request.failoverUrl
          ? await sioViewer(log, counters, request.url, areaId, `area:${areaId}`, request.failoverUrl)
          : await sioWireViewer(log, counters, request.url, areaId, `area:${areaId}`);
      else if (request.kind === 'ws') viewer = await wsViewer(log, counters, request.url, areaId);
      else if (request.kind === 'sse') viewer = await sseViewer(log, counters, request.url, areaId);
      else {
        const poller = new PollViewer(
          log,
          counters,
          new URL(request.url),
          areaId,
          request.pollIntervalMs ?? 1000,
        );
        await poller.prime();
        pollers.push(poller);
        viewer = poller;
      }
      viewers.push(viewer);
      counters.connected++;
    } catch (error) {
      counters.failed++;
      counters.firstError ??= (error as Error).message;
    }
  });
  return {
    ok: true,
    connected: counters.connected - before,
    failed: counters.failed - failedBefore,
    firstError: counters.firstError,
    ms: Date.now() - started,
  };
}

function viewerRange(kind: ViewerKind): [number, number] {
  const of = viewers.filter((v) => v.kind === kind).map((v) => v.index);
  if (of.length === 0) return [0, 0];
  return [Math.min(...of), Math.max(...of) + 1];
}

async function handle(request: WorkerRequest): Promise<WorkerReply> {
  switch (request.op) {
    case 'connect':
      return connect(request);
    case 'reset':
      log.reset();
      // In place: the viewers hold this object.
      Object.assign(counters, {
        ...newCounters(),
        connected: counters.connected,
        pollLatency: [],
        errorKinds: {},
      });
      cpuAtReset = process.cpuUsage();
      return { ok: true };
    case 'startPolling':
      for (const v of viewers) if (v instanceof PollViewer) v.start(request.durationMs);
      return { ok: true };
    case 'stopPolling':
      for (const v of viewers) if (v instanceof PollViewer) v.stop();
      return { ok: true };
    case 'collect': {
      const [from, to] = viewerRange(request.kind);
      const analysis = log.analyze(request.timelines as FightTimeline[], from, to);
      const cpu = process.cpuUsage(cpuAtReset);
      return {
        ok: true,
        analysis,
        counters: { ...counters, pollLatency: Float64Array.from(counters.pollLatency) },
        clientCpuMs: (cpu.user + cpu.system) / 1000,
        dropped: log.dropped,
      };
    }
    case 'behind': {
      const [from, to] = viewerRange(request.kind);
      return { ok: true, behind: log.behind(request.timelines, from, to) };
    }
    case 'close': {
      const closing = viewers.filter((v) => v.kind === request.kind);
      for (const v of closing) v.close();
      viewers = viewers.filter((v) => v.kind !== request.kind);
      counters.connected -= closing.length;
      return { ok: true, closed: closing.length };
    }
    case 'exit':
      for (const v of viewers) v.close();
      setTimeout(() => process.exit(0), 200);
      return { ok: true };
  }
}

process.on('message', (message: { id: number; request: WorkerRequest }) => {
  handle(message.request).then(
    (reply) => process.send?.({ id: message.id, reply }),
    (error: Error) =>
      process.send?.({ id: message.id, reply: { ok: false, error: error.stack ?? error.message } }),
  );
});
// The parent is gone (crashed or done): never linger with open sockets.
process.on('disconnect', () => process.exit(0));
