import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { DataSource } from 'typeorm';
import {
  initialRating,
  updateRating,
  type Glicko2Game,
  type Glicko2Rating,
} from '@hema/shared/rating/glicko2';
import { theRating } from '@hema/shared/rating/the-rating';
import { ResultsJob } from '../../src/results/results-job.js';
import { RatingThread } from '../../src/ratings/rating-thread.js';
import { ratedBouts } from '../../src/ratings/rated-bouts.js';
import {
  NominationResults,
  finishedCategories,
  ratedTournaments,
} from '../../src/ratings/nomination-results.js';
import { sqlOf } from '../../src/database/sql.js';
import { worldZoneId } from '../../src/catalog/world-zone.js';
import { AchievementsService } from '../../src/achievements/achievements.service.js';
import { wantedAwards } from '../../src/achievements/achievement-records.js';
import { awardsInWorker } from '../../src/achievements/awards-thread.js';
import { seedDemoHistory } from '../../src/seed/demo-history.js';
import { deriveSeededResults } from '../../src/seed/derive-results.js';
import { seedDemoPredictions } from '../../src/seed/demo-predictions.js';
import { DEMO, startTestApp, type TestApp } from '../support/test-app.js';

interface StoredRating {
  weaponId: string;
  zoneId: string;
  userId: string;
  rating: number;
  rd: number;
  rank: number;
  fights: number;
}

const ratings = (db: DataSource) =>
  db.query(
    `SELECT "weaponId", "zoneId", "userId", rating, rd, rank, fights FROM weapon_rating
      ORDER BY "weaponId", "zoneId", "userId"`,
  ) as Promise<StoredRating[]>;

/**
 * The reference: Glicko-2 (the paper's update, shared/rating/glicko2.ts) applied by hand, tournament by tournament
 * in date order, to every win, loss and draw of a finished tournament, per weapon in the world zone and in the
 * tournament's own zone. Written apart from the ratings step so the two can disagree.
 */
async function referenceRatings(db: DataSource): Promise<Map<string, Glicko2Rating>> {
  const rows = (await db.query(
    `SELECT f."fighter1Id" a, f."fighter2Id" b, f.result, n."weaponId" weapon, t."zoneId" zone, t.id tournament
       FROM fight f JOIN nomination n ON n.id = f."nominationId" JOIN tournament t ON t.id = f."tournamentId"
      WHERE t.status = 'FINISHED' AND f.status = 'finished' AND NOT f."isBye" AND n."weaponId" IS NOT NULL
        AND f.result IN ('F1_WIN', 'F2_WIN', 'DRAW') AND t."dateStart" >= '2021-01-01'
      ORDER BY t."dateStart", t.id`,
  )) as { a: string; b: string; result: string; weapon: string; zone: string | null; tournament: string }[];
  const [{ id: world }] = (await db.query(`SELECT id FROM zone WHERE slug = 'W'`)) as { id: string }[];
  const lists = new Map<string, { tournaments: string[]; bouts: Map<string, typeof rows> }>();
  for (const row of rows) {
    for (const zone of new Set([world, row.zone ?? world])) {
      const key = `${row.weapon}|${zone}`;
      const list = lists.get(key) ?? { tournaments: [] as string[], bouts: new Map<string, typeof rows>() };
      lists.set(key, list);
      if (!list.bouts.has(row.tournament)) {
        list.tournaments.push(row.tournament);
        list.bouts.set(row.tournament, []);
      }
      list.bouts.get(row.tournament)!.push(row);
    }
  }
  const result = new Map<string, Glicko2Rating>();
  for (const [key, list] of lists) {
    const players = new Map<string, Glicko2Rating>();
    for (const tournament of list.tournaments) {
      const games = new Map<string, Glicko2Game[]>();
      for (const bout of list.bouts.get(tournament)!) {
        for (const id of [bout.a, bout.b]) if (!players.has(id)) players.set(id, initialRating());
        const score = bout.result === 'F1_WIN' ? 1 : bout.result === 'F2_WIN' ? 0 : 0.5;
        games.set(bout.a, [...(games.get(bout.a) ?? []), { opponent: players.get(bout.b)!, score }]);
        games.set(bout.b, [
          ...(games.get(bout.b) ?? []),
          { opponent: players.get(bout.a)!, score: 1 - score },
        ]);
      }
      const next = [...players].map(
        ([id, rating]) => [id, updateRating(rating, games.get(id) ?? [])] as const,
      );
      for (const [id, rating] of next) players.set(id, rating);
    }
    for (const [id, rating] of players) result.set(`${key}|${id}`, rating);
  }
  return result;
}

