import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO, startTestApp, type TestApp } from '../support/test-app.js';
import { CompetitionFixtures, fightTo, type View } from './competition-fixtures.js';

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

/** A tournament with a generated pool of `fighters` and its fights. */
async function poolTournament(fighters = 3) {
  const tournament = await f.tournament(organizer);
  const nomination = await f.nomination(organizer, tournament._id, { title: 'Rapier' });
  await f.fighters(organizer, nomination._id, fighters);
  const stage = await f.stage(organizer, nomination._id, 'POOL');
  const fights: View[] = (await f.generate(organizer, stage._id)).stage.pools[0].fights;
  return { tournament, nomination, fights };
}

const assign = (areaId: string, fightIds: string[], token = organizer) =>
  t.http.put(`/api/areas/${areaId}/fights`).set(as(token)).send({ fightIds });

describe('rings (spec: areas)', () => {
  it('creates, lists in order, renames and deletes rings', async () => {
    const { tournament } = await poolTournament(2);
    await f.area(organizer, tournament._id, 'Ring A');
    const second = await f.area(organizer, tournament._id, 'Ring B');
    expect(second.index).toBe(1);
    const list = await t.http.get(`/api/tournaments/${tournament._id}/areas`).set(as(organizer));
    expect(list.body.items.map((a: View) => a.title)).toEqual(['Ring A', 'Ring B']);
    const renamed = await t.http
      .put(`/api/areas/${second._id}`)
      .set(as(organizer))
      .send({ title: 'Main ring', index: 0 });
    expect(renamed.body).toMatchObject({ title: 'Main ring', index: 0 });
    expect((await t.http.put(`/api/areas/${second._id}`).set(as(organizer)).send({ title: '' })).status).toBe(
      400,
    );
    expect((await t.http.delete(`/api/areas/${second._id}`).set(as(organizer))).status).toBe(204);
    expect((await t.http.get(`/api/areas/${second._id}`).set(as(organizer))).status).toBe(404);
  });
});

describe('assigning pool fights to a ring', () => {
  it('keeps the given order and names the current and the next fight', async () => {
    const { tournament, fights } = await poolTournament(3);
    const ring = await f.area(organizer, tournament._id);
    const order = [fights[2]._id, fights[0]._id, fights[1]._id];
    const res = await assign(ring._id, order);
    expect(res.status).toBe(200);
    expect(res.body.fights.map((x: View) => x._id)).toEqual(order);
    expect(res.body.fights.map((x: View) => x.areaOrder)).toEqual([0, 1, 2]);
    expect(res.body.current._id).toBe(order[0]);
    expect(res.body.next._id).toBe(order[1]);
    expect(res.body.current).toMatchObject({
      area: { _id: ring._id, title: 'Ring 1' },
      nomination: { title: 'Rapier' },
      stage: { type: 'POOL', index: 0 },
      pool: { group: { key: 'pool', n: 1 } },
      fighter1: { name: expect.any(String) },
    });

    await fightTo(t, order[0], 1);
    const after = await t.http.get(`/api/areas/${ring._id}/fights`).set(as(organizer));
    expect(after.body.current._id).toBe(order[1]);
    expect(after.body.next._id).toBe(order[2]);
    expect(after.body.fights[0]).toMatchObject({ status: 'finished', result: 'F1_WIN' });
  });

  it('replaces the ring’s list: fights left out leave the ring, fights of another ring move over', async () => {
    const { tournament, fights } = await poolTournament(3);
    const one = await f.area(organizer, tournament._id, 'Ring 1');
    const two = await f.area(organizer, tournament._id, 'Ring 2');
    await assign(one._id, [fights[0]._id, fights[1]._id]);
    await assign(two._id, [fights[1]._id, fights[2]._id]);
    const first = await t.http.get(`/api/areas/${one._id}/fights`).set(as(organizer));
    expect(first.body.fights.map((x: View) => x._id)).toEqual([fights[0]._id]);
    await assign(one._id, []);
    expect((await t.http.get(`/api/areas/${one._id}/fights`).set(as(organizer))).body).toMatchObject({
      fights: [],
      current: null,
      next: null,
    });
    await t.http.delete(`/api/areas/${two._id}`).set(as(organizer));
    const pool = await t.http.get(`/api/pools/${fights[0].poolId}`).set(as(organizer));
    expect(pool.body.fights.every((x: View) => x.area === null)).toBe(true);
  });

  it('refuses fights of another tournament and unknown fights', async () => {
    const mine = await poolTournament(2);
    const other = await poolTournament(2);
    const ring = await f.area(organizer, mine.tournament._id);
    const foreign = await assign(ring._id, [mine.fights[0]._id, other.fights[0]._id]);
    expect(foreign.status).toBe(400);
    expect(foreign.body).toMatchObject({
      code: 'competition/foreign-fight',
      message: 'Only fights of this tournament can be assigned to its rings',
    });
    expect((await assign(ring._id, ['00000000-0000-4000-8000-000000000000'])).status).toBe(400);
    expect((await assign(ring._id, [mine.fights[0]._id, mine.fights[0]._id])).status).toBe(400);
    expect((await t.http.get(`/api/areas/${ring._id}/fights`).set(as(organizer))).body.fights).toEqual([]);
  });

  it('lets spectators and caption overlays read a ring once the tournament is open for viewing', async () => {
    const { tournament, fights } = await poolTournament(2);
    const ring = await f.area(organizer, tournament._id);
    await assign(ring._id, [fights[0]._id]);
    expect((await t.http.get(`/api/areas/${ring._id}/fights`)).status).toBe(404);
    await t.http
      .post(`/api/tournaments/${tournament._id}/status`)
      .set(as(organizer))
      .send({ action: 'openForViewing' });
    const res = await t.http.get(`/api/areas/${ring._id}/fights`);
    expect(res.status).toBe(200);
    expect(res.body.current.view).toMatchObject({
      status: 'scheduled',
      score1: 0,
      clock: { running: false },
    });
  });
});
