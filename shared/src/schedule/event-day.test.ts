import { describe, expect, it } from '@jest/globals';
import { seededRandom, seedOf, simulateEventDay, type EventDayPlan } from './event-day.js';
import { historyEventDay, planDemoHistory, HISTORY_CIRCUIT } from './demo-history-days.js';

const MINUTE = 60_000;
const START = Date.UTC(2026, 5, 6, 8, 0);

const fights = (prefix: string, count: number, ring: (i: number) => number) =>
  Array.from({ length: count }, (_, i) => ({ fightId: `${prefix}${i}`, ring: ring(i) }));

const plan: EventDayPlan = {
  seed: 7,
  start: START,
  rings: 2,
  durationMs: new Map([
    ['ls', 90_000],
    ['sabre', 60_000],
  ]),
  stages: [
    { nominationId: 'ls', stageId: 'ls-pools', fights: fights('p', 40, (i) => i % 2) },
    { nominationId: 'sabre', stageId: 'sabre-pools', fights: fights('s', 20, () => 1) },
    { nominationId: 'ls', stageId: 'ls-finals', fights: fights('f', 8, () => 0) },
  ],
  lunch: { from: START + 3 * 60 * MINUTE, to: START + 3.75 * 60 * MINUTE },
};

describe('simulateEventDay', () => {
  const day = simulateEventDay(plan);

  it('is the same day for the same seed, another for another', () => {
    expect(simulateEventDay(plan)).toEqual(day);
    expect(simulateEventDay({ ...plan, seed: 8 })).not.toEqual(day);
    expect(seedOf('history-2021-1')).toBe(seedOf('history-2021-1'));
    expect(seedOf('history-2021-1')).not.toBe(seedOf('history-2021-2'));
    const rand = seededRandom(1);
    for (let i = 0; i < 100; i++) expect(rand()).toBeGreaterThanOrEqual(0);
  });

  it('fights every fight once, one at a time per ring, in ring order, after the planned start', () => {
    expect(day).toHaveLength(68);
    for (const ring of [0, 1]) {
      const ours = day.filter((f) => f.ring === ring);
      expect(ours.map((f) => f.ringOrder)).toEqual(ours.map((_, i) => i + 1));
      for (const [i, fight] of ours.entries()) {
        expect(fight.startedAt).toBeGreaterThanOrEqual(START);
        expect(fight.finishedAt).toBeGreaterThan(fight.startedAt);
        if (i > 0) expect(fight.startedAt).toBeGreaterThanOrEqual(ours[i - 1].finishedAt + 45_000 * 0.5);
      }
    }
  });

  it('starts no fight inside lunch, and the finals after every pool fight plus a break', () => {
    for (const fight of day)
      expect(fight.startedAt >= plan.lunch!.from && fight.startedAt < plan.lunch!.to).toBe(false);
    const poolsDone = Math.max(...day.filter((f) => f.stageId === 'ls-pools').map((f) => f.finishedAt));
    const finals = day.filter((f) => f.stageId === 'ls-finals');
    expect(Math.min(...finals.map((f) => f.startedAt))).toBeGreaterThan(poolsDone + MINUTE);
  });

  it('has the spread of a real day: slots of a few minutes, some long ones', () => {
    const pools = day.filter((f) => f.stageId === 'ls-pools' && f.ring === 0);
    const slots = pools.slice(1).map((f, i) => (f.startedAt - pools[i].startedAt) / MINUTE);
    const mean = slots.reduce((a, b) => a + b, 0) / slots.length;
    expect(mean).toBeGreaterThan(3.5);
    expect(mean).toBeLessThan(8);
    expect(Math.max(...slots) - Math.min(...slots)).toBeGreaterThan(2);
    for (const fight of day)
      expect(fight.fightTimeMs).toBeLessThanOrEqual((fight.nominationId === 'ls' ? 90_000 : 60_000) * 1.5);
  });
});

describe('the demo history’s days', () => {
  const now = new Date(Date.UTC(2026, 10, 29));
  const plans = planDemoHistory(now);

  it('plans the circuit up to a week ago, each day from its own stream', () => {
    expect(plans.length).toBeGreaterThan(30);
    expect(plans.every((p) => Date.parse(p.dateStart) < now.getTime() - 7 * 86_400_000)).toBe(true);
    expect(planDemoHistory(now)).toEqual(plans);
    for (const p of plans) {
      expect(p.categories).toHaveLength(HISTORY_CIRCUIT[p.stop].weapons.length);
      expect(p.rings).toBeGreaterThanOrEqual(1);
      expect(p.rings).toBeLessThanOrEqual(p.categories.length);
      expect(new Set(p.categories.map((c) => c.ring)).size).toBe(p.rings);
      expect(p.lunch.from).toBeGreaterThan(p.dayStart);
    }
  });

  it('plays a tournament’s pools on their rings', () => {
    const p = plans[0];
    const categories = p.categories.map((c) => ({
      nominationId: c.weapon,
      stageId: `${c.weapon}-pool`,
      fightIds: Array.from({ length: (c.size * (c.size - 1)) / 2 }, (_, i) => `${c.weapon}${i}`),
    }));
    const day = historyEventDay(p, categories);
    expect(day).toHaveLength(categories.reduce((n, c) => n + c.fightIds.length, 0));
    for (const fight of day)
      expect(fight.ring).toBe(p.categories.find((c) => c.weapon === fight.nominationId)!.ring);
  });
});
