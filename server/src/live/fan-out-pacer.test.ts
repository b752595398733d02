import { describe, expect, it } from '@jest/globals';
import { Server } from 'socket.io';
import { SessionAwareAdapter } from 'socket.io-adapter';
import { FanOutPacer, MIN_FAN_OUT_INTERVAL_MS } from './fan-out-pacer.js';
import { withPacedFanOut } from './paced-adapter.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

describe('fan-out pacer', () => {
  it('sends the first state at once and merges a burst into its latest state', async () => {
    const sent: number[] = [];
    const pacer = new FanOutPacer();
    const send = (v: number) => () => (sent.push(v), 0);
    pacer.offer('f1', send(1));
    await sleep(1);
    for (let v = 2; v <= 30; v++) pacer.offer('f1', send(v));
    await sleep(MIN_FAN_OUT_INTERVAL_MS + 20);
    expect(sent).toEqual([1, 30]);
    expect(pacer.coalesced).toBe(28);
  });

  it('spaces a lane by what its fan-out cost, so the event loop stays free between fan-outs', async () => {
    const starts: number[] = [];
    const pacer = new FanOutPacer();
    const send = () => {
      starts.push(performance.now());
      busy(60);
      return 60;
    };
    pacer.offer('f1', send);
    await sleep(1);
    pacer.offer('f1', send);
    // While the lane waits, the event loop serves everything else.
    const ticks: number[] = [];
    const ticker = setInterval(() => ticks.push(performance.now()), 5);
    await sleep(200);
    clearInterval(ticker);
    expect(starts).toHaveLength(2);
    expect(starts[1]! - starts[0]!).toBeGreaterThanOrEqual(2 * 60 - 5);
    expect(ticks.length).toBeGreaterThan(5);
  });

  it('keeps lanes apart: another fight is not held back by a busy one', async () => {
    const sent: string[] = [];
    const pacer = new FanOutPacer();
    const send = (name: string) => () => (sent.push(name), 500);
    pacer.offer('f1', send('f1:1'));
    await sleep(1);
    pacer.offer('f1', send('f1:2'));
    pacer.offer('f2', send('f2:1'));
    await sleep(20);
    expect(sent).toEqual(['f1:1', 'f2:1']);
  });

  it('holds a lane while an asynchronous send is on its way, and lets it go when the send stalls', async () => {
    const sent: number[] = [];
    const pacer = new FanOutPacer();
    let release!: (cost: number) => void;
    pacer.offer('f1', () => {
      sent.push(1);
      return new Promise<number>((resolve) => (release = resolve));
    });
    await sleep(1);
    pacer.offer('f1', () => (sent.push(2), 0));
    await sleep(MIN_FAN_OUT_INTERVAL_MS + 20);
    expect(sent).toEqual([1]);
    release(0);
    await sleep(MIN_FAN_OUT_INTERVAL_MS + 20);
    expect(sent).toEqual([1, 2]);
  });

  it('reports a failing send and goes on with the next state', async () => {
    const errors: unknown[] = [];
    const sent: number[] = [];
    const pacer = new FanOutPacer((error) => errors.push(error));
    pacer.offer('f1', () => {
      throw new Error('adapter down');
    });
    await sleep(1);
    pacer.offer('f1', () => (sent.push(2), 0));
    await sleep(MIN_FAN_OUT_INTERVAL_MS + 20);
    expect(errors).toHaveLength(1);
    expect(sent).toEqual([2]);
  });
});

describe('paced Socket.IO adapter', () => {
  /** A real namespace with its real adapter; the sockets are stand-ins that record what they were sent. */
  function namespaceWithSockets(count: number, writeCostMs: number) {
    const io = new Server({ connectionStateRecovery: {} });
    io.adapter(
      withPacedFanOut(
        (nsp) => new SessionAwareAdapter(nsp),
        () => undefined,
      ) as never,
    );
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
            busy(writeCostMs);
            frames.push(...packets);
          },
        },
      } as never);
      nsp.adapter.addAll(id, new Set([id, 'area:a1']));
    }
    return { nsp, received, close: () => void nsp.adapter.close() };
  }

  const versionsOf = (frames: string[]) =>
    frames.map(
      (frame) => (JSON.parse(frame.slice(frame.indexOf('['))) as [string, { version: number }])[1].version,
    );

  it('delivers a burst of fight states as a few fan-outs ending on the latest version', async () => {
    const { nsp, received, close } = namespaceWithSockets(20, 1);
    nsp.to('area:a1').emit('fight:state', { fightId: 'f1', version: 1 });
    for (let v = 2; v <= 40; v++) {
      await sleep(2);
      nsp.to('area:a1').emit('fight:state', { fightId: 'f1', version: v });
    }
    await sleep(150);
    close();
    for (const frames of received) {
      const versions = versionsOf(frames);
      expect(versions[0]).toBe(1);
      expect(versions.at(-1)).toBe(40);
      expect(versions.length).toBeLessThan(10);
      expect([...versions].sort((a, b) => a - b)).toEqual(versions);
    }
  });

  it('writes a big fan-out in slices, so the event loop serves others in between', async () => {
    const { nsp, received, close } = namespaceWithSockets(200, 0.2);
    const order: string[] = [];
    nsp.to('area:a1').emit('fight:state', { fightId: 'f1', version: 1 });
    setTimeout(() => order.push(`timer after ${received.filter((f) => f.length > 0).length} sockets`), 0);
    await sleep(100);
    close();
    expect(received.every((frames) => frames.length === 1)).toBe(true);
    // 200 sockets at 0.2 ms take 40 ms: the timer ran before the last of them was written.
    expect(order).toHaveLength(1);
    const written = Number(/after (\d+)/.exec(order[0]!)![1]);
    expect(written).toBeGreaterThan(0);
    expect(written).toBeLessThan(200);
  });

  it('lets every other event through unpaced', async () => {
    const { nsp, received, close } = namespaceWithSockets(3, 0);
    for (let i = 0; i < 5; i++) nsp.to('area:a1').emit('notice', { i });
    close();
    for (const frames of received) expect(frames).toHaveLength(5);
  });
});
