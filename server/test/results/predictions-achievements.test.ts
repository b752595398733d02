import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createFight } from '@hema/shared/fight/fight-engine';
import { AchievementAward } from '../../src/achievements/achievement.entity.js';
import { AchievementsService } from '../../src/achievements/achievements.service.js';
import { Fight } from '../../src/fights/fight.entity.js';
import { Nomination } from '../../src/nominations/nomination.entity.js';
import { Prediction } from '../../src/predictions/prediction.entity.js';
import { ResultsJob } from '../../src/results/results-job.js';
import { Pool } from '../../src/stages/pool.entity.js';
import { Stage } from '../../src/stages/stage.entity.js';
import { Tournament } from '../../src/tournaments/tournament.entity.js';
import { User } from '../../src/users/user.entity.js';
import { createRing } from '../support/competition-fixture.js';
import { DEMO, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Predictions lock by the fight's state on the server and resolve from results (fixed ones too); the best
 * predictors need 10 resolved predictions; seasonal achievements need more than 5 tournaments in the season; the
 * achievements step is idempotent.
 */
let t: TestApp;
let organizer: string;
let fighter: string;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  [organizer, fighter, admin] = await Promise.all([
    t.login(DEMO.organizer),
    t.login(DEMO.fighter),
    t.login(DEMO.admin),
  ]);
});
afterAll(async () => {
  await t?.close();
});

/** A judge's command over REST, with the version the judge saw (decisive events need it). */
const judge = async (fightId: string, event: Record<string, unknown>) =>
  t.http
    .post(`/api/fights/${fightId}/commands`)
    .set('Authorization', organizer)
    .send({
      commandId: randomUUID(),
      expectedVersion: (await t.db.getRepository(Fight).findOneByOrFail({ id: fightId })).version,
      event: { at: Date.now(), ...event },
      console: 'organizer',
    });

async function decide(fightId: string, events: Record<string, unknown>[]): Promise<void> {
  for (const event of events) expect((await judge(fightId, event)).status).toBeLessThan(300);
}

describe('a prediction', () => {
  it('is refused once the fight started, whatever the client says, and resolves (again) from the result', async () => {
    const ring = await createRing(t.db, DEMO.organizer);
    const fight = ring.fights[0];
    const put = (body: object) =>
      t.http.put(`/api/fights/${fight.id}/prediction`).set('Authorization', fighter).send(body);

    expect((await t.http.put(`/api/fights/${fight.id}/prediction`).send({ winner: 1 })).status).toBe(401);
    const made = await put({ winner: 1 });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ winner: 1, outcome: 'open', points: 0, potentialPoints: 10 });

    await decide(fight.id, [{ type: 'START' }]);
    // The client claims the fight has not started and sends the state it saw; the server reads the fight.
    const late = await put({ winner: 2, status: 'scheduled', startedAt: null, version: 0 });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('predictions/fight-started');
    const withdraw = await t.http.delete(`/api/fights/${fight.id}/prediction`).set('Authorization', fighter);
    expect(withdraw.status).toBe(409);

    const board = () =>
      t.http.get(`/api/tournaments/${ring.tournament.idString}/predictions`).set('Authorization', fighter);
    expect((await board()).body.mine).toEqual([expect.objectContaining({ winner: 1, outcome: 'locked' })]);

    await decide(fight.id, [
      { type: 'SCORE', side: 1, delta: 1 },
      { type: 'FINISH', reason: 'byPoints' },
    ]);
    const resolved = (await board()).body;
    expect(resolved.mine[0]).toMatchObject({ outcome: 'correct', points: 10 });
    expect(resolved.leaderboard[0]).toMatchObject({
      rank: 1,
      correct: 1,
      points: 10,
      user: { username: 'fedor.fighter' },
    });

    // A result fixed afterwards re-resolves the prediction.
    await decide(fight.id, [{ type: 'FIX_RESULT', score1: 1, score2: 2, result: 'F2_WIN' }]);
    expect((await board()).body.mine[0]).toMatchObject({ outcome: 'wrong', points: 0 });
  });
});

