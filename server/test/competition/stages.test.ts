import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO, startTestApp, type TestApp } from '../support/test-app.js';
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

const fightsOf = (stage: View): View[] => stage.pools.flatMap((p: View) => p.fights);

/** A tournament with one category and `fighters` seeded fighters. */
async function category(fighters: number, nominationValues: Record<string, unknown> = {}) {
  const tournament = await f.tournament(organizer);
  const nomination = await f.nomination(organizer, tournament._id, nominationValues);
  const ids = await f.fighters(organizer, nomination._id, fighters);
  return { tournament, nomination, ids };
}

describe('generating a pool stage', () => {
  it('splits the fighters into pools of at most 7 and schedules every bout of each pool', async () => {
    const { nomination } = await category(10);
    const stage = await f.stage(organizer, nomination._id, 'POOL');
    const { stage: built, warnings } = await f.generate(organizer, stage._id);
    expect(built.pools.map((p: View) => p.fighters.length)).toEqual([5, 5]);
    expect(built.pools.map((p: View) => p.fights.length)).toEqual([10, 10]);
    expect(built.pools.map((p: View) => p.group)).toEqual([
      { key: 'pool', n: 1, custom: null },
      { key: 'pool', n: 2, custom: null },
    ]);
    const fight = built.pools[0].fights[0];
    expect(fight).toMatchObject({
      status: 'scheduled',
      result: 'NONE',
      version: 0,
      isBye: false,
      score1: 0,
      score2: 0,
    });
    expect(fight.fighter1.name).toMatch(/^Seed\d+ /);
    expect(fight.view.fightId).toBe(fight._id);
    expect(warnings).toEqual(['No stage marked as To the Finals']);
  });

  it('takes the organizer’s pool count and leaves dropped-out fighters out', async () => {
    const { nomination, ids } = await category(11);
    const participants = await t.http
      .get(`/api/nominations/${nomination._id}/participants?perPage=0`)
      .set('Authorization', organizer);
    const last = participants.body.items.find((p: View) => p.userId === ids[10]);
    await t.http
      .put(`/api/participants/${last._id}`)
      .set('Authorization', organizer)
      .send({ droppedOut: true });
    const stage = await f.stage(organizer, nomination._id, 'POOL', { poolsCount: 3, toTheFinals: true });
    const { stage: built, warnings } = await f.generate(organizer, stage._id);
    expect(built.pools.map((p: View) => p.fighters.length).sort()).toEqual([3, 3, 4]);
    expect(fightsOf(built)).toHaveLength(6 + 3 + 3);
    expect(built.pools.flatMap((p: View) => p.fighters.map((x: View) => x._id))).not.toContain(ids[10]);
    expect(warnings).toEqual([]);
  });

  it('refuses a stage with fewer than two fighters', async () => {
    const { nomination } = await category(1);
    const stage = await f.stage(organizer, nomination._id, 'POOL');
    const res = await t.http.post(`/api/stages/${stage._id}/generate`).set('Authorization', organizer);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('A stage needs at least two fighters who have not dropped out');
  });
});

describe('generating an elimination stage', () => {
  it('builds the whole bracket with byes for the top seeds, stored finished with the bye result', async () => {
    const { nomination, ids } = await category(6);
    const stage = await f.stage(organizer, nomination._id, 'ELIMINATION', {
      bronze: true,
      byeMode: 'WIN',
      byeWinScores: '3',
    });
    const { stage: built } = await f.generate(organizer, stage._id);
    expect(built.pools.map((p: View) => [p.group.key, p.fights.length])).toEqual([
      ['quarterFinals', 2],
      ['quarterFinals', 2],
      ['semiFinals', 1],
      ['semiFinals', 1],
      ['finals', 2],
    ]);
    const fights = fightsOf(built);
    expect(fights).toHaveLength(8);
    // The category allows no draws in elimination: every bout must name a winner.
    expect(fights.filter((x) => !x.isBye).every((x) => x.view.winnerRequired === true)).toBe(true);
    const byes = fights.filter((x) => x.isBye);
    expect(byes).toHaveLength(2);
    for (const bye of byes) {
      expect(bye).toMatchObject({
        status: 'finished',
        result: 'F1_WIN',
        score1: 3,
        score2: 0,
        fighter2: null,
      });
    }
    expect(byes.map((b) => b.fighter1._id).sort()).toEqual([ids[0], ids[1]].sort());
    const semis = fights.filter((x) => x.bracketKey.startsWith('r2-'));
    expect(semis.map((s) => s.fighter1?._id).sort()).toEqual([ids[0], ids[1]].sort());
    const bronze = fights.find((x) => x.bracketKey === 'r3-f1');
    expect(bronze).toMatchObject({ fighter1: null, fighter2: null, status: 'scheduled' });
    expect(semis.every((s) => s.loserNextBracketKey === 'r3-f1')).toBe(true);
  });

  it('takes only the best eliminationSize fighters', async () => {
    const { nomination, ids } = await category(6);
    const stage = await f.stage(organizer, nomination._id, 'ELIMINATION', { eliminationSize: 4 });
    const { stage: built } = await f.generate(organizer, stage._id);
    const fights = fightsOf(built);
    expect(fights).toHaveLength(3);
    const entered = fights
      .filter((x) => x.bracketKey.startsWith('r1-'))
      .flatMap((x) => [x.fighter1._id, x.fighter2._id]);
    expect(entered.sort()).toEqual(ids.slice(0, 4).sort());
  });

  it('builds a double elimination with a lower bracket and a grand final', async () => {
    const { nomination } = await category(8);
    const stage = await f.stage(organizer, nomination._id, 'ELIMINATION_DOUBLE', { grandFinalReset: true });
    const { stage: built } = await f.generate(organizer, stage._id);
    const fights = fightsOf(built);
    expect(built.pools.some((p: View) => p.floor === 1)).toBe(true);
    expect(fights.map((x) => x.bracketKey)).toEqual(
      expect.arrayContaining(['grand-final', 'grand-final-reset']),
    );
    expect(fights.filter((x) => x.bracketKey.startsWith('u1-'))).toHaveLength(4);
  });
});

