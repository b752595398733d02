import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  categorySlotMs,
  DEFAULT_STAGE_BREAK_MS,
  estimateRing,
  RULES_SLOT_FACTOR,
  RULES_SLOT_GAP_MS,
  type FinishedSlot,
  type QueuedFight,
  type RingEstimateInput,
} from './estimate.js';

const MINUTE = 60_000;
const NOW = Date.UTC(2026, 5, 6, 11, 0);
const categories = new Map([
  ['longsword', { durationMs: 90_000 }],
  ['sabre', { durationMs: 60_000 }],
]);

const waiting = (count: number, nominationId = 'longsword', stageId = 'pools', from = 0): QueuedFight[] =>
  Array.from({ length: count }, (_, i) => ({
    fightId: `${stageId}-${from + i}`,
    nominationId,
    stageId,
    startedAt: null,
  }));

/** A ring's morning: `count` fights of `lengthMs` with `gapMs` changeovers, the last finishing at `endAt`. */
function morning(count: number, lengthMs: number, gapMs: number, endAt = NOW, ringId = 'r1'): FinishedSlot[] {
  return Array.from({ length: count }, (_, i) => {
    const finishedAt = endAt - (count - 1 - i) * (lengthMs + gapMs);
    return {
      nominationId: 'longsword',
      stageId: 'pools',
      ringId,
      startedAt: finishedAt - lengthMs,
      finishedAt,
    };
  });
}

const estimate = (input: Partial<RingEstimateInput> & { queue: QueuedFight[] }) =>
  estimateRing({ now: NOW, ringId: 'r1', finished: [], categories, ...input });