describe('the open fights of /predictions', () => {
  it('come most relevant tournament first: today’s, then one the person predicted in, then the others', async () => {
    const [older, predicted, today] = [
      await createRing(t.db, DEMO.organizer),
      await createRing(t.db, DEMO.organizer),
      await createRing(t.db, DEMO.organizer),
    ];
    const day = t.clock.now().toISOString().slice(0, 10);
    await t.db.getRepository(Tournament).update(today.tournament.id, { dateStart: day, dateEnd: day });
    await t.db
      .getRepository(Tournament)
      .update(older.tournament.id, { dateStart: '2026-11-25', dateEnd: '2026-11-25' });
    const fighterId = (await t.db.getRepository(User).findOneByOrFail({ email: DEMO.fighter })).id;
    await t.db
      .getRepository(Prediction)
      .insert({ userId: fighterId, fightId: predicted.fights[0].id, winner: 1, expected: 0.5 });

    const order = async (token?: string) => {
      const res = await t.http.get('/api/predictions/open').set(token ? { Authorization: token } : {});
      const ids = [...new Set(res.body.fights.map((f: { tournament: { _id: string } }) => f.tournament._id))];
      return [today, predicted, older].map((r) => ids.indexOf(r.tournament.id));
    };
    const mine = await order(fighter);
    expect(mine[0]).toBe(0);
    expect(mine[1]).toBeLessThan(mine[2]);
    // Signed out nobody predicted: today's first, then the latest.
    const anonymous = await order();
    expect(anonymous[0]).toBe(0);
    expect(anonymous[2]).toBeLessThan(anonymous[1]);
  });
});

describe('the best predictors', () => {
  it('list only users with at least 10 resolved predictions, by accuracy then points', async () => {
    const rings = [await createRing(t.db, DEMO.organizer), await createRing(t.db, DEMO.organizer)];
    const fights = rings.flatMap((r) => r.fights).slice(0, 11);
    for (const f of fights)
      await t.db.getRepository(Fight).update(f.id, { status: 'finished', result: 'F1_WIN', score1: 1 });
    const [ten, nine] = rings[0].fighters;
    const predict = (userId: string, n: number, winner: 1 | 2) =>
      t.db
        .getRepository(Prediction)
        .insert(fights.slice(0, n).map((f) => ({ userId, fightId: f.id, winner, expected: 0.5 })));
    await predict(ten.id, 10, 1);
    await predict(nine.id, 9, 1);

    const best = await t.http.get('/api/predictions/best');
    expect(best.status).toBe(200);
    const names = best.body.items.map((line: { user: { _id: string } }) => line.user._id);
    expect(names).toContain(ten.id);
    expect(names).not.toContain(nine.id);
    expect(best.body.items.find((l: { user: { _id: string } }) => l.user._id === ten.id)).toMatchObject({
      predictions: 10,
      correct: 10,
      accuracy: 100,
      points: 100,
    });
    // The same in the world zone (every zone); an unknown zone is a 404.
    expect((await t.http.get('/api/predictions/best?zone=W')).body).toEqual(best.body);
    expect((await t.http.get('/api/predictions/best?zone=nowhere')).status).toBe(404);
    const own = await t.http.get(`/api/users/${ten.username}/predictions`);
    expect(own.body.totals).toEqual({ made: 10, predictions: 10, correct: 10, points: 100 });
    expect(own.body.items).toHaveLength(10);
    for (const item of own.body.items) {
      expect(item.fight.fighter1.name).not.toBe('');
      expect(item.fight.tournament.title).not.toBe('');
    }
    // Both predictors picked fighter 1 in all six fights of the first ring's tournament.
    const votes = await t.http
      .get(`/api/tournaments/${rings[0].tournament.id}/predictions`)
      .set('Authorization', organizer);
    expect(votes.status).toBe(200);
    const sum = (key: 'votes1' | 'votes2') =>
      votes.body.votes.reduce((n: number, v: Record<string, number>) => n + v[key], 0);
    expect([sum('votes1'), sum('votes2')]).toEqual([12, 0]);
  });
});

