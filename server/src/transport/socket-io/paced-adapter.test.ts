import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { Server } from 'socket.io';
import { PacedFanOut } from './paced-adapter.js';

const quiet = { error: () => undefined, warn: () => undefined };

/**
 * A real namespace with the paced in-memory adapter; the sockets are stand-ins that record what they were sent and
 * advance the (fake) clock by `writeCostMs` per write. They have no websocket, so they take the library's write path.
 */
function namespaceWithSockets(count: number, writeCostMs: number) {
  const fanOut = new PacedFanOut(quiet);
  const io = new Server({ connectionStateRecovery: {} });
  io.adapter(fanOut.memoryAdapter() as never);
  const nsp = io.of('/live');
  const received: string[][] = [];
  for (let i = 0; i < count; i++) {
    const frames: string[] = [];
    received.push(frames);
    const id = `s${i}`;
    nsp.sockets.set(id, {
      id,
      client: {
        writeToEngine: (packets: string[]) => {
          if (writeCostMs > 0) jest.advanceTimersByTime(writeCostMs);
          frames.push(...packets);
        },
      },
    } as never);
    nsp.adapter.addAll(id, new Set([id, 'area:a1']));
  }
  return { fanOut, nsp, received, close: () => void nsp.adapter.close() };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => {
  jest.useRealTimers();
});

describe('paced adapter with stand-in sockets', () => {
  it('writes a big fan-out in slices, so the event loop serves others in between', async () => {
    // Only the clock is fake: writes move it, the event loop turns for real.
    jest.useFakeTimers({
      doNotFake: [
        'setImmediate',
        'clearImmediate',
        'setTimeout',
        'clearTimeout',
        'nextTick',
        'queueMicrotask',
      ],
    });
    const { fanOut, nsp, received, close } = namespaceWithSockets(200, 0.2);
    nsp.to('area:a1').emit('fight:state', { fightId: 'f1', version: 1 });
    const written = () => received.filter((frames) => frames.length > 0).length;
    const seen: number[] = [];
    while (written() < 200) {
      await nextTurn();
      seen.push(written());
    }
    close();
    // 200 writes of 0.2 ms: several turns of the event loop, none of them holding it for the whole fan-out.
    expect(seen.filter((n) => n > 0 && n < 200).length).toBeGreaterThan(3);
    expect(received.every((frames) => frames.length === 1)).toBe(true);
    expect(fanOut.status).toMatchObject({ fanOutMode: 'fast', framesWritten: 0, libraryWrites: 200 });
  });

  it('lets every other event through unpaced and untouched', () => {
    const { fanOut, nsp, received, close } = namespaceWithSockets(3, 0);
    for (let i = 0; i < 5; i++) nsp.to('area:a1').emit('notice', { i });
    close();
    for (const frames of received) expect(frames).toHaveLength(5);
    expect(fanOut.status.libraryWrites).toBe(0);
  });
});
