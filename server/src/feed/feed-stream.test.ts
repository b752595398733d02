import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { EventFrame, EventSink } from '../transport/index.js';
import { FeedStream, HEARTBEAT_MS, MAX_WAITING_BYTES } from './feed-stream.js';

/** A response that keeps what was written, and how much is waiting in its socket. */
function sink(): EventSink & { chunks: string[]; waiting: number; ended: boolean } {
  const state = {
    chunks: [] as string[],
    waiting: 0,
    ended: false,
    write(frame: EventFrame) {
      state.chunks.push(frame.text);
    },
    end() {
      state.ended = true;
    },
    get writableLength() {
      return state.waiting;
    },
    get writableEnded() {
      return state.ended;
    },
  };
  return state;
}

const ready = { type: 'ready', position: '5-0', tournamentId: 't', ringId: null, resumed: false } as const;

describe('FeedStream', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('writes each message with its position as the SSE id and its type as the event', () => {
    const out = sink();
    const stream = new FeedStream(out);
    stream.send(ready);
    expect(out.chunks).toEqual([
      'retry: 2000\n\n',
      `id: 5-0\nevent: ready\ndata: ${JSON.stringify(ready)}\n\n`,
    ]);
    stream.close();
  });

  it('sends a comment line every heartbeat while open, and none after closing', () => {
    const out = sink();
    const closed = jest.fn();
    const stream = new FeedStream(out, closed);
    jest.advanceTimersByTime(HEARTBEAT_MS - 1);
    expect(out.chunks.filter((c) => c.startsWith(':'))).toHaveLength(0);
    jest.advanceTimersByTime(1);
    jest.advanceTimersByTime(HEARTBEAT_MS);
    expect(out.chunks.filter((c) => c === ': heartbeat\n\n')).toHaveLength(2);
    stream.close();
    stream.close();
    jest.advanceTimersByTime(HEARTBEAT_MS * 3);
    expect(out.chunks.filter((c) => c === ': heartbeat\n\n')).toHaveLength(2);
    expect(out.ended).toBe(true);
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it('cuts off a client that reads too slowly instead of holding its messages', () => {
    const out = sink();
    const closed = jest.fn();
    const stream = new FeedStream(out, closed);
    out.waiting = MAX_WAITING_BYTES + 1;
    stream.send(ready);
    expect(stream.open).toBe(false);
    expect(out.ended).toBe(true);
    expect(closed).toHaveBeenCalledTimes(1);
    expect(out.chunks).toHaveLength(1);
  });
});
