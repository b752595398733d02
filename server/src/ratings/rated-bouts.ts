import type { EntityManager } from 'typeorm';
import type { RatedFightResult } from '@hema/shared/rating/weapon-ratings';
import { RATING_START_DATE } from '@hema/shared/rating/weapon-ratings';
import { WORLD_ZONE_SLUG } from '@hema/shared/ui-rules/zone-rules';

/**
 * Which fights count for ratings and fighter statistics: fought (finished, not a bye, both fighters known) in a
 * finished tournament that is not a test. The ratings read only wins, losses and draws of these (shared's
 * ratedScores); the statistics read them all.
 */
export const COUNTED_FIGHTS = `f.status = 'finished' AND f."isBye" = false
  AND f."fighter1Id" IS NOT NULL AND f."fighter2Id" IS NOT NULL AND f."fighter1Id" <> f."fighter2Id"
  AND t.status = 'FINISHED' AND t."isTest" = false
  AND NOT (f."matchId" IS NULL AND (SELECT nt."isTeam" FROM nomination nt WHERE nt.id = f."nominationId"))`;

export async function worldZoneId(manager: EntityManager): Promise<string | null> {
  const [row] = (await manager.query(`SELECT id FROM zone WHERE slug = $1`, [WORLD_ZONE_SLUG])) as {
    id: string;
  }[];
  return row?.id ?? null;
}

interface BoutRow {
  fighter1: string;
  fighter2: string;
  result: RatedFightResult['result'];
  weaponId: string;
  zoneId: string | null;
  date: string;
  nominationId: string;
  tournamentId: string;
}

/**
 * Every rated bout since the rating start (spec §9), once for the world zone and once more for the tournament's
 * own zone, in tournament date order.
 */
export async function ratedBouts(
  manager: EntityManager,
  worldZone: string | null,
): Promise<RatedFightResult[]> {
  const rows = (await manager.query(
    `SELECT f."fighter1Id" AS fighter1, f."fighter2Id" AS fighter2, f.result, n."weaponId" AS "weaponId",
            t."zoneId" AS "zoneId", to_char(t."dateStart", 'YYYY-MM-DD') AS date, f."nominationId" AS "nominationId",
            f."tournamentId" AS "tournamentId"
       FROM fight f
       JOIN nomination n ON n.id = f."nominationId"
       JOIN tournament t ON t.id = f."tournamentId"
      WHERE ${COUNTED_FIGHTS} AND n."weaponId" IS NOT NULL AND t."dateStart" >= $1
        AND f.result IN ('F1_WIN', 'F2_WIN', 'DRAW') AND (f."matchId" IS NULL OR n."teamRated")
      ORDER BY t."dateStart", f."tournamentId", f.id`,
    [RATING_START_DATE],
  )) as BoutRow[];
  const bouts: RatedFightResult[] = [];
  for (const row of rows) {
    const { zoneId, ...bout } = row;
    if (worldZone) bouts.push({ ...bout, zoneId: worldZone });
    if (zoneId && zoneId !== worldZone) bouts.push({ ...bout, zoneId });
  }
  return bouts;
}
