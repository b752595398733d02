import { sql } from 'kysely';
import type { EntityManager } from 'typeorm';
import { seedOf, simulateEventDay } from '@hema/shared/schedule/event-day';
import { sqlOf } from '../database/sql.js';

/**
 * Whether the fight table has its start and finish columns yet (the live schedule's migration adds them): the seeds
 * write the times of their fights only where it does.
 */
export async function fightsAreTimed(manager: EntityManager): Promise<boolean> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM information_schema.columns
     WHERE table_schema = current_schema() AND table_name = 'fight' AND column_name IN ('startedAt', 'finishedAt')
  `.execute(sqlOf(manager));
  return rows[0]?.n === 2;
}

/** Sets fights' start and finish (null for a fight not finished), in one statement; nothing without the columns. */
export async function writeFightTimes(
  manager: EntityManager,
  times: readonly { fightId: string; startedAt: Date; finishedAt: Date | null }[],
): Promise<void> {
  if (times.length === 0 || !(await fightsAreTimed(manager))) return;
  await manager.query(
    `UPDATE fight SET "startedAt" = x.s, "finishedAt" = x.f
       FROM unnest($1::uuid[], $2::timestamptz[], $3::timestamptz[]) AS x(id, s, f) WHERE fight.id = x.id`,
    [times.map((t) => t.fightId), times.map((t) => t.startedAt), times.map((t) => t.finishedAt)],
  );
}

/** A ring of a live demo: the fights it has started, in ring order; the last one is running. */
export interface DemoRing {
  nominationId: string;
  /** The fight time of the category's rules. */
  durationMs: number;
  fightIds: readonly string[];
}

/**
 * A live demo's commands run within a second, but the schedule's estimates learn from fights' real lengths: its
 * started fights get the times of a morning in the hall (the event-day model of shared/src/schedule/event-day.ts),
 * each ring's last one running since `now`, the ones before it finished.
 */
export async function writeDemoMorning(
  manager: EntityManager,
  seed: string,
  rings: readonly DemoRing[],
  now: number,
): Promise<void> {
  const day = simulateEventDay({
    seed: seedOf(seed),
    start: now,
    rings: rings.length,
    durationMs: new Map(rings.map((r) => [r.nominationId, r.durationMs])),
    stages: rings.map((r, ring) => ({
      nominationId: r.nominationId,
      stageId: `ring-${ring}`,
      fights: r.fightIds.map((fightId) => ({ fightId, ring })),
    })),
  });
  const times = rings.flatMap((_, ring) => {
    const played = day.filter((f) => f.ring === ring);
    const shift = now - played[played.length - 1].startedAt;
    return played.map((f, i) => ({
      fightId: f.fightId,
      startedAt: new Date(f.startedAt + shift),
      finishedAt: i < played.length - 1 ? new Date(f.finishedAt + shift) : null,
    }));
  });
  await writeFightTimes(manager, times);
}
