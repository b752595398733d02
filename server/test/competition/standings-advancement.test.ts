import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO, startTestApp, type TestApp } from '../support/test-app.js';
import { FightsRepository } from '../../src/fights/fights.repository.js';
import { advanceAfterFight } from '../../src/stages/bracket-advancement.js';
import { CompetitionFixtures, fightTo, startFight, type View } from './competition-fixtures.js';

let t: TestApp;
let f: CompetitionFixtures;
let organizer: string;

beforeAll(async () => {
  t = await startTestApp();
  f = new CompetitionFixtures(t);
  organizer = await t.login(DEMO.organizer);
});
afterAll(async () => {
  await t?.close();
});

const auth = (token: string) => ({ Authorization: token });
const fightsOf = (stage: View): View[] =>
  stage.pools.flatMap((p: View) => p.fights).filter((x: View) => !x.isBye);

async function category(fighters: number, nominationValues: Record<string, unknown> = {}) {
  const tournament = await f.tournament(organizer);
  const nomination = await f.nomination(organizer, tournament._id, nominationValues);
  const ids = await f.fighters(organizer, nomination._id, fighters);
  return { tournament, nomination, ids, seedOf: new Map(ids.map((id, i) => [id, i + 1])) };
}

/** Scores every fight of a stage: `winner(seed1, seed2)` names the winning seed; `points` the winner's score. */
async function score(
  stage: View,
  seedOf: Map<string, number>,
  winner: (a: number, b: number) => number = Math.min,
  points: (fight: View) => number = () => 3,
) {
  // Bracket fights still waiting for their fighters are left for later.
  for (const fight of fightsOf(stage).filter((x) => x.fighter1 && x.fighter2 && x.status === 'scheduled')) {
    const a = seedOf.get(fight.fighter1._id)!;
    const b = seedOf.get(fight.fighter2._id)!;
    const decided = await fightTo(t, fight._id, winner(a, b) === a ? 1 : 2, points(fight));
    // The engine moves bracket winners on after a result; fightTo stores the result directly, so do it here.
    if (decided.bracketKey)
      await t.app.get(FightsRepository).write((writer) => advanceAfterFight(writer, decided));
  }
}

async function dropOut(nominationId: string, userId: string) {
  const list = await t.http
    .get(`/api/nominations/${nominationId}/participants?perPage=0`)
    .set(auth(organizer));
  const participant = list.body.items.find((p: View) => p.userId === userId);
  const res = await t.http
    .put(`/api/participants/${participant._id}`)
    .set(auth(organizer))
    .send({ droppedOut: true });
  expect(res.status).toBe(200);
}

const preview = async (stageId: string, token = organizer) =>
  t.http.get(`/api/stages/${stageId}/advancement`).set(auth(token));
const advance = async (stageId: string, token = organizer) =>
  t.http.post(`/api/stages/${stageId}/advance`).set(auth(token));
const entered = (bracket: View) =>
  bracket.pools
    .flatMap((p: View) => p.fights)
    .filter((x: View) => x.bracketKey.startsWith('r1-'))
    .flatMap((x: View) => [x.fighter1?._id, x.fighter2?._id])
    .filter(Boolean);

describe('the standings of a scored pool', () => {
  it('lists wins, losses, hits, places and what separated neighbours', async () => {
    const { nomination, ids, seedOf } = await category(4);
    const stage = await f.stage(organizer, nomination._id, 'POOL', { toTheFinals: true });
    const built = (await f.generate(organizer, stage._id)).stage;
    await score(built, seedOf);
    const pool = built.pools[0];

    const res = await t.http.get(`/api/pools/${pool._id}/standings`).set(auth(organizer));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      poolId: pool._id,
      ranking: 'RATING_MODE',
      mode: 'MATCH_POINTS',
      fights: 6,
      finished: 6,
    });
    expect(res.body.criteria.map((c: View) => c.key)).toEqual([
      'matchPoints',
      'wins',
      'hitDifference',
      'pointsFor',
    ]);
    expect(res.body.rows.map((r: View) => [r.fighter._id, r.place])).toEqual(ids.map((id, i) => [id, i + 1]));
    expect(res.body.rows[0].stats).toMatchObject({
      fights: 3,
      wins: 3,
      losses: 0,
      pointsFor: 9,
      pointsAgainst: 6,
      matchPoints: 27,
    });
    expect(res.body.rows[0].separation).toEqual({
      criterion: 'matchPoints',
      nextFighterId: ids[1],
      value: 27,
      nextValue: 21,
    });
    expect(res.body.rows[3].separation).toBeNull();

    const stageTables = await t.http.get(`/api/stages/${stage._id}/standings`).set(auth(organizer));
    expect(stageTables.body.tables).toHaveLength(1);
    expect(stageTables.body.tables[0].rows[0].fighter._id).toBe(ids[0]);

    const standings = await t.http.get(`/api/nominations/${nomination._id}/standings`).set(auth(organizer));
    expect(standings.body.rows.map((r: View) => r.place)).toEqual([1, 2, 3, 4]);

    const statistics = await t.http.get(`/api/nominations/${nomination._id}/statistics`).set(auth(organizer));
    expect(statistics.body.category).toMatchObject({ fights: 6, fightsLeft: 0, points: 30, fighters: 4 });
    expect(statistics.body.fighters[0]).toMatchObject({ fighter: { _id: ids[0] }, winRate: 100, fights: 3 });
  });

  it('hides the standings of a tournament in developing from everyone but its organizer', async () => {
    const { nomination } = await category(3);
    const anonymous = await t.http.get(`/api/nominations/${nomination._id}/standings`);
    expect(anonymous.status).toBe(404);
  });
});

