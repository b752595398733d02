import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { User } from '../../src/users/user.entity.js';
import { DEMO, startTestApp, type TestApp } from '../support/test-app.js';
import { CompetitionFixtures, type View } from './competition-fixtures.js';

/**
 * Who may add, change, generate and delete a category's stages (the stages page): the owner; not
 * another organizer, not a trial organizer whose licence ran out, not a plain user. Each refusal leaves the stages,
 * their pools and fights as they were.
 */

let t: TestApp;
let f: CompetitionFixtures;
let owner: string;
/** Refused callers: another organizer, an expired trial organizer, a plain user. */
const refused: Record<string, string> = {};
const world: Record<string, string> = {};
const expiredOwn: Record<string, string> = {};

type Method = 'post' | 'put' | 'delete';
const call = (method: Method, path: string, token: string, body: object = {}) => {
  const req = t.http[method](`/api${path}`).set('Authorization', token);
  return method === 'delete' ? req : req.send(body);
};

/** Every write of the stages page, against a category and one of its stages. */
const writes = (on: Record<string, string>): [Method, string, object][] => [
  ['post', `/nominations/${on.nomination}/stages`, { type: 'POOL', settings: { poolsCount: 1 } }],
  ['put', `/stages/${on.stage}`, { label: 'Mine now', settings: { toTheFinals: true } }],
  ['post', `/stages/${on.stage}/generate`, {}],
  ['post', `/stages/${on.stage}/next-round`, {}],
  ['delete', `/stages/${on.stage}`, {}],
];

/** The category's stages page (as the public, or as `reader`): stage ids, labels, settings, pools and fight ids. */
async function stagesPage(nominationId: string, reader?: string) {
  const req = t.http.get(`/api/nominations/${nominationId}/stages`);
  const res = await (reader ? req.set('Authorization', reader) : req);
  expect(res.status).toBe(200);
  return res.body.items.map((s: View) => ({
    id: s._id,
    label: s.label,
    settings: s.settings,
    pools: s.pools.map((p: View) => ({ id: p._id, fights: p.fights.map((x: View) => x._id) })),
  }));
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
  await f.fighters(owner, nomination._id, 4);
  const stage = await f.stage(owner, nomination._id, 'POOL', { poolsCount: 1 });
  await f.generate(owner, stage._id);
  // Published, so the refusal is "not yours" (403) rather than "no such tournament" (404).
  await call('post', `/tournaments/${tournament._id}/status`, owner, { action: 'openForViewing' });
  Object.assign(world, { nomination: nomination._id, stage: stage._id });

  // The trial organizer built a category with a stage while the licence ran; then it ran out.
  const own = await f.tournament(trial.token, { title: 'Trial Cup' });
  const ownNomination = await f.nomination(trial.token, own._id);
  const ownStage = await f.stage(trial.token, ownNomination._id, 'SWISS');
  Object.assign(expiredOwn, { nomination: ownNomination._id, stage: ownStage._id });
  await t.db.getRepository(User).update(trial.id, {
    role: 'ORGANIZER_TRIAL',
    licenseFrom: new Date(Date.now() - 8 * 86_400_000),
    licenseTill: new Date(Date.now() - 86_400_000),
  });
});
afterAll(async () => {
  await t?.close();
});

describe.each([
  ['another organizer', 'rival', 'competition/not-your-tournament'],
  ['a trial organizer whose licence ran out', 'expiredTrial', 'competition/not-your-tournament'],
  ['a plain user', 'fighter', 'auth/forbidden'],
])('%s', (_who, key, code) => {
  it("is refused every write of someone else's stages, and nothing changes", async () => {
    const before = await stagesPage(world.nomination!);
    expect(before).toHaveLength(1);
    expect(before[0].pools[0].fights).toHaveLength(6);
    for (const [method, path, body] of writes(world)) {
      const res = await call(method, path, refused[key]!, body);
      expect({ method, path, status: res.status, code: res.body.code }).toEqual({
        method,
        path,
        status: 403,
        code,
      });
    }
    expect(await stagesPage(world.nomination!)).toEqual(before);
  });
});

describe('a trial organizer whose licence ran out', () => {
  it('cannot change the stages of their own category either', async () => {
    // Still theirs to read (a draft only its author sees).
    const before = await stagesPage(expiredOwn.nomination!, refused.expiredTrial);
    expect(before).toHaveLength(1);
    for (const [method, path, body] of writes(expiredOwn)) {
      const res = await call(method, path, refused.expiredTrial!, body);
      expect({ path, status: res.status }).toEqual({ path, status: 403 });
      expect(res.body).toMatchObject({
        code: 'competition/license-expired',
        message: 'Your organizer license has expired',
      });
    }
    expect(await stagesPage(expiredOwn.nomination!, refused.expiredTrial)).toEqual(before);
  });
});

describe('the owner', () => {
  it('adds a stage, changes its settings, generates it, generates it again and deletes it', async () => {
    const created = await call('post', `/nominations/${world.nomination}/stages`, owner, {
      type: 'ELIMINATION',
      settings: { eliminationSize: 4, bronze: true, toTheFinals: true },
    });
    expect(created.status).toBe(201);
    const id = created.body._id as string;
    const saved = await call('put', `/stages/${id}`, owner, {
      label: 'Finals',
      settings: { toTheFinals: true },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ label: 'Finals', settings: { toTheFinals: true } });
    // The pools before it have not been fought: the bracket cannot be built from them yet.
    const early = await call('post', `/stages/${id}/generate`, owner);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Finish the previous stage before generating this one');
    expect((await call('delete', `/stages/${id}`, owner)).status).toBe(204);
    const again = await call('post', `/stages/${world.stage}/generate`, owner);
    expect(again.status).toBe(200);
    expect(again.body.warnings).toEqual(['No stage marked as To the Finals']);
    expect(again.body.stage.pools[0].fights).toHaveLength(6);
  });
});
