import { DataSource } from 'typeorm';
import {
  initialRating,
  updateRating,
  type Glicko2Game,
  type Glicko2Rating,
} from '@hema/shared/rating/glicko2';
import { ResultsJob } from '../../src/results/results-job.js';
import { seedDemoHistory } from '../../src/seed/demo-history.js';
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
      const list = lists.get(key) ?? { tournaments: [], bouts: new Map() };
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
});
