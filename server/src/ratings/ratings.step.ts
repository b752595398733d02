import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { ResultsJob } from '../results/results-job.js';
import { ratedBouts } from './rated-bouts.js';
import { worldZoneId } from '../catalog/world-zone.js';
import { NominationResults, ratedTournaments } from './nomination-results.js';
import { RatingThread } from './rating-thread.js';
import type { RatingDigest, RatingTables } from './rating-tables.js';
import { rawRows } from '../database/sql.js';
import { threadCpuMs } from '../common/thread-cpu.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { DATABASE } from '../database/database.module.js';
import type { Database } from '../database/database.js';

/**
 * The `ratings` step of the results job, registered first (achievements read its results): every category result
 * of finished tournaments (places and records) and the Glicko-2 weapon ratings per weapon, zone and the world zone
 * W, one rating period per tournament (spec §3 WeaponRating, §9). Categories are placed again only when their
 * fingerprint changed; the rating worker reads again only the tournaments whose bouts changed, rates from the
 * earliest one, and answers with the lists and periods whose digest differs from the stored one, which are
 * written in one transaction: running it twice writes nothing the second time.
 */
@Injectable()
export class RatingsStep implements OnModuleInit {
  private readonly logger = new Logger('RatingsStep');

  constructor(
    private readonly db: DataSource,
    private readonly job: ResultsJob,
    private readonly nominationResults: NominationResults,
    private readonly thread: RatingThread,
    @Inject(DATABASE) private readonly database: Pick<Database, 'kind'>,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'DATABASE_URL'>,
  ) {}

  onModuleInit(): void {
    this.job.register({ name: 'ratings', run: (progress) => this.run(progress) });
  }

  async run(progress: (done: number, total: number) => void = () => undefined): Promise<void> {
    const started = performance.now();
    const cpuStarted = threadCpuMs();
    // On Postgres the worker reads the changed tournaments' bouts and the stored digests on its own connection:
    // parsing them would otherwise hold this thread. The embedded PGlite is one session inside this process, so
    // there both are read here and sent over.
    const url = this.database.kind === 'postgres' ? this.config.DATABASE_URL : undefined;
    // A fresh worker loads and connects while this thread finds the changed categories.
    this.thread.warm(url);
    const changed = await this.nominationResults.changed();
    const world = await worldZoneId(this.db.manager);
    const source = url
      ? { databaseUrl: url, worldZone: world, tournaments: ratedTournaments(changed.categories) }
      : await ratedBouts(this.db.manager, world);
    const stored = url
      ? []
      : await rawRows<RatingDigest>(
          this.db,
          `SELECT "weaponId", "zoneId", part, digest FROM weapon_rating_digest`,
        );
    const read = performance.now();
    const cpuRead = threadCpuMs();
    // Glicko-2 over the whole history is seconds of arithmetic: it runs in the rating worker thread, so judges'
    // commands and spectators' reads keep being answered meanwhile. The changed categories are placed (the standings
    // engine, on this thread) while the worker reads and rates: it needs only their fingerprints.
    // Both are waited for even when one fails: the worker takes one run at a time, so a failed step must not leave
    // its run going when the job tries again.
    const [placed, ratedOrNot] = await Promise.allSettled([
      this.nominationResults.place(changed),
      this.thread.rate(source, stored, progress),
    ]);
    if (placed.status === 'rejected') throw placed.reason;
    if (ratedOrNot.status === 'rejected') throw ratedOrNot.reason;
    const [results, rated] = [placed.value, ratedOrNot.value];
    const { tables, ms, readMs, bouts, tournamentsRead } = rated;
    const ratedAt = performance.now();
    const cpuRated = threadCpuMs();
    await this.db.transaction(async (manager) => {
      await this.nominationResults.write(manager, results);
      await writeRatings(manager, tables);
    });
    const cpuDone = threadCpuMs();
    const whole = (to: number, from: number) => Math.round(to - from);
    const cpu = (to: number | null, from: number | null) => (to === null || from === null ? -1 : to - from);
    this.logger.log(
      `ratings: ${bouts} rated bouts, ${tables.periodsRated} of ${tables.periods} rating periods rated ` +
        `again in ${Math.round(ms)} ms (worker), the worker's fetch of the bouts ${Math.round(readMs)} ms ` +
        `(${tournamentsRead} tournaments read); ${results.stale.length} categories placed again; written ` +
        `${tables.listsWritten} lists, ${tables.periodsWritten} periods; ` +
        `read ${whole(read, started)} ms, rate ${whole(ratedAt, read)} ms, ` +
        `write ${whole(performance.now(), ratedAt)} ms; CPU: worker fetch ${rated.cpuReadMs} ms, ` +
        `worker rating ${rated.cpuRateMs} ms, server thread read ${cpu(cpuRead, cpuStarted)} ms, ` +
        `rate ${cpu(cpuRated, cpuRead)} ms, write ${cpu(cpuDone, cpuRated)} ms`,
    );
  }
}

const RATING_COLUMNS = `"weaponId", "zoneId", "userId", rating, rd, volatility, "weightedRating", rank, fights,
  "lastNominationId", "lastDate"`;
const RATING_ARRAYS = `unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::float8[], $5::float8[], $6::float8[],
  $7::float8[], $8::int[], $9::int[], $10::uuid[], $11::date[])`;