/** A finished tournament of one pool in which every pair of `fighters` fought once, fighter order deciding. */
async function finishedTournament(date: string, fighters: readonly User[], authorId: string): Promise<void> {
  const suffix = randomUUID().slice(0, 8);
  const tournament = await t.db.getRepository(Tournament).save(
    t.db.getRepository(Tournament).create({
      idString: `season-${suffix}`,
      title: `Season cup ${suffix}`,
      authorId,
      status: 'FINISHED',
      dateStart: date,
      dateEnd: date,
    }),
  );
  const nomination = await t.db
    .getRepository(Nomination)
    .save(
      t.db
        .getRepository(Nomination)
        .create({ tournamentId: tournament.id, idString: 'ls', title: 'Longsword' }),
    );
  const stage = await t.db
    .getRepository(Stage)
    .save(
      t.db.getRepository(Stage).create({ nominationId: nomination.id, index: 0, type: 'POOL', label: '' }),
    );
  const pool = await t.db
    .getRepository(Pool)
    .save(
      t.db
        .getRepository(Pool)
        .create({ stageId: stage.id, index: 0, title: 'Pool A', fighters: fighters.map((f) => f.id) }),
    );
  let index = 0;
  for (let a = 0; a < fighters.length; a++)
    for (let b = a + 1; b < fighters.length; b++) {
      const id = randomUUID();
      await t.db.getRepository(Fight).insert({
        id,
        poolId: pool.id,
        stageId: stage.id,
        nominationId: nomination.id,
        tournamentId: tournament.id,
        index: index++,
        fighter1Id: fighters[a].id,
        fighter2Id: fighters[b].id,
        snapshot: createFight({ fightId: id, fighter1: fighters[a].id, fighter2: fighters[b].id }) as never,
        status: 'finished',
        result: 'F1_WIN',
        score1: 1,
      });
    }
}

describe('achievements', () => {
  it('go seasonal only to fighters with more than 5 tournaments in the season, and awarding twice changes nothing', async () => {
    const ring = await createRing(t.db, DEMO.organizer);
    const [six, five] = ring.fighters;
    const author = ring.tournament.authorId;
    for (let month = 1; month <= 6; month++) {
      const date = `2025-${String(month).padStart(2, '0')}-10`;
      await finishedTournament(date, month <= 5 ? [six, five] : [six, ring.fighters[2]], author);
    }
    // `five` won nothing in the sixth tournament it missed; both win every season fight they fought as fighter 1.
    const created = await t.http
      .post('/api/admin/achievements')
      .set('Authorization', admin)
      .send({
        title: 'Season regular',
        description: 'Won a fight in a busy season',
        icon: 'flame',
        kind: 'seasonal',
        rule: 'wins',
        params: { count: 1, bestPlace: 3, ratingGap: 100 },
      });
    expect(created.status).toBe(201);
    expect(
      (await t.http.post('/api/admin/achievements').set('Authorization', fighter).send(created.body)).status,
    ).toBe(403);
    await t.app.get(ResultsJob).idle();

    const awards = await t.db
      .getRepository(AchievementAward)
      .find({ where: { achievementId: created.body._id } });
    expect(awards.map((a) => [a.userId, a.season])).toEqual([[six.id, '2025']]);

    const seasonal = await t.http.get('/api/achievements?kind=seasonal');
    const shown = seasonal.body.items.find((a: { _id: string }) => a._id === created.body._id);
    expect(shown.holders).toBe(1);
    expect(shown.awards).toEqual([
      expect.objectContaining({ user: expect.objectContaining({ _id: six.id }), season: '2025' }),
    ]);
    const mine = await t.http.get(`/api/users/${six.id}/achievements`);
    expect(mine.body.items).toEqual([expect.objectContaining({ season: '2025' })]);
    const byName = await t.http.get(`/api/users/${six.username}/achievements?zone=W`);
    expect(byName.body.items).toEqual(mine.body.items);

    const again = await t.app.get(AchievementsService).awardAll();
    expect(again).toEqual({ added: 0, removed: 0 });
    const after = await t.db
      .getRepository(AchievementAward)
      .find({ where: { achievementId: created.body._id } });
    expect(after).toEqual(awards);
  });
});
