import type { FeedMessage } from '@hema/shared/contracts/feed';
import { EventFrame, type EventSink } from '../transport/index.js';

/** How often an idle stream sends a comment line, so proxies and browsers keep it open and clients notice a dead one. */
export const HEARTBEAT_MS = 15_000;
/** What a stream may have waiting in its socket before the client counts as too slow and is cut off (it resumes). */
export const MAX_WAITING_BYTES = 1024 * 1024;
/** How long a browser's EventSource waits before it reconnects (the SSE `retry` field). */
const RETRY_MS = 2000;

const RETRY = new EventFrame(`retry: ${RETRY_MS}\n\n`);
const HEARTBEAT = new EventFrame(': heartbeat\n\n');

/**
 * A message as its SSE frame, built once: every stream of a tournament is handed the same entry object, so a change
 * is serialized and encoded once however many clients follow it (the cost per delivery is then the socket write).
 */
const frames = new WeakMap<object, EventFrame>();
export function frameOf(message: FeedMessage): EventFrame {
  let frame = frames.get(message);
  if (frame === undefined) {
    frame = new EventFrame(
      `id: ${message.position}\nevent: ${message.type}\ndata: ${JSON.stringify(message)}\n\n`,
    );
    frames.set(message, frame);
  }
  return frame;
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
    private readonly sink: EventSink,
    private readonly onClose: () => void = () => undefined,
    heartbeatMs = HEARTBEAT_MS,
  ) {
    this.sink.write(RETRY);
    this.heartbeat = setInterval(() => this.raw(HEARTBEAT), heartbeatMs);
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

  private raw(frame: EventFrame): void {
    if (this.closed) return;
    if (this.sink.writableLength > MAX_WAITING_BYTES) {
      this.close();
      return;
    }
    this.sink.write(frame);
  }
}