/**
 * Ranking rows (`$1`–`$11`: every row of the lists `$12`, `$13`, and the new or changed rows of lists whose stored
 * rows the worker knows) in one statement: rows stored for the lists `$12`, `$13` that are not among them go, rows
 * whose values differ are updated, new ones are inserted.
 * One more tournament changes every row of its lists (each idle fighter's deviation grows by a period), but an
 * update rewrites the row alone where deleting and inserting it again also checked its three foreign keys and wrote
 * its three index entries twice: on the benchmark's history (two lists, ≈ 7,000 rows) ≈ 0.19 s instead of ≈ 0.32 s.
 * The sub-statements see the table as it was before the statement, so each row is touched by exactly one of them.
 */
const WRITE_LIST_ROWS = `WITH x AS MATERIALIZED (SELECT * FROM ${RATING_ARRAYS}
       AS x("weaponId", "zoneId", "userId", rating, rd, volatility, "weightedRating", rank, fights,
            "lastNominationId", "lastDate")),
     gone AS (
       DELETE FROM weapon_rating r USING unnest($12::uuid[], $13::uuid[]) AS l(w, z)
        WHERE r."weaponId" = l.w AND r."zoneId" = l.z
          AND NOT EXISTS (SELECT 1 FROM x WHERE x."weaponId" = r."weaponId" AND x."zoneId" = r."zoneId"
                                            AND x."userId" = r."userId")),
     changed AS (
       UPDATE weapon_rating r
          SET rating = x.rating, rd = x.rd, volatility = x.volatility, "weightedRating" = x."weightedRating",
              rank = x.rank, fights = x.fights, "lastNominationId" = x."lastNominationId", "lastDate" = x."lastDate"
         FROM x
        WHERE r."weaponId" = x."weaponId" AND r."zoneId" = x."zoneId" AND r."userId" = x."userId"
          AND (r.rating, r.rd, r.volatility, r."weightedRating", r.rank, r.fights, r."lastNominationId", r."lastDate")
              IS DISTINCT FROM (x.rating, x.rd, x.volatility, x."weightedRating", x.rank, x.fights,
                                x."lastNominationId", x."lastDate"))
INSERT INTO weapon_rating (${RATING_COLUMNS})
SELECT ${RATING_COLUMNS} FROM x
 WHERE NOT EXISTS (SELECT 1 FROM weapon_rating r WHERE r."weaponId" = x."weaponId" AND r."zoneId" = x."zoneId"
                                                  AND r."userId" = x."userId")`;

/**
 * Writes what changed in the weapon ratings, their history and the digests of both (column arrays, a statement
 * per kind): a list's rows are written when its digest changed (only the rows that differ), a period's points are
 * replaced whole when its digest changed.
 */
async function writeRatings(manager: EntityManager, tables: RatingTables): Promise<void> {
  if (tables.everything) {
    await manager.query(`DELETE FROM weapon_rating`);
    await manager.query(`DELETE FROM weapon_rating_history`);
    await manager.query(`DELETE FROM weapon_rating_digest`);
    if (tables.ratingCount > 0)
      await manager.query(
        `INSERT INTO weapon_rating (${RATING_COLUMNS}) SELECT * FROM ${RATING_ARRAYS}`,
        tables.ratings,
      );
  } else {
    if (tables.goneRowCount > 0)
      await manager.query(
        `DELETE FROM weapon_rating r USING unnest($1::uuid[], $2::uuid[], $3::uuid[]) AS x(w, z, u)
          WHERE r."weaponId" = x.w AND r."zoneId" = x.z AND r."userId" = x.u`,
        tables.goneRows,
      );
    if (tables.replacedListCount > 0 || tables.ratingCount > 0)
      await manager.query(WRITE_LIST_ROWS, [...tables.ratings, ...tables.replacedLists]);
    // Rows of which only the deviation grew (a fighter who did not fight): three numbers each (on a scratch copy of
    // the benchmark's two lists, 7,000 rows: 80–100 ms, against 170–215 ms sent whole).
    if (tables.grownCount > 0)
      await manager.query(
        `UPDATE weapon_rating r SET rd = x.rd, "weightedRating" = x.w, rank = x.rank
           FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::float8[], $5::float8[], $6::int[])
             AS x("weaponId", "zoneId", "userId", rd, w, rank)
          WHERE r."weaponId" = x."weaponId" AND r."zoneId" = x."zoneId" AND r."userId" = x."userId"`,
        tables.grown,
      );
    await manager.query(
      `DELETE FROM weapon_rating_history h USING unnest($1::uuid[], $2::uuid[], $3::uuid[]) AS x(w, z, t)
        WHERE h."weaponId" = x.w AND h."zoneId" = x.z AND h."tournamentId" = x.t`,
      tables.replacedPeriods,
    );
    await manager.query(
      `DELETE FROM weapon_rating_digest d USING unnest($1::uuid[], $2::uuid[], $3::text[]) AS x(w, z, p)
        WHERE d."weaponId" = x.w AND d."zoneId" = x.z AND d.part = x.p`,
      tables.replacedDigests,
    );
  }
  if (tables.historyCount > 0) {
    await manager.query(
      `INSERT INTO weapon_rating_history ("weaponId", "zoneId", "userId", "tournamentId", date, rating, rd)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::uuid[], $5::date[], $6::float8[], $7::float8[])`,
      tables.history,
    );
  }
  await manager.query(
    `INSERT INTO weapon_rating_digest ("weaponId", "zoneId", part, digest)
     SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[])`,
    tables.digests,
  );
}
