import {
  CONFLICT_MINUTES,
  QUEUE_PLACES,
  STALE_RING_MINUTES,
  type FightersSchedule,
  type RingSchedule,
  type ScheduledFight,
} from '@hema/shared/contracts/schedule';
import { plannedBreaks } from '@hema/shared/schedule/day-plan';
import { estimateRing, type FinishedSlot, type QueuedFight } from '@hema/shared/schedule/estimate';
import { isOver, ringOrder } from '@hema/shared/fight/ring-queue';
import { FINISHED_WINDOW_MS, type RingFightRow, type ScheduleInputs } from './schedule-inputs.js';

/** A computed schedule of one tournament: every ring's queue with estimates, as every reader filters it. */
export interface ComputedSchedule {
  inputs: ScheduleInputs;
  rings: RingSchedule[];
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** The ring's fights not over, in the order the ring fights them: the ring queue's order, running fights first. */
export function waitingOrder(fights: readonly RingFightRow[]): RingFightRow[] {
  const ordered = ringOrder(
    fights.map((fight) => ({
      fight,
      fightId: fight.id,
      areaOrder: fight.areaOrder,
      view: { status: fight.status },
    })),
  )
    .filter((entry) => !isOver(entry))
    .map((entry) => entry.fight);
  // A judge may start a fight out of order: whatever runs is what the ring is on now.
  const running = ordered.filter((fight) => fight.startedAt !== null);
  return [...running, ...ordered.filter((fight) => fight.startedAt === null)];
}

/**
 * Every ring's queue with estimated starts at `now` (shared/src/schedule/estimate.ts decides the times). `stale` is
 * computed for the organizer's view only (`withStale`).
 */
export function computeSchedule(inputs: ScheduleInputs, now: number, withStale: boolean): ComputedSchedule {
  const byRing = new Map<string, RingFightRow[]>();
  for (const fight of inputs.fights) {
    const list = byRing.get(fight.areaId) ?? [];
    list.push(fight);
    byRing.set(fight.areaId, list);
  }
  const finished: FinishedSlot[] = inputs.fights
    .filter(
      (f) =>
        f.status === 'finished' &&
        f.startedAt !== null &&
        f.finishedAt !== null &&
        now - f.finishedAt < FINISHED_WINDOW_MS,
    )
    .map((f) => ({
      nominationId: f.nominationId,
      stageId: f.stageId,
      ringId: f.areaId,
      startedAt: f.startedAt!,
      finishedAt: f.finishedAt!,
    }))
    .sort((a, b) => a.finishedAt - b.finishedAt);
  const categories = new Map([...inputs.durations].map(([id, durationMs]) => [id, { durationMs }]));
  const staleMs = (inputs.tournament.staleRingMinutes ?? STALE_RING_MINUTES) * 60_000;
  const tournament = { _id: inputs.tournament.id, title: inputs.tournament.title };
  // The organizer's day plan: no fight is estimated to start before the day starts, after it ends or over lunch.
  const breaks = plannedBreaks(inputs.tournament, now);
  const { stageBreakMinutes } = inputs.tournament;
  const stageBreakMs = stageBreakMinutes === null ? undefined : stageBreakMinutes * 60_000;

  const rings = inputs.rings.map((ring): RingSchedule => {
    const all = byRing.get(ring.id) ?? [];
    const queue = waitingOrder(all);
    const queued: QueuedFight[] = queue.map((f) => ({
      fightId: f.id,
      nominationId: f.nominationId,
      stageId: f.stageId,
      startedAt: f.startedAt,
    }));
    const estimate = estimateRing({
      now,
      ringId: ring.id,
      queue: queued,
      finished,
      categories,
      breaks,
      stageBreakMs,
    });
    const times = new Map(estimate.fights.map((e) => [e.fightId, e]));
    const fights = queue.map((f, at): ScheduledFight => {
      const time = times.get(f.id);
      return {
        fightId: f.id,
        tournament,
        nomination: { _id: f.nominationId, title: f.nominationTitle },
        stage: f.stage,
        group: f.group,
        ring: { _id: ring.id, title: ring.title },
        fightsBefore: at,
        place: QUEUE_PLACES[Math.min(at, QUEUE_PLACES.length - 1)],
        status: f.status,
        fighter1: f.fighter1,
        fighter2: f.fighter2,
        startedAt: iso(f.startedAt),
        estimatedStart: iso(time?.estimatedStart ?? null),
        notBefore: iso(time?.notBefore ?? null),
        calledAt: iso(f.calledAt),
      };
    });
    return {
      ring: { _id: ring.id, title: ring.title },
      fights,
      minutesPerFight: estimate.slotMs === null ? null : Math.round(estimate.slotMs / 6_000) / 10,
      stale: withStale ? staleOf(all, queue, now, staleMs) : null,
    };
  });
  return { inputs, rings };
}

/**
 * A ring that seems stuck: its running fight has had no applied command for `staleMs` (noScore), or nothing runs
 * while fights wait and the ring's last fight ended `staleMs` ago (idle; a ring that has not fought today is not idle).
 */
export function staleOf(
  all: readonly RingFightRow[],
  queue: readonly RingFightRow[],
  now: number,
  staleMs: number,
): RingSchedule['stale'] {
  const running = queue.find((f) => f.startedAt !== null);
  if (running) {
    const last = Math.max(running.lastEventAt ?? 0, running.startedAt ?? 0);
    return now - last >= staleMs ? { kind: 'noScore', since: new Date(last).toISOString() } : null;
  }
  if (queue.length === 0) return null;
  const lastFinish = Math.max(0, ...all.map((f) => f.finishedAt ?? 0));
  if (lastFinish === 0) return null;
  return now - lastFinish >= staleMs ? { kind: 'idle', since: new Date(lastFinish).toISOString() } : null;
}

/** What a fighter's list keeps of a computed schedule: the fights a predicate picks. */
export function pickFights(
  schedules: readonly ComputedSchedule[],
  pick: (fight: ScheduledFight) => boolean,
): ScheduledFight[] {
  return schedules.flatMap((s) => s.rings.flatMap((ring) => ring.fights.filter(pick)));
}

const sideIds = (fight: ScheduledFight) =>
  [fight.fighter1?._id, fight.fighter2?._id].filter((id): id is string => !!id);

/** When a fight is expected on its ring: its start when running, else its estimate. */
const expectedAt = (fight: ScheduledFight) => {
  const at = fight.startedAt ?? fight.estimatedStart;
  return at === null ? null : Date.parse(at);
};

/**
 * A list of fights soonest first, each with the ids of the list's other fights that share a fighter and are expected
 * within {@link CONFLICT_MINUTES} of it on another ring (two rings want the same fighter at once).
 */
export function fightersSchedule(fights: readonly ScheduledFight[], now: number): FightersSchedule {
  const window = CONFLICT_MINUTES * 60_000;
  const sorted = [...fights].sort(
    (a, b) =>
      (expectedAt(a) ?? Number.MAX_SAFE_INTEGER) - (expectedAt(b) ?? Number.MAX_SAFE_INTEGER) ||
      a.fightsBefore - b.fightsBefore ||
      a.fightId.localeCompare(b.fightId),
  );
  return {
    at: new Date(now).toISOString(),
    fights: sorted.map((fight) => {
      const own = sideIds(fight);
      const at = expectedAt(fight);
      const conflictsWith =
        at === null
          ? []
          : sorted
              .filter((other) => {
                if (other.fightId === fight.fightId || other.ring._id === fight.ring._id) return false;
                const otherAt = expectedAt(other);
                if (otherAt === null || Math.abs(otherAt - at) > window) return false;
                return sideIds(other).some((id) => own.includes(id));
              })
              .map((other) => other.fightId);
      return { ...fight, conflictsWith };
    }),
  };
}