describe('the summary', () => {
  it('gives the medals from the stage marked to the finals and places everyone else after it', async () => {
    const { tournament, nomination, ids, seedOf } = await category(6);
    const pools = await f.stage(organizer, nomination._id, 'POOL', { poolsCount: 1, goesToNextStage: 4 });
    const finals = await f.stage(organizer, nomination._id, 'ELIMINATION', {
      toTheFinals: true,
      bronze: true,
    });
    await score((await f.generate(organizer, pools._id)).stage, seedOf);
    const running = (await advance(pools._id)).body.stage;
    const before = await t.http.get(`/api/tournaments/${tournament._id}/summary`).set(auth(organizer));
    expect(before.body.categories[0]).toMatchObject({ finished: false, medallists: [] });

    // Semi-finals, then the bronze fight and the final (each fetched again: winners move on).
    await score(running, seedOf);
    const semis = (await t.http.get(`/api/stages/${finals._id}`).set(auth(organizer))).body;
    await score({ pools: semis.pools.filter((p: View) => p.side === 2) }, seedOf, Math.max);
    const res = await t.http.get(`/api/tournaments/${tournament._id}/summary`).set(auth(organizer));
    const [summary] = res.body.categories;
    expect(summary).toMatchObject({ nomination: { _id: nomination._id }, finished: true });
    expect(summary.finalsStage).toMatchObject({ _id: finals._id, type: 'ELIMINATION' });
    // The worse seed won the final and the bronze fight.
    expect(summary.medallists.map((m: View) => [m.fighter._id, m.place])).toEqual([
      [ids[1], 1],
      [ids[0], 2],
      [ids[3], 3],
    ]);
    expect(summary.places.map((p: View) => p.place)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(summary.places.slice(4).map((p: View) => p.fighter._id)).toEqual([ids[4], ids[5]]);
  });
});

describe('advancing to the next stage (spec §4)', () => {
  /** 8 fighters in two pools (A: seeds 1, 4, 5, 8; B: 2, 3, 6, 7); pool B wins 5:4, pool A 3:2. */
  async function twoPools(settings: Record<string, unknown>) {
    const c = await category(8);
    const pools = await f.stage(organizer, c.nomination._id, 'POOL', { poolsCount: 2, ...settings });
    const finals = await f.stage(organizer, c.nomination._id, 'ELIMINATION', { toTheFinals: true });
    const built = (await f.generate(organizer, pools._id)).stage;
    const poolOf = new Map(
      built.pools.flatMap((p: View, i: number) => p.fights.map((x: View) => [x._id, i])),
    );
    return {
      ...c,
      pools,
      finals,
      built,
      scoreAll: () => score(built, c.seedOf, Math.min, (x) => (poolOf.get(x._id) === 1 ? 5 : 3)),
    };
  }

  it('is refused clearly while the stage is not finished', async () => {
    const { pools, built } = await twoPools({ goesToNextStage: 4 });
    await fightTo(t, fightsOf(built)[0]._id, 1);
    const res = await advance(pools._id);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'competition/stage-not-finished',
      message: 'Finish this stage before advancing: 11 fights have no result yet',
    });
    const shown = await preview(pools._id);
    expect(shown.body).toMatchObject({ ready: false, refusal: res.body.message });
  });

  it('Advanced qualification keeps the minimum from each pool even beyond the places going on', async () => {
    const { pools, finals, ids, scoreAll } = await twoPools({
      goesToNextStage: 3,
      minimumFromEachPool: 2,
      qualification: 'ADVANCED',
    });
    await scoreAll();
    const res = await preview(pools._id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      ready: true,
      refusal: null,
      next: { _id: finals._id },
      nextBuilt: false,
    });
    const going = res.body.lines.filter((l: View) => l.advances);
    // Pool B scored more hits per fight, so its fighters rank first at equal wins.
    expect(going.map((l: View) => [l.fighter._id, l.seed, l.reason, l.poolPlace])).toEqual([
      [ids[1], 1, 'minimumFromPool', 1],
      [ids[0], 2, 'minimumFromPool', 1],
      [ids[2], 3, 'minimumFromPool', 2],
      [ids[3], 4, 'minimumFromPool', 2],
    ]);
    expect(going[0]).toMatchObject({ rank: 1, group: { key: 'pool', n: 2 } });
    expect(going[0].separation).toMatchObject({ criterion: 'pointsForPerFight', nextFighterId: ids[0] });

    const done = await advance(pools._id);
    expect(done.status).toBe(200);
    expect(done.body.stage._id).toBe(finals._id);
    expect(entered(done.body.stage).sort()).toEqual(ids.slice(0, 4).sort());
  });

  it('Basic qualification takes places pool by pool (both 1st places, then the better 2nd), no pool minimum', async () => {
    const { pools, ids, scoreAll } = await twoPools({
      goesToNextStage: 3,
      minimumFromEachPool: 2,
      qualification: 'BASIC',
    });
    await scoreAll();
    const going = (await preview(pools._id)).body.lines.filter((l: View) => l.advances);
    expect(going.map((l: View) => [l.fighter._id, l.reason])).toEqual([
      [ids[1], 'ranking'],
      [ids[0], 'ranking'],
      [ids[2], 'ranking'],
    ]);
    const done = await advance(pools._id);
    expect(entered(done.body.stage).sort()).toEqual([ids[0], ids[1], ids[2]].sort());
  });

  it('never sends a dropped-out fighter on; building again overwrites until the next stage started', async () => {
    const { nomination, pools, ids, scoreAll } = await twoPools({ goesToNextStage: 4 });
    await scoreAll();
    const first = await advance(pools._id);
    expect(entered(first.body.stage)).toContain(ids[0]);

    await dropOut(nomination._id, ids[0]);
    const shown = (await preview(pools._id)).body;
    expect(shown.nextBuilt).toBe(true);
    expect(shown.lines.at(-1)).toMatchObject({
      fighter: { _id: ids[0] },
      reason: 'droppedOut',
      advances: false,
      rank: null,
    });
    const again = await advance(pools._id);
    expect(again.status).toBe(200);
    expect(entered(again.body.stage)).not.toContain(ids[0]);
    expect(entered(again.body.stage)).toHaveLength(4);

    await startFight(t, fightsOf(again.body.stage)[0]._id);
    const late = await advance(pools._id);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('competition/stage-started');
  });

  it('ranks with the previous stage’s stats when the stage combines them', async () => {
    const { nomination, ids, seedOf } = await category(4);
    const first = await f.stage(organizer, nomination._id, 'POOL', { poolsCount: 1, goesToNextStage: 4 });
    const second = await f.stage(organizer, nomination._id, 'POOL', {
      poolsCount: 1,
      goesToNextStage: 2,
      combineStats: true,
    });
    const last = await f.stage(organizer, nomination._id, 'ELIMINATION', { toTheFinals: true });
    await score((await f.generate(organizer, first._id)).stage, seedOf);
    const built = (await advance(first._id)).body.stage;
    // The second pool: seed 4 beats seed 1, otherwise the better seed wins. Alone, seeds 1 and 2 tie on two wins.
    await score(built, seedOf, (a, b) => ((a === 1 && b === 4) || (a === 4 && b === 1) ? 4 : Math.min(a, b)));
    const table = (await t.http.get(`/api/stages/${second._id}/standings`).set(auth(organizer))).body
      .tables[0];
    expect(table.combined).toBe(true);
    expect(table.rows.map((r: View) => [r.fighter._id, r.place, r.stats.fights, r.stats.wins])).toEqual([
      [ids[0], 1, 6, 5],
      [ids[1], 2, 6, 4],
      [ids[2], 3, 6, 2],
      [ids[3], 4, 6, 1],
    ]);
    const done = await advance(second._id);
    expect(done.body.stage._id).toBe(last._id);
    expect(entered(done.body.stage).sort()).toEqual([ids[0], ids[1]].sort());
  });
});

describe('who may advance', () => {
  it('refuses another organizer and anonymous callers', async () => {
    const { pools } = await (async () => {
      const c = await category(4);
      const stage = await f.stage(organizer, c.nomination._id, 'POOL');
      await f.stage(organizer, c.nomination._id, 'ELIMINATION');
      return { pools: stage };
    })();
    const other = (await f.organizer()).token;
    // The tournament is in developing: to another organizer it does not exist.
    expect((await advance(pools._id, other)).status).toBe(404);
    expect((await preview(pools._id, other)).status).toBe(404);
    expect((await t.http.post(`/api/stages/${pools._id}/advance`)).status).toBe(401);
  });

  it('answers 403 to another organizer once the tournament is public', async () => {
    const c = await category(4);
    const stage = await f.stage(organizer, c.nomination._id, 'POOL');
    const status = await t.http
      .post(`/api/tournaments/${c.tournament._id}/status`)
      .set(auth(organizer))
      .send({ action: 'openForViewing' });
    expect(status.status).toBe(200);
    const other = (await f.organizer()).token;
    const res = await advance(stage._id, other);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('competition/not-your-tournament');
    expect((await t.http.get(`/api/stages/${stage._id}/standings`)).status).toBe(200);
  });
});