describe('generating a swiss stage', () => {
  it('pairs round one and gives the odd fighter out a bye', async () => {
    const { nomination } = await category(5);
    const stage = await f.stage(organizer, nomination._id, 'SWISS');
    const { stage: built } = await f.generate(organizer, stage._id);
    expect(built.pools).toHaveLength(1);
    expect(built.pools[0]).toMatchObject({ group: { key: 'swissRound', n: 1 }, round: 1 });
    const fights = fightsOf(built);
    expect(fights).toHaveLength(3);
    expect(fights.filter((x) => x.isBye)).toHaveLength(1);
  });

  it('needs an initial HP for swiss with hits and starts every fighter with it', async () => {
    const { nomination } = await category(4);
    const stage = await f.stage(organizer, nomination._id, 'SWISS_HITS');
    const refused = await t.http.post(`/api/stages/${stage._id}/generate`).set('Authorization', organizer);
    expect(refused.status).toBe(409);
    await t.http
      .put(`/api/stages/${stage._id}`)
      .set('Authorization', organizer)
      .send({ settings: { initialHp: 10 } });
    const { stage: built } = await f.generate(organizer, stage._id);
    const fights = fightsOf(built);
    expect(fights).toHaveLength(2);
    expect(fights[0].view.hitPoints).toEqual({ 1: 10, 2: 10 });
  });
});

describe('building a stage again (spec §4)', () => {
  it('replaces the fights while none has started, and refuses once one has', async () => {
    const { nomination } = await category(4);
    const stage = await f.stage(organizer, nomination._id, 'POOL');
    const first = fightsOf((await f.generate(organizer, stage._id)).stage);
    const second = fightsOf((await f.generate(organizer, stage._id)).stage);
    expect(second).toHaveLength(first.length);
    expect(second.map((x) => x._id)).not.toEqual(expect.arrayContaining([first[0]._id]));
    await startFight(t, second[0]._id);
    const refused = await t.http.post(`/api/stages/${stage._id}/generate`).set('Authorization', organizer);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'competition/stage-started' });
    expect(refused.body.message).toMatch(/already started/);
    const deleting = await t.http.delete(`/api/stages/${stage._id}`).set('Authorization', organizer);
    expect(deleting.status).toBe(409);
  });

  it('does not count byes as started fights', async () => {
    const { nomination } = await category(3);
    const stage = await f.stage(organizer, nomination._id, 'ELIMINATION');
    await f.generate(organizer, stage._id);
    expect(
      (await t.http.post(`/api/stages/${stage._id}/generate`).set('Authorization', organizer)).status,
    ).toBe(200);
  });
});

