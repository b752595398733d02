import type { FightTimeline, ReceiptAnalysis } from './receipts.js';
import type { ViewerCounters, ViewerKind } from './viewers.js';

/** What the harness asks a viewer process (client-worker.js) over IPC. */
export type WorkerRequest =
  | {
      op: 'connect';
      kind: ViewerKind;
      count: number;
      /** socket.io base URL, ws URL of the floor server, or the HTTP base URL for pollers. */
      url: string;
      /** Viewer i watches areaIds[i % length]. */
      areaIds: string[];
      concurrency: number;
      pollIntervalMs?: number;
      /** socket.io spectators: the replica to reconnect to when theirs goes away (the reconnect storm). */
      failoverUrl?: string;
    }
  | { op: 'reset' }
  | { op: 'startPolling'; durationMs: number }
  | { op: 'stopPolling' }
  | { op: 'collect'; kind: ViewerKind; timelines: FightTimeline[] }
  | { op: 'behind'; kind: ViewerKind; timelines: FightTimeline[] }
  | { op: 'close'; kind: ViewerKind }
  | { op: 'exit' };

export type WorkerReply =
  | { ok: false; error: string }
  | { ok: true; connected: number; failed: number; firstError: string | null; ms: number }
  | {
      ok: true;
      analysis: ReceiptAnalysis;
      counters: Omit<ViewerCounters, 'pollLatency'> & { pollLatency: Float64Array };
      clientCpuMs: number;
      dropped: number;
    }
  | { ok: true; closed: number }
  | { ok: true; behind: number }
  | { ok: true };