describe('estimateRing', () => {
  it('estimates a fresh ring from the rules: fight time × factor plus a changeover per fight', () => {
    const { fights, slotMs } = estimate({ queue: waiting(3) });
    const slot = 90_000 * RULES_SLOT_FACTOR + RULES_SLOT_GAP_MS;
    expect(slotMs).toBe(slot);
    expect(fights.map((f) => f.estimatedStart)).toEqual([NOW, NOW + slot, NOW + 2 * slot]);
    expect(fights[0].notBefore).toBe(NOW);
  });

  it('learns the slot from the day’s finished fights, on any ring', () => {
    const finished = morning(12, 6 * MINUTE, 2 * MINUTE, NOW, 'r2');
    const { fights, slotMs } = estimate({ queue: waiting(4), finished });
    // Twelve fights of 6 + 2 minutes against three pseudo-fights of the rules' 3.75 + 1.5: close to 8 minutes.
    expect(slotMs! / MINUTE).toBeGreaterThan(7.4);
    expect(slotMs! / MINUTE).toBeLessThan(8);
    const steps = fights.slice(1).map((f, i) => f.estimatedStart! - fights[i].estimatedStart!);
    for (const step of steps) expect(Math.abs(step - steps[0])).toBeLessThanOrEqual(1);
    expect(categorySlotMs('longsword', finished, categories)).toBe(slotMs);
  });

  it('carries the day’s pace over to a category that has not fought yet', () => {
    const slow = morning(10, 6 * MINUTE, 90_000);
    const fresh = estimate({ queue: waiting(2, 'sabre', 'sabre') });
    const afterSlowMorning = estimate({ queue: waiting(2, 'sabre', 'sabre'), finished: slow });
    const step = (e: typeof fresh) => e.fights[1].estimatedStart! - e.fights[0].estimatedStart!;
    expect(step(afterSlowMorning)).toBeGreaterThan(step(fresh) * 1.2);
  });

  it('lets a running fight that overran end soon after now, never in the past', () => {
    const finished = morning(8, 4 * MINUTE, 90_000, NOW - 20 * MINUTE);
    const running: QueuedFight = {
      fightId: 'running',
      nominationId: 'longsword',
      stageId: 'pools',
      startedAt: NOW - 15 * MINUTE,
    };
    const { fights } = estimate({ queue: [running, ...waiting(2)], finished });
    expect(fights[0]).toEqual({
      fightId: 'running',
      estimatedStart: NOW - 15 * MINUTE,
      notBefore: NOW - 15 * MINUTE,
    });
    expect(fights[1].estimatedStart!).toBeGreaterThan(NOW);
    expect(fights[1].estimatedStart!).toBeLessThan(NOW + 4 * MINUTE);
    // A fight just started is expected to run its usual length.
    const justStarted = estimate({
      queue: [{ ...running, startedAt: NOW - MINUTE }, ...waiting(1)],
      finished,
    });
    expect(justStarted.fights[1].estimatedStart! - NOW).toBeGreaterThan(3 * MINUTE);
  });

  it('uses the remaining time of longer fights of the category for a fight that has run long', () => {
    const finished = [
      ...morning(6, 4 * MINUTE, 90_000, NOW - 40 * MINUTE),
      ...morning(2, 12 * MINUTE, 90_000, NOW - 80 * MINUTE),
    ];
    const running: QueuedFight = {
      fightId: 'long',
      nominationId: 'longsword',
      stageId: 'pools',
      startedAt: NOW - 8 * MINUTE,
    };
    const { fights } = estimate({ queue: [running, ...waiting(1)], finished });
    // Those that lasted longer than 8 minutes went on for 4 more.
    expect(fights[1].estimatedStart! - NOW).toBeGreaterThan(3 * MINUTE);
  });

  it('adds a stage break where the ring switches stage, learned from the day or the organizer’s', () => {
    const queue = [...waiting(2), ...waiting(2, 'longsword', 'finals')];
    const { fights } = estimate({ queue });
    const step = (i: number) => fights[i + 1].estimatedStart! - fights[i].estimatedStart!;
    expect(step(1) - step(0)).toBe(DEFAULT_STAGE_BREAK_MS - RULES_SLOT_GAP_MS);
    const organizer = estimate({ queue, stageBreakMs: 20 * MINUTE });
    expect(organizer.fights[2].estimatedStart! - organizer.fights[1].estimatedStart!).toBe(
      90_000 * RULES_SLOT_FACTOR + 20 * MINUTE,
    );
    // A day whose stage switches took 15 minutes expects long ones.
    const day: FinishedSlot[] = [
      {
        nominationId: 'sabre',
        stageId: 'a',
        ringId: 'r2',
        startedAt: NOW - 60 * MINUTE,
        finishedAt: NOW - 57 * MINUTE,
      },
      {
        nominationId: 'sabre',
        stageId: 'b',
        ringId: 'r2',
        startedAt: NOW - 42 * MINUTE,
        finishedAt: NOW - 39 * MINUTE,
      },
      {
        nominationId: 'sabre',
        stageId: 'c',
        ringId: 'r2',
        startedAt: NOW - 24 * MINUTE,
        finishedAt: NOW - 21 * MINUTE,
      },
    ];
    const learned = estimate({ queue, finished: day });
    expect(learned.fights[2].estimatedStart! - learned.fights[1].estimatedStart!).toBeGreaterThan(
      fights[2].estimatedStart! - fights[1].estimatedStart! + 3 * MINUTE,
    );
  });

  it('learns nothing about stage breaks from a switch around a planned break', () => {
    const queue = [...waiting(1), ...waiting(1, 'longsword', 'finals')];
    const lunch = { from: NOW - 60 * MINUTE, to: NOW - 25 * MINUTE };
    const day: FinishedSlot[] = [
      {
        nominationId: 'sabre',
        stageId: 'a',
        ringId: 'r2',
        startedAt: NOW - 70 * MINUTE,
        finishedAt: NOW - 62 * MINUTE,
      },
      {
        nominationId: 'sabre',
        stageId: 'b',
        ringId: 'r2',
        startedAt: NOW - 24 * MINUTE,
        finishedAt: NOW - 21 * MINUTE,
      },
    ];
    const told = estimate({ queue, finished: day, breaks: [lunch] });
    const untold = estimate({ queue, finished: day });
    const step = (e: typeof told) => e.fights[1].estimatedStart! - e.fights[0].estimatedStart!;
    // The fight's length and the default stage break: the 46-minute gap taught nothing.
    const length = told.slotMs! - RULES_SLOT_GAP_MS;
    expect(Math.abs(step(told) - (length + DEFAULT_STAGE_BREAK_MS))).toBeLessThanOrEqual(1);
    expect(step(untold)).toBeGreaterThan(step(told) + 5 * MINUTE);
  });

  it('starts nothing inside a planned break, and calls the first pair after it', () => {
    const lunch = { from: NOW + 5 * MINUTE, to: NOW + 50 * MINUTE };
    const { fights } = estimate({ queue: waiting(4), breaks: [lunch] });
    expect(fights[0].estimatedStart).toBe(NOW);
    expect(fights[1].estimatedStart).toBe(lunch.to + RULES_SLOT_GAP_MS);
    for (const fight of fights) {
      expect(fight.estimatedStart! < lunch.from || fight.estimatedStart! >= lunch.to).toBe(true);
      expect(fight.notBefore! < lunch.from || fight.notBefore! >= lunch.to).toBe(true);
    }
    // Before the day starts, its first fight is at the start.
    const night = { from: NOW - 12 * 60 * MINUTE, to: NOW + 30 * MINUTE };
    expect(estimate({ queue: waiting(1), breaks: [night] }).fights[0].estimatedStart).toBe(
      night.to + RULES_SLOT_GAP_MS,
    );
  });

  it('follows an idle ring’s last finish with a changeover', () => {
    const finished = morning(1, 4 * MINUTE, 0, NOW - 30_000);
    const { fights } = estimate({ queue: waiting(1), finished });
    expect(fights[0].estimatedStart).toBeGreaterThan(NOW);
    expect(fights[0].estimatedStart).toBeLessThanOrEqual(NOW + RULES_SLOT_GAP_MS);
  });

  it('gives no estimate where a category has neither rules nor history, nor after it', () => {
    const queue = [...waiting(1), ...waiting(1, 'unknown', 'x'), ...waiting(1)];
    const { fights } = estimate({ queue });
    expect(fights.map((f) => f.estimatedStart === null)).toEqual([false, true, true]);
    expect(fights[1].notBefore).toBeNull();
    expect(estimate({ queue: waiting(1, 'unknown', 'x') }).slotMs).toBeNull();
    // History alone is enough.
    const finished = morning(3, 5 * MINUTE, MINUTE).map((f) => ({ ...f, nominationId: 'unknown' }));
    expect(estimate({ queue: waiting(2, 'unknown', 'x'), finished }).fights[1].estimatedStart).not.toBeNull();
    const running: QueuedFight = {
      fightId: 'r',
      nominationId: 'unknown',
      stageId: 'x',
      startedAt: NOW - MINUTE,
    };
    expect(estimate({ queue: [running, ...waiting(1)] }).fights[1].estimatedStart).toBeNull();
  });

  it('keeps "not before" between now and the estimate, and both growing along the queue', () => {
    const slot = fc.record({
      nominationId: fc.constantFrom('longsword', 'sabre'),
      stageId: fc.constantFrom('a', 'b'),
      ringId: fc.constantFrom('r1', 'r2'),
      length: fc.integer({ min: 30_000, max: 20 * MINUTE }),
      gap: fc.integer({ min: 0, max: 30 * MINUTE }),
    });
    fc.assert(
      fc.property(
        fc.array(slot, { maxLength: 30 }),
        fc.array(
          fc.record({
            nominationId: fc.constantFrom('longsword', 'sabre'),
            stageId: fc.constantFrom('a', 'b', 'c'),
          }),
          {
            minLength: 1,
            maxLength: 25,
          },
        ),
        fc.option(fc.integer({ min: 0, max: 30 * MINUTE }), { nil: undefined }),
        fc.option(
          fc.record({ from: fc.integer({ min: 0, max: 120 }), length: fc.integer({ min: 0, max: 90 }) }),
          {
            nil: undefined,
          },
        ),
        (history, queued, runningFor, lunch) => {
          let at = NOW - 8 * 60 * MINUTE;
          const finished = history.map((s) => {
            at += s.gap;
            const fight = { ...s, startedAt: at, finishedAt: at + s.length };
            at += s.length;
            return fight;
          });
          const queue: QueuedFight[] = queued.map((q, i) => ({
            fightId: `q${i}`,
            ...q,
            startedAt: i === 0 && runningFor !== undefined ? NOW - runningFor : null,
          }));
          const breaks = lunch
            ? [{ from: NOW + lunch.from * MINUTE, to: NOW + (lunch.from + lunch.length) * MINUTE }]
            : undefined;
          const { fights } = estimateRing({ now: NOW, ringId: 'r1', queue, finished, categories, breaks });
          const waitingOnes = fights.filter((_, i) => queue[i].startedAt === null);
          let previous = { estimatedStart: NOW, notBefore: NOW };
          for (const fight of waitingOnes) {
            expect(fight.notBefore!).toBeGreaterThanOrEqual(NOW);
            expect(fight.notBefore!).toBeLessThanOrEqual(fight.estimatedStart!);
            expect(fight.estimatedStart!).toBeGreaterThanOrEqual(previous.estimatedStart);
            expect(fight.notBefore!).toBeGreaterThanOrEqual(previous.notBefore);
            previous = { estimatedStart: fight.estimatedStart!, notBefore: fight.notBefore! };
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('widens "not before" with the fights ahead', () => {
    const finished = morning(10, 4 * MINUTE, 90_000);
    const { fights } = estimate({ queue: waiting(10), finished });
    const margins = fights.map((f) => f.estimatedStart! - f.notBefore!);
    expect(margins[9]).toBeGreaterThan(margins[2]);
    expect(margins[2]).toBeGreaterThan(0);
  });
});
