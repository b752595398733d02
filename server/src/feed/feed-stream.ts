import type { FeedMessage } from '@hema/shared/contracts/feed';

/** How often an idle stream sends a comment line, so proxies and browsers keep it open and clients notice a dead one. */
export const HEARTBEAT_MS = 15_000;
/** What a stream may have waiting in its socket before the client counts as too slow and is cut off (it resumes). */
export const MAX_WAITING_BYTES = 1024 * 1024;
/** How long a browser's EventSource waits before it reconnects (the SSE `retry` field). */
const RETRY_MS = 2000;

/**
 * A message as its SSE frame, built once: every stream of a tournament is handed the same entry object, so a change
 * is serialized once however many clients follow it (the cost per delivery is then the socket write).
 */
const frames = new WeakMap<object, string>();
export function frameOf(message: FeedMessage): string {
  let frame = frames.get(message);
  if (frame === undefined) {
    frame = `id: ${message.position}\nevent: ${message.type}\ndata: ${JSON.stringify(message)}\n\n`;
    frames.set(message, frame);
  }
  return frame;
}

/** The part of a response a stream writes to (Node's ServerResponse). */
export interface StreamSink {
  write(chunk: string): boolean;
  end(): void;
  readonly writableLength: number;
  readonly writableEnded: boolean;
}

/**
 * One Server-Sent Events stream of the open feed: each message as `id` (its feed position, so a browser's
 * EventSource reconnects with `Last-Event-ID` by itself), `event` (its type) and `data` (its JSON); a comment line
 * every {@link HEARTBEAT_MS}; closed when the client reads too slowly (it reconnects and resumes from its position).
 */
export class FeedStream {
  private readonly heartbeat: ReturnType<typeof setInterval>;
  private closed = false;

  constructor(
    private readonly sink: StreamSink,
    private readonly onClose: () => void = () => undefined,
    heartbeatMs = HEARTBEAT_MS,
  ) {
    this.sink.write(`retry: ${RETRY_MS}\n\n`);
    this.heartbeat = setInterval(() => this.raw(': heartbeat\n\n'), heartbeatMs);
    // A heartbeat alone never keeps the process alive at shutdown.
    this.heartbeat.unref?.();
  }

  get open(): boolean {
    return !this.closed;
  }

  send(message: FeedMessage): void {
    this.raw(frameOf(message));
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.heartbeat);
    if (!this.sink.writableEnded) this.sink.end();
    this.onClose();
  }

  private raw(text: string): void {
    if (this.closed) return;
    if (this.sink.writableLength > MAX_WAITING_BYTES) {
      this.close();
      return;
    }
    this.sink.write(text);
  }
}