describe('resetting a category (spec §4)', () => {
  it('deletes all its fights but keeps its stages and pools, after which the stage can be built again', async () => {
    const { nomination } = await category(6);
    const stage = await f.stage(organizer, nomination._id, 'POOL', { poolsCount: 2 });
    const built = (await f.generate(organizer, stage._id)).stage;
    await fightTo(t, built.pools[0].fights[0]._id, 1);
    const reset = await t.http
      .post(`/api/nominations/${nomination._id}/reset`)
      .set('Authorization', organizer);
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ deletedFights: 6 });
    const stages = await t.http
      .get(`/api/nominations/${nomination._id}/stages`)
      .set('Authorization', organizer);
    expect(stages.body.count).toBe(1);
    expect(stages.body.items[0].pools).toHaveLength(2);
    expect(stages.body.items[0].pools.map((p: View) => p.fighters.length)).toEqual([3, 3]);
    expect(fightsOf(stages.body.items[0])).toEqual([]);
    expect(
      (await t.http.post(`/api/stages/${stage._id}/generate`).set('Authorization', organizer)).status,
    ).toBe(200);
  });

  it('refuses to delete a category with stages', async () => {
    const { nomination } = await category(2);
    const stage = await f.stage(organizer, nomination._id, 'POOL');
    const refused = await t.http.delete(`/api/nominations/${nomination._id}`).set('Authorization', organizer);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('A category with stages cannot be deleted');
    expect((await t.http.delete(`/api/stages/${stage._id}`).set('Authorization', organizer)).status).toBe(
      204,
    );
    expect(
      (await t.http.delete(`/api/nominations/${nomination._id}`).set('Authorization', organizer)).status,
    ).toBe(204);
  });
});

describe('the next stage', () => {
  it('takes the fighters the pools send on, once the pools are finished', async () => {
    const { nomination, ids } = await category(8);
    const pools = await f.stage(organizer, nomination._id, 'POOL', {
      poolsCount: 2,
      goesToNextStage: 4,
      minimumFromEachPool: 2,
    });
    const finals = await f.stage(organizer, nomination._id, 'ELIMINATION', { toTheFinals: true });
    const built = (await f.generate(organizer, pools._id)).stage;
    const early = await t.http.post(`/api/stages/${finals._id}/generate`).set('Authorization', organizer);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Finish the previous stage before generating this one');
    // The better seed wins every bout, so seeds 1-4 top their pools.
    const seedOf = new Map(ids.map((id, i) => [id, i + 1]));
    for (const fight of fightsOf(built)) {
      await fightTo(t, fight._id, seedOf.get(fight.fighter1._id)! < seedOf.get(fight.fighter2._id)! ? 1 : 2);
    }
    const { stage: bracket, warnings } = await f.generate(organizer, finals._id);
    const entered = fightsOf(bracket)
      .filter((x) => x.bracketKey.startsWith('r1-'))
      .flatMap((x) => [x.fighter1._id, x.fighter2._id]);
    expect(entered.sort()).toEqual(ids.slice(0, 4).sort());
    expect(warnings).toEqual([]);
  });
});

describe('stages page and stage changes', () => {
  it('shows every stage with its pools and fights to the public once the tournament is open for viewing', async () => {
    const { tournament, nomination } = await category(3);
    const stage = await f.stage(organizer, nomination._id, 'POOL');
    await f.generate(organizer, stage._id);
    expect((await t.http.get(`/api/nominations/${nomination._id}/stages`)).status).toBe(404);
    await t.http
      .post(`/api/tournaments/${tournament._id}/status`)
      .set('Authorization', organizer)
      .send({ action: 'openForViewing' });
    const res = await t.http.get(`/api/nominations/${nomination._id}/stages`);
    expect(res.status).toBe(200);
    expect(res.body.items[0]).toMatchObject({ type: 'POOL', label: '', index: 0 });
    expect(fightsOf(res.body.items[0])).toHaveLength(3);
    expect(res.body.warnings).toEqual(['No stage marked as To the Finals']);
  });

  it('drops the pools when the type changes and renumbers stages after a deletion', async () => {
    const { nomination } = await category(4);
    const first = await f.stage(organizer, nomination._id, 'POOL');
    const second = await f.stage(organizer, nomination._id, 'POOL');
    await f.generate(organizer, first._id);
    const changed = await t.http
      .put(`/api/stages/${first._id}`)
      .set('Authorization', organizer)
      .send({ type: 'SWISS', label: 'Swiss day' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      type: 'SWISS',
      label: 'Swiss day',
      pools: [],
    });
    await t.http.delete(`/api/stages/${first._id}`).set('Authorization', organizer);
    const after = await t.http.get(`/api/stages/${second._id}`).set('Authorization', organizer);
    expect(after.body.index).toBe(0);
  });

  it('refuses unknown stage types and settings', async () => {
    const { nomination } = await category(0);
    const bad = await t.http
      .post(`/api/nominations/${nomination._id}/stages`)
      .set('Authorization', organizer)
      .send({ type: 'KNOCKOUT' });
    expect(bad.status).toBe(400);
    const badSettings = await t.http
      .post(`/api/nominations/${nomination._id}/stages`)
      .set('Authorization', organizer)
      .send({ type: 'POOL', settings: { poolsCount: -1 } });
    expect(badSettings.status).toBe(400);
  });
});
