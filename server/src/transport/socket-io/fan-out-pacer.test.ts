import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { FanOutPacer, MIN_FAN_OUT_INTERVAL_MS, STALLED_AFTER_MS } from './fan-out-pacer.js';

/** Runs everything due within `ms` of fake time, promise callbacks included. */
const advance = (ms: number) => jest.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('fan-out pacer', () => {
  it('sends the first state at once and merges a burst into its latest state, one interval later', async () => {
    const sent: number[] = [];
    const pacer = new FanOutPacer();
    const send = (v: number) => () => (sent.push(v), 0);
    pacer.offer('f1', send(1));
    await advance(0);
    expect(sent).toEqual([1]);
    for (let v = 2; v <= 30; v++) pacer.offer('f1', send(v));
    await advance(MIN_FAN_OUT_INTERVAL_MS - 1);
    expect(sent).toEqual([1]);
    await advance(1);
    expect(sent).toEqual([1, 30]);
    expect(pacer.coalesced).toBe(28);
  });

  it('spaces a lane by what its fan-out cost, so the event loop stays free between fan-outs', async () => {
    const sent: number[] = [];
    const pacer = new FanOutPacer();
    const send = (v: number) => () => (sent.push(v), 3 * MIN_FAN_OUT_INTERVAL_MS);
    pacer.offer('f1', send(1));
    await advance(0);
    pacer.offer('f1', send(2));
    await advance(3 * MIN_FAN_OUT_INTERVAL_MS - 1);
    expect(sent).toEqual([1]);
    await advance(1);
    expect(sent).toEqual([1, 2]);
  });

  it('keeps lanes apart: another fight is not held back by a busy one', async () => {
    const sent: string[] = [];
    const pacer = new FanOutPacer();
    const send = (name: string) => () => (sent.push(name), 500);
    pacer.offer('f1', send('f1:1'));
    await advance(0);
    pacer.offer('f1', send('f1:2'));
    pacer.offer('f2', send('f2:1'));
    await advance(0);
    expect(sent).toEqual(['f1:1', 'f2:1']);
  });

  it("keeps a fight's states in the order they came across its lanes, whatever each lane's pace", async () => {
    const sent: string[] = [];
    const pacer = new FanOutPacer();
    // The caption's lane costs more, so on its own it would come due after the spectators' lane.
    const send = (name: string, cost: number) => () => (sent.push(name), cost);
    pacer.offer('f1:caption', send('caption 1', 3 * MIN_FAN_OUT_INTERVAL_MS), 'f1');
    pacer.offer('f1:area', send('area 1', 0), 'f1');
    await advance(0);
    expect(sent).toEqual(['caption 1', 'area 1']);
    await advance(MIN_FAN_OUT_INTERVAL_MS);
    pacer.offer('f1:caption', send('caption 2', 0), 'f1');
    pacer.offer('f1:area', send('area 2', 0), 'f1');
    await advance(3 * MIN_FAN_OUT_INTERVAL_MS);
    expect(sent).toEqual(['caption 1', 'area 1', 'caption 2', 'area 2']);
  });

  it('holds a lane while an asynchronous send is on its way', async () => {
    const sent: number[] = [];
    const pacer = new FanOutPacer();
    let release!: (cost: number) => void;
    pacer.offer('f1', () => {
      sent.push(1);
      return new Promise<number>((resolve) => (release = resolve));
    });
    await advance(0);
    pacer.offer('f1', () => (sent.push(2), 0));
    await advance(MIN_FAN_OUT_INTERVAL_MS * 10);
    expect(sent).toEqual([1]);
    release(0);
    await advance(0);
    expect(sent).toEqual([1, 2]);
  });

  it('lets a lane go when its send stalls (Redis not answering)', async () => {
    const sent: number[] = [];
    const pacer = new FanOutPacer();
    pacer.offer('f1', () => (sent.push(1), new Promise<number>(() => undefined)));
    await advance(0);
    pacer.offer('f1', () => (sent.push(2), 0));
    await advance(STALLED_AFTER_MS - 1);
    expect(sent).toEqual([1]);
    // The lane lets go at STALLED_AFTER_MS and the next state leaves on the following turn (fake time: +1 ms).
    await advance(2);
    expect(sent).toEqual([1, 2]);
  });

  it('reports a failing send and goes on with the next state', async () => {
    const errors: unknown[] = [];
    const sent: number[] = [];
    const pacer = new FanOutPacer((error) => errors.push(error));
    pacer.offer('f1', () => {
      throw new Error('adapter down');
    });
    await advance(0);
    pacer.offer('f1', () => (sent.push(2), 0));
    await advance(MIN_FAN_OUT_INTERVAL_MS);
    expect(errors).toHaveLength(1);
    expect(sent).toEqual([2]);
  });
});

describe('fan-out pacer: a message after its fight', () => {
  it('goes at once when none of the fight’s lanes holds a state', async () => {
    const sent: string[] = [];
    const pacer = new FanOutPacer();
    pacer.offer('f1 rooms-a', () => (sent.push('state'), 0), 'f1');
    await advance(0);
    pacer.offer('f2 rooms-a', () => (sent.push('other fight'), 0), 'f2');
    pacer.after('f1', () => sent.push('removed'));
    expect(sent).toEqual(['state', 'removed']);
  });

  it('waits for the states of every lane of its fight that were offered before it, not for other fights', async () => {
    const sent: string[] = [];
    const pacer = new FanOutPacer();
    const state = (name: string) => () => (sent.push(name), 0);
    pacer.offer('f1 caption', state('caption v1'), 'f1');
    pacer.offer('f1 spectators', state('spectators v1'), 'f1');
    await advance(0);
    pacer.offer('f1 caption', state('caption v2'), 'f1');
    let release!: (cost: number) => void;
    pacer.offer('f1 spectators', () => (sent.push('spectators v2'), new Promise((r) => (release = r))), 'f1');
    pacer.offer('f2 spectators', state('f2 v1'), 'f2');
    pacer.after('f1', () => sent.push('f1 removed'));
    await advance(MIN_FAN_OUT_INTERVAL_MS);
    expect(sent).toEqual(['caption v1', 'spectators v1', 'f2 v1', 'caption v2', 'spectators v2']);
    release(0);
    await advance(0);
    expect(sent.at(-1)).toBe('f1 removed');
  });

  it('goes after the state that replaced the one it waited for', async () => {
    const sent: string[] = [];
    const pacer = new FanOutPacer();
    pacer.offer('f1 rooms', () => (sent.push('v1'), 0), 'f1');
    await advance(0);
    pacer.offer('f1 rooms', () => (sent.push('v2'), 0), 'f1');
    pacer.after('f1', () => sent.push('removed'));
    pacer.offer('f1 rooms', () => (sent.push('v3'), 0), 'f1');
    await advance(MIN_FAN_OUT_INTERVAL_MS);
    expect(sent).toEqual(['v1', 'v3', 'removed']);
  });

  it('does not wait for states offered after it', async () => {
    const sent: string[] = [];
    const pacer = new FanOutPacer();
    let release!: (cost: number) => void;
    pacer.offer('f1 rooms', () => (sent.push('v1'), new Promise((r) => (release = r))), 'f1');
    await advance(0);
    pacer.after('f1', () => sent.push('removed'));
    pacer.offer('f1 rooms', () => (sent.push('v2'), 0), 'f1');
    release(0);
    await advance(0);
    expect(sent).toEqual(['v1', 'removed']);
    await advance(MIN_FAN_OUT_INTERVAL_MS);
    expect(sent).toEqual(['v1', 'removed', 'v2']);
  });
});
