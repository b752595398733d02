import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  computeWeaponRatings,
  type RatedFightResult,
  type WeaponZoneRatings,
} from '@hema/shared/rating/weapon-ratings';
import { ResultsJob } from '../results/results-job.js';
import { ratedBouts } from './rated-bouts.js';
import { worldZoneId } from '../catalog/world-zone.js';
import { NominationResults } from './nomination-results.js';

/** Lets other work (requests) in between two rating lists: a full recomputation must never stall the server. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The `ratings` step of the results job, registered first (achievements read its results): every category result
 * of finished tournaments (places and records) and the Glicko-2 weapon ratings per weapon, zone and the world zone
 * W, one rating period per tournament (spec §3 WeaponRating, §9). Recomputed in full from the fights and written in
 * one transaction, so running it twice changes nothing.
 */
@Injectable()
export class RatingsStep implements OnModuleInit {
  constructor(
    private readonly db: DataSource,
    private readonly job: ResultsJob,
    private readonly nominationResults: NominationResults,
  ) {}

  onModuleInit(): void {
    this.job.register({ name: 'ratings', run: (progress) => this.run(progress) });
  }

  async run(progress: (done: number, total: number) => void = () => undefined): Promise<void> {
    const results = await this.nominationResults.compute();
    const world = await worldZoneId(this.db.manager);
    const bouts = await ratedBouts(this.db.manager, world);
    const lists = await rateInGroups(bouts, progress);
    await this.db.transaction(async (manager) => {
      await this.nominationResults.write(manager, results);
      await writeRatings(manager, lists);
    });
  }
}

/** Each (weapon, zone) list on its own, with progress in bouts and a pause between lists. */
export async function rateInGroups(
  bouts: readonly RatedFightResult[],
  progress: (done: number, total: number) => void,
): Promise<WeaponZoneRatings[]> {
  const groups = new Map<string, RatedFightResult[]>();
  for (const bout of bouts) {
    const key = `${bout.weaponId}:${bout.zoneId}`;
    const list = groups.get(key);
    if (list) list.push(bout);
    else groups.set(key, [bout]);
  }
  const lists: WeaponZoneRatings[] = [];
  let done = 0;
  progress(0, bouts.length);
  for (const group of groups.values()) {
    lists.push(...computeWeaponRatings(group, { perTournament: true }));
    done += group.length;
    progress(done, bouts.length);
    await breathe();
  }
  return lists;
}

/** Replaces every weapon rating and its history in one go (column arrays, one statement per table). */
async function writeRatings(manager: EntityManager, lists: readonly WeaponZoneRatings[]): Promise<void> {
  const r = {
    weapon: [] as string[],
    zone: [] as string[],
    user: [] as string[],
    rating: [] as number[],
    rd: [] as number[],
    volatility: [] as number[],
    weighted: [] as number[],
    rank: [] as number[],
    fights: [] as number[],
    nomination: [] as (string | null)[],
    date: [] as (string | null)[],
  };
  const h = {
    weapon: [] as string[],
    zone: [] as string[],
    user: [] as string[],
    tournament: [] as string[],
    date: [] as string[],
    rating: [] as number[],
    rd: [] as number[],
  };
  for (const list of lists) {
    for (const row of list.rows) {
      r.weapon.push(list.weaponId);
      r.zone.push(list.zoneId);
      r.user.push(row.fighterId);
      r.rating.push(row.rating);
      r.rd.push(row.rd);
      r.volatility.push(row.volatility);
      r.weighted.push(row.weightedRating);
      r.rank.push(row.rank);
      r.fights.push(row.fights);
      r.nomination.push(row.lastNominationId || null);
      r.date.push(row.lastDate || null);
    }
    for (const point of list.history) {
      h.weapon.push(list.weaponId);
      h.zone.push(list.zoneId);
      h.user.push(point.fighterId);
      h.tournament.push(point.tournamentId);
      h.date.push(point.date);
      h.rating.push(point.rating);
      h.rd.push(point.rd);
    }
  }
  await manager.query(`DELETE FROM weapon_rating`);
  await manager.query(`DELETE FROM weapon_rating_history`);
  if (r.user.length > 0) {
    await manager.query(
      `INSERT INTO weapon_rating ("weaponId", "zoneId", "userId", rating, rd, volatility, "weightedRating", rank,
         fights, "lastNominationId", "lastDate")
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::float8[], $5::float8[], $6::float8[],
         $7::float8[], $8::int[], $9::int[], $10::uuid[], $11::date[])`,
      [
        r.weapon,
        r.zone,
        r.user,
        r.rating,
        r.rd,
        r.volatility,
        r.weighted,
        r.rank,
        r.fights,
        r.nomination,
        r.date,
      ],
    );
  }
  if (h.user.length > 0) {
    await manager.query(
      `INSERT INTO weapon_rating_history ("weaponId", "zoneId", "userId", "tournamentId", date, rating, rd)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::uuid[], $5::date[], $6::float8[], $7::float8[])`,
      [h.weapon, h.zone, h.user, h.tournament, h.date, h.rating, h.rd],
    );
  }
}
