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
    const results = await this.nominationResults.compute();
    const world = await worldZoneId(this.db.manager);
    // On Postgres the worker reads the changed tournaments' bouts and the stored digests on its own connection:
    // parsing them would otherwise hold this thread. The embedded PGlite is one session inside this process, so
    // there both are read here and sent over.
    const url = this.database.kind === 'postgres' ? this.config.DATABASE_URL : undefined;
    const source = url
      ? { databaseUrl: url, worldZone: world, tournaments: ratedTournaments(results.categories) }
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
    // commands and spectators' reads keep being answered meanwhile.
    const rated = await this.thread.rate(source, stored, progress);
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

/**
 * Writes what changed in the weapon ratings, their history and the digests of both (column arrays, a statement
 * per kind): a list's rows and a period's points are replaced whole when their digest changed.
 */
async function writeRatings(manager: EntityManager, tables: RatingTables): Promise<void> {
  if (tables.everything) {
    await manager.query(`DELETE FROM weapon_rating`);
    await manager.query(`DELETE FROM weapon_rating_history`);
    await manager.query(`DELETE FROM weapon_rating_digest`);
  } else {
    await manager.query(
      `DELETE FROM weapon_rating r USING unnest($1::uuid[], $2::uuid[]) AS x(w, z)
        WHERE r."weaponId" = x.w AND r."zoneId" = x.z`,
      tables.replacedLists,
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
  if (tables.ratingCount > 0) {
    await manager.query(
      `INSERT INTO weapon_rating ("weaponId", "zoneId", "userId", rating, rd, volatility, "weightedRating", rank,
         fights, "lastNominationId", "lastDate")
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::float8[], $5::float8[], $6::float8[],
         $7::float8[], $8::int[], $9::int[], $10::uuid[], $11::date[])`,
      tables.ratings,
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
