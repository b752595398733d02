import type { DataSource } from 'typeorm';
import type { FightResult } from '@hema/shared/domain-types';
import { outcomeFor } from '@hema/shared/fight/fight-result';
import { theRating } from '@hema/shared/rating/the-rating';
import type { FighterRecord, RecordFight, RecordMedal } from '@hema/shared/rating/achievement-rules';
import { sqlOf } from '../database/sql.js';
import type { StandingsService } from '../standings/standings.service.js';
import type { FighterRatings } from '../predictions/fighter-ratings.js';

interface FightRow {
  tournamentId: string;
  dateStart: string;
  zoneId: string | null;
  weaponId: string | null;
  fighter1Id: string;
  fighter2Id: string;
  result: FightResult;
  order: Date;
}

/** Each fighter of a fight with a result, with their opponent and how it ended for them (shared's outcomeFor). */
export function sidesOf(fight: Pick<FightRow, 'fighter1Id' | 'fighter2Id' | 'result'>) {
  return ([1, 2] as const).flatMap((side) => {
    const outcome = outcomeFor(fight.result, side);
    if (outcome === null) return [];
    const me = side === 1 ? fight.fighter1Id : fight.fighter2Id;
    const opponent = side === 1 ? fight.fighter2Id : fight.fighter1Id;
    return [{ me, opponent, outcome }];
  });
}

/**
 * Every fighter's record for the achievement rules: fights with a result (byes and cancelled fights left out) and
 * medals of finished tournaments. Medals come from the standings service's summary, the one place that knows a
 * category's finals stage.
 */
export async function fighterRecords(
  db: DataSource,
  standings: StandingsService,
  ratings: FighterRatings,
): Promise<FighterRecord[]> {
  const fights = (await db.query(
    `SELECT f."tournamentId", to_char(t."dateStart", 'YYYY-MM-DD') AS "dateStart", t."zoneId", n."weaponId",
            f."fighter1Id", f."fighter2Id", f.result, f."updatedAt" AS "order"
       FROM fight f JOIN tournament t ON t.id = f."tournamentId" JOIN nomination n ON n.id = f."nominationId"
      WHERE t.status = 'FINISHED' AND f.status = 'finished' AND NOT f."isBye"
        AND f."fighter1Id" IS NOT NULL AND f."fighter2Id" IS NOT NULL
        AND f.result <> 'NONE'
        -- a team match's sides are teams; its relay bouts count as fighters' own fights
        AND NOT (f."matchId" IS NULL AND n."isTeam")`,
  )) as FightRow[];
  const records = new Map<string, { fights: RecordFight[]; medals: RecordMedal[] }>();
  const of = (userId: string) => {
    let record = records.get(userId);
    if (!record) records.set(userId, (record = { fights: [], medals: [] }));
    return record;
  };
  const byWeapon = new Map<string | null, Set<string>>();
  for (const fight of fights) {
    const ids = byWeapon.get(fight.weaponId) ?? new Set<string>();
    ids.add(fight.fighter1Id).add(fight.fighter2Id);
    byWeapon.set(fight.weaponId, ids);
  }
  const rated = new Map<string | null, Map<string, { rating: number; rd: number }>>();
  for (const [weaponId, ids] of byWeapon)
    rated.set(weaponId, await ratings.of(db.manager, weaponId, [...ids]));
  for (const fight of fights) {
    const weaponRatings = rated.get(fight.weaponId);
    for (const { me, opponent, outcome } of sidesOf(fight)) {
      const mine = weaponRatings?.get(me);
      const theirs = weaponRatings?.get(opponent);
      of(me).fights.push({
        tournamentId: fight.tournamentId,
        date: fight.dateStart,
        order: new Date(fight.order).getTime(),
        zoneId: fight.zoneId,
        outcome,
        // "Rated N higher" compares the rating people read (r − 2·RD), not the raw Glicko r.
        ratingGap:
          mine && theirs ? theRating(theirs.rating, theirs.rd) - theRating(mine.rating, mine.rd) : null,
      });
    }
  }
  const tournaments = [...new Map(fights.map((f) => [f.tournamentId, f])).values()];
  for (const tournament of tournaments) {
    const summary = await standings.summary(tournament.tournamentId, undefined);
    for (const category of summary.categories) {
      for (const medallist of category.medallists) {
        const place = medallist.place;
        if (place !== 1 && place !== 2 && place !== 3) continue;
        of(medallist.fighter._id).medals.push({
          tournamentId: tournament.tournamentId,
          date: tournament.dateStart,
          zoneId: tournament.zoneId,
          place,
        });
      }
    }
  }
  // Medals of team categories go to teams: only accounts hold achievements.
  const ids = [...records.keys()];
  const accounts = new Set(
    ids.length
      ? (await sqlOf(db).selectFrom('user').select('id').where('id', 'in', ids).execute()).map(
          (row) => row.id,
        )
      : [],
  );
  return [...records]
    .filter(([userId]) => accounts.has(userId))
    .map(([userId, record]) => ({ userId, ...record }));
}
