import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { buildListQuery } from '@hema/shared/query/list-query';
import { Club } from '../../src/catalog/club.entity.js';
import { Weapon } from '../../src/catalog/weapon.entity.js';
import { DEMO, startTestApp, type TestApp } from '../support/test-app.js';
import { CompetitionFixtures, startFight, type View } from './competition-fixtures.js';

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

const as = (token: string) => ({ Authorization: token });

describe('categories (spec §3 nominations)', () => {
  it('creates a category with its weapon, settings and fight rules filled with defaults', async () => {
    const tournament = await f.tournament(organizer);
    const longsword = await t.db.getRepository(Weapon).findOneByOrFail({ title: 'Longsword' });
    const created = await f.nomination(organizer, tournament._id, {
      title: 'Longsword Open',
      idString: 'longsword-open',
      weaponId: longsword.id,
      colorLeft: 'green',
      ratingMode: 'FFG',
      rules: { timerDirection: 'up', durationMs: 120_000, scoreCap: 7 },
    });
    expect(created).toMatchObject({
      title: 'Longsword Open',
      idString: 'longsword-open',
      weapon: { title: 'Longsword', type: { title: 'Two-handed' } },
      colorLeft: 'green',
      colorRight: 'blue',
      ratingMode: 'FFG',
      rules: {
        timerDirection: 'up',
        durationMs: 120_000,
        scoreCap: 7,
        addedValue: 1,
        counters: { doubles: true },
      },
    });
    const read = await t.http.get(`/api/nominations/${created._id}`).set(as(organizer));
    expect(read.body.idString).toBe('longsword-open');
    const list = await t.http.get(`/api/tournaments/${tournament._id}/nominations`).set(as(organizer));
    expect(list.body).toMatchObject({ count: 1, items: [{ _id: created._id }] });
  });

  it('validates the rules with the fight machine’s schema and refuses a taken category address', async () => {
    const tournament = await f.tournament(organizer);
    const bad = await t.http
      .post(`/api/tournaments/${tournament._id}/nominations`)
      .set(as(organizer))
      .send({ title: 'Sabre', idString: 'sabre', rules: { durationMs: -5, timerDirection: 'sideways' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(
      expect.arrayContaining(['rules.durationMs', 'rules.timerDirection']),
    );
    await f.nomination(organizer, tournament._id, { idString: 'sabre' });
    const taken = await t.http
      .post(`/api/tournaments/${tournament._id}/nominations`)
      .set(as(organizer))
      .send({ title: 'Sabre 2', idString: 'sabre' });
    expect(taken.status).toBe(409);
    const unknownWeapon = await t.http
      .post(`/api/tournaments/${tournament._id}/nominations`)
      .set(as(organizer))
      .send({ title: 'Odd', idString: 'odd', weaponId: '00000000-0000-4000-8000-000000000000' });
    expect(unknownWeapon.status).toBe(400);
    expect(unknownWeapon.body.errors).toEqual({ weaponId: 'Weapon not found' });
  });

  it('gives fights not yet started the new rules when the category’s rules change', async () => {
    const tournament = await f.tournament(organizer);
    const nomination = await f.nomination(organizer, tournament._id);
    await f.fighters(organizer, nomination._id, 3);
    const stage = await f.stage(organizer, nomination._id, 'POOL');
    const fights: View[] = (await f.generate(organizer, stage._id)).stage.pools[0].fights;
    await startFight(t, fights[0]._id);
    const res = await t.http
      .put(`/api/nominations/${nomination._id}`)
      .set(as(organizer))
      .send({ rules: { durationMs: 60_000 } });
    expect(res.status).toBe(200);
    expect(res.body.rules.durationMs).toBe(60_000);
    const pool = await t.http
      .get(
        `/api/pools/${(await t.http.get(`/api/stages/${stage._id}`).set(as(organizer))).body.pools[0]._id}`,
      )
      .set(as(organizer));
    const byId = new Map(pool.body.fights.map((x: View) => [x._id, x]));
    expect((byId.get(fights[0]._id) as View).view.clock.durationMs).toBe(90_000);
    expect(byId.get(fights[1]._id) as View).toMatchObject({
      version: 1,
      view: { clock: { durationMs: 60_000 } },
    });
  });

  it('announces new colours to the rings: fights not in progress get new versions carrying them', async () => {
    const tournament = await f.tournament(organizer);
    const nomination = await f.nomination(organizer, tournament._id);
    await f.fighters(organizer, nomination._id, 3);
    const stage = await f.stage(organizer, nomination._id, 'POOL');
    const fights: View[] = (await f.generate(organizer, stage._id)).stage.pools[0].fights;
    await startFight(t, fights[0]._id);
    const state = async (id: string) => (await t.http.get(`/api/fights/${id}/state`).set(as(organizer))).body;
    const [running, waiting] = [await state(fights[0]._id), await state(fights[1]._id)];
    expect(waiting).toMatchObject({ colorLeft: 'red', colorRight: 'blue' });

    const res = await t.http
      .put(`/api/nominations/${nomination._id}`)
      .set(as(organizer))
      .send({ colorLeft: 'green', colorRight: 'yellow' });
    expect(res.status).toBe(200);
    // A new version is what makes consoles (live and polling) take the state again.
    expect(await state(fights[1]._id)).toMatchObject({
      version: waiting.version + 1,
      colorLeft: 'green',
      colorRight: 'yellow',
    });
    // The fight in progress is not bumped (a judge's decisive press would meet `conflict`); its next state has them.
    expect(await state(fights[0]._id)).toMatchObject({ version: running.version, colorLeft: 'green' });

    // Saving the same colours again announces nothing.
    await t.http
      .put(`/api/nominations/${nomination._id}`)
      .set(as(organizer))
      .send({ colorLeft: 'green', colorRight: 'yellow' });
    expect((await state(fights[1]._id)).version).toBe(waiting.version + 1);

    // The red fighter moved to the right side: announced too (consoles and captions swap their halves).
    expect(waiting).toMatchObject({ redSide: 1 });
    await t.http.put(`/api/nominations/${nomination._id}`).set(as(organizer)).send({ redSide: 2 });
    expect(await state(fights[1]._id)).toMatchObject({ version: waiting.version + 2, redSide: 2 });
  });
});

describe('participants of a category', () => {
  it('lists fighters with name, club, seed and dropped out, with filters and sorts', async () => {
    const tournament = await f.tournament(organizer);
    const nomination = await f.nomination(organizer, tournament._id);
    const club = await t.db.getRepository(Club).findOneByOrFail({ title: 'Moscow HEMA Club' });
    const anna = await f.fighterAccount('Anna', club.id);
    const boris = await f.fighterAccount('Boris');
    await t.http
      .post(`/api/nominations/${nomination._id}/participants`)
      .set(as(organizer))
      .send({ userId: anna, seed: 2 });
    await t.http
      .post(`/api/nominations/${nomination._id}/participants`)
      .set(as(organizer))
      .send({ userId: boris, seed: 1 });
    const list = await t.http.get(`/api/nominations/${nomination._id}/participants`).set(as(organizer));
    expect(list.body.items.map((p: View) => p.seed)).toEqual([1, 2]);
    expect(list.body.items[1]).toMatchObject({
      userId: anna,
      club: { title: 'Moscow HEMA Club' },
      droppedOut: false,
    });
    const filtered = await t.http
      .get(
        `/api/nominations/${nomination._id}/participants?${buildListQuery({ filter: [{ field: 'club', like: true, values: ['moscow'] }] })}`,
      )
      .set(as(organizer));
    expect(filtered.body.items.map((p: View) => p.userId)).toEqual([anna]);
    const duplicate = await t.http
      .post(`/api/nominations/${nomination._id}/participants`)
      .set(as(organizer))
      .send({ userId: anna });
    expect(duplicate.status).toBe(409);
    const nobody = await t.http
      .post(`/api/nominations/${nomination._id}/participants`)
      .set(as(organizer))
      .send({ userId: '00000000-0000-4000-8000-000000000000' });
    expect(nobody.status).toBe(400);
  });

  it('keeps a fighter who drops out from starting fights not yet fought, and refuses to remove a fighter with fights', async () => {
    const tournament = await f.tournament(organizer);
    const nomination = await f.nomination(organizer, tournament._id);
    const ids = await f.fighters(organizer, nomination._id, 3);
    const stage = await f.stage(organizer, nomination._id, 'POOL');
    await f.generate(organizer, stage._id);
    const participants = (
      await t.http.get(`/api/nominations/${nomination._id}/participants`).set(as(organizer))
    ).body.items;
    const first = participants.find((p: View) => p.userId === ids[0]);
    const dropped = await t.http
      .put(`/api/participants/${first._id}`)
      .set(as(organizer))
      .send({ droppedOut: true, seed: 9 });
    expect(dropped.body).toMatchObject({ droppedOut: true, seed: 9 });
    const stages = await t.http.get(`/api/nominations/${nomination._id}/stages`).set(as(organizer));
    const theirs = stages.body.items[0].pools[0].fights.filter(
      (x: View) => x.fighter1._id === ids[0] || x.fighter2._id === ids[0],
    );
    expect(theirs).toHaveLength(2);
    for (const fight of theirs) expect(fight.version).toBe(1);
    const removal = await t.http.delete(`/api/participants/${first._id}`).set(as(organizer));
    expect(removal.status).toBe(409);
    expect(removal.body.message).toBe(
      'This fighter has fights in the category; mark them dropped out instead',
    );
  });
});

describe('changing a pool’s fighters (spec §5: at most 7)', () => {
  it('refuses an eighth fighter with "A pool cannot have more than 7 fighters"', async () => {
    const tournament = await f.tournament(organizer);
    const nomination = await f.nomination(organizer, tournament._id);
    const ids = await f.fighters(organizer, nomination._id, 8);
    const stage = await f.stage(organizer, nomination._id, 'POOL', { poolsCount: 2 });
    const pool = (await f.generate(organizer, stage._id)).stage.pools[0];
    const res = await t.http.put(`/api/pools/${pool._id}`).set(as(organizer)).send({ fighters: ids });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('A pool cannot have more than 7 fighters');
    expect(res.body.errors).toEqual({ fighters: 'A pool cannot have more than 7 fighters' });
  });

  it('sets the fighters in sheet order and builds the bouts again', async () => {
    const tournament = await f.tournament(organizer);
    const nomination = await f.nomination(organizer, tournament._id);
    const ids = await f.fighters(organizer, nomination._id, 6);
    const stage = await f.stage(organizer, nomination._id, 'POOL', { poolsCount: 2 });
    const [poolA, poolB] = (await f.generate(organizer, stage._id)).stage.pools;
    const aFighters: string[] = poolA.fighters.map((x: View) => x._id);
    const reordered = [...aFighters].reverse();
    const res = await t.http
      .put(`/api/pools/${poolA._id}`)
      .set(as(organizer))
      .send({ fighters: reordered.slice(0, 2) });
    expect(res.status).toBe(200);
    expect(res.body.fighters.map((x: View) => x._id)).toEqual(reordered.slice(0, 2));
    expect(res.body.fights).toHaveLength(1);
    expect(res.body.fights[0].fighter1._id).toBe(reordered[0]);
    const taken = await t.http
      .put(`/api/pools/${poolA._id}`)
      .set(as(organizer))
      .send({ fighters: [poolB.fighters[0]._id] });
    expect(taken.status).toBe(400);
    expect(taken.body.message).toBe('A fighter is already in Pool 2');
    const stranger = await f.fighterAccount('Stranger');
    expect(
      (
        await t.http
          .put(`/api/pools/${poolA._id}`)
          .set(as(organizer))
          .send({ fighters: [stranger] })
      ).status,
    ).toBe(400);
    expect(ids).toHaveLength(6);
  });

  it('refuses changes once a fight of the pool has started, and in a bracket', async () => {
    const tournament = await f.tournament(organizer);
    const nomination = await f.nomination(organizer, tournament._id);
    await f.fighters(organizer, nomination._id, 4);
    const stage = await f.stage(organizer, nomination._id, 'POOL');
    const pool = (await f.generate(organizer, stage._id)).stage.pools[0];
    await startFight(t, pool.fights[0]._id);
    const started = await t.http.put(`/api/pools/${pool._id}`).set(as(organizer)).send({ fighters: [] });
    expect(started.status).toBe(409);
    expect(started.body.message).toBe('Fights of this pool have already started');

    const other = await f.nomination(organizer, tournament._id);
    await f.fighters(organizer, other._id, 4);
    const bracketStage = await f.stage(organizer, other._id, 'ELIMINATION');
    const column = (await f.generate(organizer, bracketStage._id)).stage.pools[0];
    const bracket = await t.http.put(`/api/pools/${column._id}`).set(as(organizer)).send({ fighters: [] });
    expect(bracket.status).toBe(409);
  });
});

describe('GET /pools/{id} (spec §7)', () => {
  it('answers the pool with its fights: ids, fighters’ names and clubs, scores, status, result and ring', async () => {
    const tournament = await f.tournament(organizer);
    const nomination = await f.nomination(organizer, tournament._id);
    await f.fighters(organizer, nomination._id, 3);
    const stage = await f.stage(organizer, nomination._id, 'POOL');
    const pool = (await f.generate(organizer, stage._id)).stage.pools[0];
    const ring = await f.area(organizer, tournament._id);
    await t.http
      .put(`/api/areas/${ring._id}/fights`)
      .set(as(organizer))
      .send({ fightIds: [pool.fights[0]._id] });
    const res = await t.http.get(`/api/pools/${pool._id}`).set(as(organizer));
    expect(res.status).toBe(200);
    expect(res.body.fights).toHaveLength(3);
    expect(res.body.fights[0]).toMatchObject({
      _id: pool.fights[0]._id,
      fighter1: { name: expect.any(String), club: null },
      score1: 0,
      score2: 0,
      status: 'scheduled',
      result: 'NONE',
      area: { _id: ring._id, title: 'Ring 1' },
    });
    expect((await t.http.get('/api/pools/not-an-id')).status).toBe(404);
    expect((await t.http.get('/api/pools/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});