describe('weapon ratings (results job, ratings step)', () => {
  let t: TestApp;
  let job: ResultsJob;

  beforeAll(async () => {
    t = await startTestApp();
    job = t.app.get(ResultsJob);
    await seedDemoHistory(t.app);
    await deriveSeededResults(t.app);
  });
  afterAll(() => t?.close());

  it('match a reference Glicko-2 computation on the demo history, within 0.01', async () => {
    const stored = await ratings(t.db);
    const reference = await referenceRatings(t.db);
    expect(stored.length).toBeGreaterThan(100);
    expect(stored).toHaveLength(reference.size);
    for (const row of stored) {
      const expected = reference.get(`${row.weaponId}|${row.zoneId}|${row.userId}`);
      expect(expected).toBeDefined();
      expect(Math.abs(row.rating - expected!.rating)).toBeLessThan(0.01);
      expect(Math.abs(row.rd - expected!.rd)).toBeLessThan(0.01);
    }
  });

  it('give profiles r and RD, and rank strongest opponents by the rating people read (r − 2·RD)', async () => {
    // A fighter with many rated opponents: the order by r − 2·RD can differ from the order by r.
    const [{ userId }] = (await t.db.query(
      `SELECT "userId" FROM weapon_rating GROUP BY "userId" ORDER BY sum(fights) DESC, "userId" LIMIT 1`,
    )) as { userId: string }[];
    const profile = await t.http.get(`/api/users/${userId}`);
    expect(profile.status).toBe(200);
    for (const row of profile.body.weaponsRating) expect(typeof row.rd).toBe('number');
    const stats = await t.http.get(`/api/users/${userId}/fights`);
    expect(stats.status).toBe(200);
    const strongest = stats.body.weapons.flatMap(
      (w: { strongestOpponents: { rating: number; rd: number }[] }) => [
        w.strongestOpponents.map((o) => theRating(o.rating, o.rd)),
      ],
    ) as number[][];
    expect(strongest.some((list) => list.length > 1)).toBe(true);
    for (const list of strongest) expect(list).toEqual([...list].sort((a, b) => b - a));

    // The per-weapon record against a count of the fighter's fights by winner, written apart from the reader.
    const fought = (await t.db.query(
      `SELECT n."weaponId", count(*)::int AS fights,
              count(*) FILTER (WHERE f.result IN ('F1_WIN', 'F2_WIN')
                AND (f.result = 'F1_WIN') = (f."fighter1Id" = $1) OR f.result = 'BOTH_WIN')::int AS wins,
              count(*) FILTER (WHERE f.result IN ('F1_WIN', 'F2_WIN')
                AND (f.result = 'F1_WIN') <> (f."fighter1Id" = $1))::int AS losses,
              count(*) FILTER (WHERE f.result = 'DRAW')::int AS draws,
              count(*) FILTER (WHERE f.result = 'NO_WIN')::int AS nowins
         FROM fight f JOIN tournament t ON t.id = f."tournamentId" JOIN nomination n ON n.id = f."nominationId"
        WHERE t.status = 'FINISHED' AND NOT t."isTest" AND f.status = 'finished' AND NOT f."isBye"
          AND f.result <> 'NONE' AND $1 IN (f."fighter1Id", f."fighter2Id")
        GROUP BY n."weaponId"`,
      [userId],
    )) as { weaponId: string; fights: number; wins: number; losses: number; draws: number; nowins: number }[];
    const shown = stats.body.weapons as ({ weapon: { _id: string } } & Omit<
      (typeof fought)[number],
      'weaponId'
    >)[];
    expect(
      shown.map((w) => ({
        weaponId: w.weapon._id,
        fights: w.fights,
        wins: w.wins,
        losses: w.losses,
        draws: w.draws,
        nowins: w.nowins,
      })),
    ).toEqual(expect.arrayContaining(fought));
    expect(shown).toHaveLength(fought.length);
  });

  it("give the fighter's page their stored results, ratings and rating history, dated by day", async () => {
    const [{ userId }] = (await t.db.query(
      `SELECT "userId" FROM weapon_rating GROUP BY "userId" ORDER BY sum(fights) DESC, "userId" LIMIT 1`,
    )) as { userId: string }[];
    const stored = (await t.db.query(
      `SELECT (SELECT count(*)::int FROM weapon_rating WHERE "userId" = $1) AS ratings,
              (SELECT count(*)::int FROM weapon_rating_history WHERE "userId" = $1) AS history,
              (SELECT count(*)::int FROM nomination_result WHERE "userId" = $1) AS results`,
      [userId],
    )) as { ratings: number; history: number; results: number }[];
    const profile = (await t.http.get(`/api/users/${userId}`)).body;
    const day = /^\d{4}-\d{2}-\d{2}$/;
    expect(profile.weaponsRating).toHaveLength(stored[0].ratings);
    for (const row of profile.weaponsRating) {
      expect(row._id).toBe(`${row.weapon._id}:${row.zone}:${userId}`);
      expect(row.weapon.title).not.toBe('');
      expect(row.lastNomination.tournament.dateStart).toMatch(day);
    }
    // Each result counts in the world zone and, when the tournament has one, in its own zone too.
    expect(profile.nominationsResults.length).toBeGreaterThanOrEqual(stored[0].results);
    for (const row of profile.nominationsResults) expect(row.tournamentDate).toMatch(day);
    const analytics = (await t.http.get(`/api/users/${userId}/analytics`)).body;
    const points = analytics.ratingHistory.flatMap((list: { points: { date: string }[] }) => list.points);
    expect(points).toHaveLength(stored[0].history);
    for (const point of points) expect(point.date).toMatch(day);
    const [weapons] = analytics.clusters;
    const fights = (await t.http.get(`/api/users/${userId}/fights`)).body.weapons as { fights: number }[];
    // The weapon cluster counts the same fights as the statistics tab.
    expect(weapons.options.map((o: { pro: number }) => o.pro).sort()).toEqual(
      fights.map((w) => w.fights).sort(),
    );
  });

  it('follow a result fixed after the tournament finished; running the job again changes nothing', async () => {
    const [fight] = (await t.db.query(
      `SELECT f.id, f.version, f.score1, f.score2 FROM fight f JOIN tournament t ON t.id = f."tournamentId"
        WHERE t.status = 'FINISHED' AND f.result = 'F1_WIN' ORDER BY t."dateStart" DESC, f.id LIMIT 1`,
    )) as { id: string; version: number; score1: number; score2: number }[];
    const before = await ratings(t.db);
    const admin = await t.login(DEMO.admin);
    const fixed = await t.http
      .post(`/api/fights/${fight.id}/commands`)
      .set('authorization', admin)
      .send({
        commandId: `fix-${fight.id.slice(0, 8)}`,
        expectedVersion: fight.version,
        event: {
          type: 'FIX_RESULT',
          score1: fight.score2,
          score2: fight.score1,
          result: 'F2_WIN',
          at: Date.now(),
        },
      });
    expect(fixed.body).toMatchObject({ ok: true });
    await job.idle();
    const after = await ratings(t.db);
    expect(after).not.toEqual(before);
    const reference = await referenceRatings(t.db);
    for (const row of after)
      expect(
        Math.abs(row.rating - reference.get(`${row.weaponId}|${row.zoneId}|${row.userId}`)!.rating),
      ).toBeLessThan(0.01);

    const results = () =>
      t.db.query(`SELECT * FROM nomination_result ORDER BY "userId", "nominationId"`) as Promise<unknown[]>;
    const history = () =>
      t.db.query(
        `SELECT * FROM weapon_rating_history ORDER BY "userId", "weaponId", "zoneId", "tournamentId"`,
      );
    const [resultsBefore, historyBefore] = [await results(), await history()];
    const runs = (await job.status()).runs;
    job.schedule('test: again');
    await job.idle();
    expect((await job.status()).runs).toBe(runs + 1);
    expect(await ratings(t.db)).toEqual(after);
    expect(await results()).toEqual(resultsBefore);
    expect(await history()).toEqual(historyBefore);
  });

  it("write a changed list's rows in place: a stray row goes, a missing one comes back, a changed one is set again", async () => {
    const whole = () =>
      t.db.query(`SELECT * FROM weapon_rating ORDER BY "weaponId", "zoneId", "userId"`) as Promise<
        Record<string, unknown>[]
      >;
    const before = await whole();
    const [first, second] = before;
    const list = { weaponId: first.weaponId as string, zoneId: first.zoneId as string };
    expect(second).toMatchObject(list);
    const [{ id: stranger }] = (await t.db.query(
      `SELECT u.id FROM "user" u WHERE NOT EXISTS (SELECT 1 FROM weapon_rating r
         WHERE r."userId" = u.id AND r."weaponId" = $1 AND r."zoneId" = $2) LIMIT 1`,
      [list.weaponId, list.zoneId],
    )) as { id: string }[];
    await t.db.query(
      `INSERT INTO weapon_rating ("weaponId", "zoneId", "userId", rating, rd, volatility, "weightedRating", rank,
         fights, "lastNominationId", "lastDate") VALUES ($1, $2, $3, 1, 2, 3, 4, 5, 6, NULL, NULL)`,
      [list.weaponId, list.zoneId, stranger],
    );
    await t.db.query(`DELETE FROM weapon_rating WHERE "weaponId" = $1 AND "zoneId" = $2 AND "userId" = $3`, [
      list.weaponId,
      list.zoneId,
      first.userId,
    ]);
    await t.db.query(
      `UPDATE weapon_rating SET rd = rd + 1, rank = rank + 1 WHERE "weaponId" = $1 AND "zoneId" = $2 AND "userId" = $3`,
      [list.weaponId, list.zoneId, second.userId],
    );
    // The list's stored digest no longer says what it holds: the next run writes the list again.
    await t.db.query(
      `DELETE FROM weapon_rating_digest WHERE "weaponId" = $1 AND "zoneId" = $2 AND part = ''`,
      [list.weaponId, list.zoneId],
    );
    job.schedule('test: a list written again');
    await job.idle();
    expect(await whole()).toEqual(before);
  });

  it('rate a result fixed in an old tournament from that tournament on, exactly as a full recomputation', async () => {
    const thread = t.app.get(RatingThread);
    const [fight] = (await t.db.query(
      `SELECT f.id, f.version, f.score1, f.score2 FROM fight f JOIN tournament t ON t.id = f."tournamentId"
         JOIN nomination n ON n.id = f."nominationId"
        WHERE t.status = 'FINISHED' AND NOT t."isTest" AND f.result = 'F1_WIN' AND f."matchId" IS NULL
          AND n."weaponId" IS NOT NULL AND t."dateStart" >= '2021-01-01'
        ORDER BY t."dateStart", f.id LIMIT 1`,
    )) as { id: string; version: number; score1: number; score2: number }[];
    const admin = await t.login(DEMO.admin);
    const fixed = await t.http
      .post(`/api/fights/${fight.id}/commands`)
      .set('authorization', admin)
      .send({
        commandId: `fix-old-${fight.id.slice(0, 8)}`,
        expectedVersion: fight.version,
        event: {
          type: 'FIX_RESULT',
          score1: fight.score2,
          score2: fight.score1,
          result: 'F2_WIN',
          at: Date.now(),
        },
      });
    expect(fixed.body).toMatchObject({ ok: true });
    await job.idle();
    const incremental = thread.lastRun!;
    expect(incremental.periodsRated).toBeGreaterThan(0);
    expect(incremental.periodsRated).toBeLessThan(incremental.periods);
    const tables = async () => [
      await t.db.query(`SELECT * FROM weapon_rating ORDER BY "weaponId", "zoneId", "userId"`),
      await t.db.query(
        `SELECT * FROM weapon_rating_history ORDER BY "weaponId", "zoneId", "userId", date, "tournamentId"`,
      ),
      await t.db.query(`SELECT * FROM nomination_result ORDER BY "nominationId", "userId"`),
    ];
    const afterIncremental = await tables();

    // A new worker keeps nothing: it reads every tournament and rates every list from its first one. Without the
    // stored digests and fingerprints, every row is written again and every category placed again.
    await thread.onModuleDestroy();
    await t.db.query(`DELETE FROM weapon_rating_digest`);
    await t.db.query(`DELETE FROM nomination_result_source`);
    job.schedule('test: full recomputation');
    await job.idle();
    expect(thread.lastRun).toMatchObject({ periodsRated: incremental.periods, periods: incremental.periods });
    expect(await tables()).toEqual(afterIncremental);
  });

  it('fingerprint again only the categories written to since the last run, however they were written', async () => {
    const results = t.app.get(NominationResults);
    const sql = sqlOf(t.db);
    await job.idle();
    // Nothing written since the last run: every stored fingerprint is taken as it is, and equals a full pass.
    const quiet = await results.compute();
    expect(quiet).toMatchObject({ stale: [], removed: [], changesSeen: [] });
    expect(quiet.categories).toEqual(await finishedCategories(sql));

    // A result of the oldest finished tournament fixed by hand, past the API and its events.
    const [fight] = (await t.db.query(
      `SELECT f.id, f."nominationId" FROM fight f JOIN tournament t ON t.id = f."tournamentId"
        WHERE t.status = 'FINISHED' AND NOT t."isTest" AND f.result IN ('F1_WIN', 'F2_WIN')
        ORDER BY t."dateStart", f.id LIMIT 1`,
    )) as { id: string; nominationId: string }[];
    await t.db.query(
      `UPDATE fight SET result = CASE result WHEN 'F1_WIN' THEN 'F2_WIN' ELSE 'F1_WIN' END,
              score1 = score2, score2 = score1, version = version + 1 WHERE id = $1`,
      [fight.id],
    );
    const fixed = await results.compute();
    expect(fixed.stale).toEqual([fight.nominationId]);
    expect(fixed.changesSeen.length).toBeGreaterThan(0);
    expect(fixed.categories).toEqual(await finishedCategories(sql));

    // A dropped-out fighter and a team flag are part of the fingerprint too.
    const [other] = (await t.db.query(
      `SELECT p.id, p."nominationId" FROM participant p JOIN nomination n ON n.id = p."nominationId"
         JOIN tournament t ON t.id = n."tournamentId"
        WHERE t.status = 'FINISHED' AND NOT t."isTest" AND NOT p."droppedOut" AND p."nominationId" <> $1
        ORDER BY t."dateStart" DESC, p.id LIMIT 1`,
      [fight.nominationId],
    )) as { id: string; nominationId: string }[];
    await t.db.query(`UPDATE participant SET "droppedOut" = true WHERE id = $1`, [other.id]);
    expect((await results.compute()).stale.sort()).toEqual([fight.nominationId, other.nominationId].sort());

    // The job's run consumes the notes it read; the next look finds nothing to do.
    job.schedule('test: fixed by hand');
    await job.idle();
    expect(await results.compute()).toMatchObject({ stale: [], changesSeen: [] });
    await t.db.query(`UPDATE participant SET "droppedOut" = false WHERE id = $1`, [other.id]);
    job.schedule('test: dropped-out undone');
    await job.idle();
  });

  it('runs once across two replicas on one database, and admins see its progress', async () => {
    const replica = await startTestApp({ databaseUrl: t.config.DATABASE_URL, seed: false });
    try {
      const replicaJob = replica.app.get(ResultsJob);
      // Its look at the job at start is over: from here on, only the requests below move it.
      await replicaJob.idle();
      const ranOn: string[] = [];
      let inside = 0;
      let most = 0;
      let open!: () => void;
      const gate = new Promise<void>((resolve) => (open = resolve));
      let entered!: () => void;
      const started = new Promise<void>((resolve) => (entered = resolve));
      const probe = (where: string) => ({
        name: 'probe',
        run: async () => {
          inside += 1;
          most = Math.max(most, inside);
          ranOn.push(where);
          entered();
          await gate;
          inside -= 1;
        },
      });
      job.register(probe('first'));
      replicaJob.register(probe('replica'));

      job.schedule('test: first replica');
      await started;
      // The replica is asked while the first one runs: it leaves the request to the lock's holder.
      replicaJob.schedule('test: second replica');
      await replicaJob.idle();
      expect(ranOn).toEqual(['first']);
      const admin = await t.login(DEMO.admin);
      const status = await replica.http.get('/api/admin/results-job').set('authorization', admin);
      expect(status.status).toBe(200);
      expect(status.body).toMatchObject({
        running: true,
        waiting: true,
        step: 'probe',
        steps: ['ratings', 'achievements', 'probe'],
      });
      expect((await replica.http.get('/api/admin/results-job')).status).toBe(401);
      open();
      await job.idle();
      // The request that came during the run got one more run, on the replica holding the lock, never at once.
      expect(ranOn).toEqual(['first', 'first']);
      expect(most).toBe(1);
      expect(await job.status()).toMatchObject({ running: false, waiting: false, lastError: null });
    } finally {
      await replica.close();
    }
  });

  it('the demo history has touring regulars: the seasonal achievements have holders, season after season', async () => {
    // Seasonal achievements need more than 5 tournaments in a season; the demo's circuit has 7 a year.
    await seedDemoPredictions(t.app);
    const seasons = (await t.db.query(
      `SELECT aw.season, count(DISTINCT aw."userId")::int AS holders
         FROM achievement_award aw JOIN achievement a ON a.id = aw."achievementId"
        WHERE a.kind = 'seasonal' AND a.rule = 'tournaments' GROUP BY aw.season ORDER BY aw.season`,
    )) as { season: string; holders: number }[];
    const years = (await t.db.query(
      `SELECT DISTINCT to_char("dateStart", 'YYYY') AS season FROM tournament
        WHERE "idString" LIKE 'history-%' ORDER BY 1`,
    )) as { season: string }[];
    expect(years.length).toBeGreaterThanOrEqual(5);
    expect(seasons.map((s) => s.season)).toEqual(years.map((y) => y.season));
    for (const season of seasons) expect(season.holders).toBeGreaterThanOrEqual(3);
  });

  it('read the same fights on a worker thread (its own connection) as on the server thread: bouts, ratings and awards', async () => {
    await seedDemoPredictions(t.app);
    job.schedule('test: awards from the demo history');
    await job.idle();
    const world = await worldZoneId(t.db.manager);
    const thread = t.app.get(RatingThread);
    const sent = await thread.rate(await ratedBouts(t.db.manager, world));
    const read = await thread.rate({
      databaseUrl: t.config.DATABASE_URL!,
      worldZone: world,
      tournaments: ratedTournaments(await finishedCategories(sqlOf(t.db))),
    });
    expect(read.bouts).toBeGreaterThan(100);
    expect(read.bouts).toBe(sent.bouts);
    // Nothing rated again: the worker found exactly the bouts it was sent a moment before; and nothing to write,
    // since the job (reading on the worker's connection) stored exactly what the sent bouts rate to.
    expect(read.tables).toMatchObject({ periodsRated: 0, listsWritten: 0, periodsWritten: 0 });
    expect(read.tables.periods).toBe(sent.tables.periods);
    expect(sent.tables.periodsWritten).toBe(sent.tables.periods);

    const input = await t.app.get(AchievementsService).awardsInput();
    const here = await wantedAwards(
      <T>(sql: string, params: unknown[]) => t.db.query(sql, params) as Promise<T[]>,
      input,
    );
    expect(here.length).toBeGreaterThan(10);
    // The job (on Postgres, in the worker) stored exactly these: the worker, comparing, finds nothing to change.
    const storedAwards = () =>
      t.db.query(`SELECT id, "achievementId", "userId", season FROM achievement_award`) as Promise<
        { id: string; achievementId: string; userId: string; season: string }[]
      >;
    const keys = (awards: { achievementId: string; userId: string; season: string | null }[]) =>
      awards.map((a) => `${a.achievementId}|${a.userId}|${a.season || ''}`).sort();
    expect(keys(await storedAwards())).toEqual(keys(here));
    expect(await awardsInWorker(t.config.DATABASE_URL!, input)).toMatchObject({ fresh: [], stale: [] });
    // One award taken away by hand: the worker's comparison gives it back, and nothing else.
    const [gone] = await storedAwards();
    await t.db.query(`DELETE FROM achievement_award WHERE id = $1`, [gone.id]);
    const changes = await awardsInWorker(t.config.DATABASE_URL!, input);
    expect(changes.stale).toEqual([]);
    expect(keys(changes.fresh)).toEqual(keys([gone]));
    await t.app.get(AchievementsService).awardAll();
    expect(keys(await storedAwards())).toEqual(keys(here));
  });
});
