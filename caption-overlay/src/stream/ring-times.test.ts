import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { ringTimesFollower } from './ring-times.js';

const schedule = (estimatedStart: string | null) => ({
  tournament: { _id: 't', title: 'Cup' },
  at: '2026-11-29T14:00:00.000Z',
  rings: [{ ring: { _id: 'r', title: '1' }, fights: [{ fightId: 'f2', estimatedStart }] }],
});

let asked: string[];
let answer: unknown;

beforeEach(() => {
  jest.useFakeTimers();
  asked = [];
  answer = schedule('2026-11-29T14:20:00.000Z');
  // The schedule endpoint stands in for the server here: this tests the follower's own rule only.
  globalThis.fetch = ((url: string) => {
    asked.push(url);
    return Promise.resolve({ status: 200, ok: true, json: () => Promise.resolve(answer) });
  }) as unknown as typeof fetch;
});
afterEach(() => {
  jest.useRealTimers();
});

const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
  await jest.advanceTimersByTimeAsync(0);
};

describe("the ring boards' estimates", () => {
  it('reads the estimates of the tournament’s schedule, and none from an answer it cannot read', async () => {
    const follower = ringTimesFollower('t-1', () => {});
    await follower.refresh();
    expect(asked).toEqual(['/api/tournaments/t-1/schedule']);
    expect([...follower.times()]).toEqual([['f2', '2026-11-29T14:20:00.000Z']]);
    answer = schedule(null);
    await follower.refresh();
    expect(follower.times().size).toBe(0);
  });

  it('asks again at once after a change, then once for a burst of changes', async () => {
    let redraws = 0;
    const follower = ringTimesFollower('t-1', () => redraws++, 15_000);
    follower.changed();
    await settle();
    expect(asked).toHaveLength(1);
    expect(redraws).toBe(1);
    follower.changed();
    follower.changed();
    await settle();
    expect(asked).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(15_000);
    await settle();
    expect(asked).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(15_000);
    expect(asked).toHaveLength(2);
  });
});
