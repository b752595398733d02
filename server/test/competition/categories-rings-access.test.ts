import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { User } from '../../src/users/user.entity.js';
import { DEMO, startTestApp, type TestApp } from '../support/test-app.js';
import { CompetitionFixtures, type View } from './competition-fixtures.js';

/**
 * Who may change a tournament's categories and rings: the owner; not another organizer,
 * not a trial organizer whose licence ran out, not a plain user. Each refusal leaves the data as it was.
 */

let t: TestApp;
let f: CompetitionFixtures;
let owner: string;
/** Refused callers: another organizer, an expired trial organizer, a plain user. */
const refused: Record<string, string> = {};
let expiredTrialOwn: View;
const world: Record<string, string> = {};

type Method = 'post' | 'put' | 'delete';
const call = (method: Method, path: string, token: string, body: object = {}) => {
  const req = t.http[method](`/api${path}`).set('Authorization', token);
  return method === 'delete' ? req : req.send(body);
};

/** Every write of categories and rings, against a tournament (the owner's unless `on` names another). */
const writes = (on = world): [Method, string, object][] => [
  ['post', `/tournaments/${on.tournament}/nominations`, { title: 'Mine now', idString: 'mine-now' }],
  ['put', `/nominations/${on.nomination}`, { title: 'Mine now', rules: { durationMs: 1000 } }],
  ['delete', `/nominations/${on.nomination}`, {}],
  ['put', `/tournaments/${on.tournament}/nominations/order`, { nominationIds: [on.nomination] }],
  ['post', `/tournaments/${on.tournament}/areas`, { title: 'My ring' }],
  ['put', `/areas/${on.area}`, { title: 'My ring' }],
  ['delete', `/areas/${on.area}`, {}],
  ['put', `/areas/${on.area}/fights`, { fightIds: [] }],
];

async function expireLicence(id: string) {
  await t.db.getRepository(User).update(id, {
    role: 'ORGANIZER_TRIAL',
    licenseFrom: new Date(Date.now() - 8 * 86_400_000),
    licenseTill: new Date(Date.now() - 86_400_000),
  });
}

beforeAll(async () => {
  t = await startTestApp();
  f = new CompetitionFixtures(t);
  owner = (await f.organizer()).token;
  refused.rival = (await f.organizer()).token;
  refused.fighter = await t.login(DEMO.fighter);
  const trial = await f.organizer();
  refused.expiredTrial = trial.token;

  const tournament = await f.tournament(owner);
  const nomination = await f.nomination(owner, tournament._id);
  await f.fighters(owner, nomination._id, 3);
  const stage = await f.stage(owner, nomination._id, 'POOL');
  const pool = (await f.generate(owner, stage._id)).stage.pools[0];
  const area = await f.area(owner, tournament._id);
  await call('put', `/areas/${area._id}/fights`, owner, { fightIds: [pool.fights[0]._id] });
  // Published, so the refusal is "not yours" (403) rather than "no such tournament" (404).
  await call('post', `/tournaments/${tournament._id}/status`, owner, { action: 'openForViewing' });
  Object.assign(world, {
    tournament: tournament._id,
    nomination: nomination._id,
    area: area._id,
    fight: pool.fights[0]._id,
  });

  // The trial organizer built a tournament of their own while the licence ran; then it ran out.
  expiredTrialOwn = await f.tournament(trial.token, { title: 'Trial Cup' });
  const ownNomination = await f.nomination(trial.token, expiredTrialOwn._id);
  const ownArea = await f.area(trial.token, expiredTrialOwn._id);
  expiredTrialOwn.nomination = ownNomination._id;
  expiredTrialOwn.area = ownArea._id;
  await expireLicence(trial.id);
});
afterAll(async () => {
  await t?.close();
});

async function expectUnchanged() {
  const nominations = await t.http.get(`/api/tournaments/${world.tournament}/nominations`);
  expect(nominations.body.items.map((n: View) => [n._id, n.title, n.index])).toEqual([
    [world.nomination, 'Longsword', 0],
  ]);
  const ring = await t.http.get(`/api/areas/${world.area}/fights`);
  expect(ring.body.area.title).not.toBe('My ring');
  expect(ring.body.fights.map((x: View) => x._id)).toEqual([world.fight]);
  const areas = await t.http.get(`/api/tournaments/${world.tournament}/areas`);
  expect(areas.body.count).toBe(1);
}

describe.each([
  ['another organizer', 'rival', 403, 'competition/not-your-tournament'],
  ['a trial organizer whose licence ran out', 'expiredTrial', 403, 'competition/not-your-tournament'],
  ['a plain user', 'fighter', 403, 'auth/forbidden'],
])('%s', (_who, key, status, code) => {
  it("is refused every write of someone else's categories and rings, and nothing changes", async () => {
    for (const [method, path, body] of writes()) {
      const res = await call(method, path, refused[key]!, body);
      expect({ method, path, status: res.status, code: res.body.code }).toEqual({
        method,
        path,
        status,
        code,
      });
    }
    await expectUnchanged();
  });
});

describe('a trial organizer whose licence ran out', () => {
  it('cannot change the categories and rings of their own tournament either', async () => {
    const own = {
      tournament: expiredTrialOwn._id,
      nomination: expiredTrialOwn.nomination,
      area: expiredTrialOwn.area,
    };
    for (const [method, path, body] of writes(own)) {
      const res = await call(method, path, refused.expiredTrial!, body);
      expect({ path, status: res.status }).toEqual({ path, status: 403 });
      expect(res.body).toMatchObject({
        code: 'competition/license-expired',
        message: 'Your organizer license has expired',
      });
    }
  });
});

describe('reordering categories', () => {
  it('renumbers every category of the tournament in one go', async () => {
    const tournament = await f.tournament(owner);
    const a = await f.nomination(owner, tournament._id, { title: 'A' });
    const b = await f.nomination(owner, tournament._id, { title: 'B' });
    const c = await f.nomination(owner, tournament._id, { title: 'C' });
    const res = await call('put', `/tournaments/${tournament._id}/nominations/order`, owner, {
      nominationIds: [c._id, a._id, b._id],
    });
    expect(res.status).toBe(200);
    expect(res.body.items.map((n: View) => [n.title, n.index])).toEqual([
      ['C', 0],
      ['A', 1],
      ['B', 2],
    ]);
    const page = await t.http.get(`/api/tournaments/${tournament._id}`).set('Authorization', owner);
    expect(page.body.nominations.map((n: View) => n.title)).toEqual(['C', 'A', 'B']);
  });

  it('refuses a list that leaves a category out, names one twice or names another tournament’s', async () => {
    const tournament = await f.tournament(owner);
    const a = await f.nomination(owner, tournament._id, { title: 'A' });
    const b = await f.nomination(owner, tournament._id, { title: 'B' });
    const path = `/tournaments/${tournament._id}/nominations/order`;
    const missing = await call('put', path, owner, { nominationIds: [b._id] });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ nominationIds: 'Name every category of the tournament once' });
    const twice = await call('put', path, owner, { nominationIds: [b._id, b._id] });
    expect(twice.status).toBe(400);
    expect(twice.body.errors).toEqual({ nominationIds: 'A category appears twice' });
    const foreign = await call('put', path, owner, { nominationIds: [b._id, world.nomination] });
    expect(foreign.status).toBe(400);
    const list = await t.http
      .get(`/api/tournaments/${tournament._id}/nominations`)
      .set('Authorization', owner);
    expect(list.body.items.map((n: View) => [n._id, n.index])).toEqual([
      [a._id, 0],
      [b._id, 1],
    ]);
  });
});
