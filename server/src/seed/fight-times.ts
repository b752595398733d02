import type { EntityManager } from 'typeorm';

/**
 * Whether the fight table has its start and finish columns yet (the live schedule's migration adds them): the seeds
 * write the times of their fights only where it does.
 */
export async function fightsAreTimed(manager: EntityManager): Promise<boolean> {
  const rows = (await manager.query(
    `SELECT count(*)::int AS n FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = 'fight' AND column_name IN ('startedAt', 'finishedAt')`,
  )) as { n: number }[];
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
