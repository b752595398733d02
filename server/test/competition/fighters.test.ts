import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Club } from '../../src/catalog/club.entity.js';
import { User } from '../../src/users/user.entity.js';
import { DEMO, startTestApp, type TestApp } from '../support/test-app.js';
import { CompetitionFixtures, type View } from './competition-fixtures.js';

/** Fighters of a category: existing users, fighters created on the spot, seeds, authorization. */

let t: TestApp;
let f: CompetitionFixtures;
let owner: string;

const as = (token: string) => ({ Authorization: token });

beforeAll(async () => {
  t = await startTestApp();
  f = new CompetitionFixtures(t);
  owner = await t.login(DEMO.organizer);
});
afterAll(async () => {
  await t?.close();
});

async function category(): Promise<View> {
  const tournament = await f.tournament(owner);
  return f.nomination(owner, tournament._id);
}

const enter = (token: string, nominationId: string, body: object) =>
  t.http.post(`/api/nominations/${nominationId}/participants`).set(as(token)).send(body);

describe('a fighter created on the spot', () => {
  it('becomes a user without an account, in a new club, entered in the category', async () => {
    const nomination = await category();
    const res = await enter(owner, nomination._id, {
      fighter: { firstName: 'Иван', lastName: 'Петров', newClubTitle: 'Северный клинок' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Иван Петров', club: { title: 'Северный клинок' }, seed: null });
    const user = await t.db.getRepository(User).findOneByOrFail({ id: res.body.userId });
    expect(user).toMatchObject({ firstName: 'Иван', lastName: 'Петров', email: null, role: 'USER' });
    expect(user.username).toBe('ivan.petrov');
    // A second fighter of the same name is allowed (the screen warns) and gets the next free username.
    const twin = await enter(owner, nomination._id, { fighter: { firstName: 'Иван', lastName: 'Петров' } });
    expect(twin.status).toBe(201);
    expect((await t.db.getRepository(User).findOneByOrFail({ id: twin.body.userId })).username).toBe(
      'ivan.petrov2',
    );
  });

  it('joins an existing club; a missing club, empty names or two clubs at once are refused under their fields', async () => {
    const nomination = await category();
    const club = await t.db.getRepository(Club).save({ title: `Club ${Date.now()}` });
    const ok = await enter(owner, nomination._id, {
      fighter: { firstName: 'Anna', lastName: 'Virtanen', clubId: club.id },
      seed: 3,
    });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ club: { _id: club.id }, seed: 3 });

    const empty = await enter(owner, nomination._id, { fighter: { firstName: ' ', lastName: '' } });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toMatchObject({
      'fighter.firstName': 'Field required',
      'fighter.lastName': 'Field required',
    });
    const both = await enter(owner, nomination._id, {
      fighter: { firstName: 'A', lastName: 'B', clubId: club.id, newClubTitle: 'Another' },
    });
    expect(both.status).toBe(400);
    expect(both.body.errors['fighter.newClubTitle']).toBe('Choose a club or create a new one, not both');
    const missing = await enter(owner, nomination._id, {
      fighter: { firstName: 'A', lastName: 'B', clubId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ 'fighter.clubId': 'Club not found' });
    const neither = await enter(owner, nomination._id, {});
    expect(neither.status).toBe(400);
    expect(neither.body.errors.userId).toBe('Choose a user or create a new fighter');
  });

  it('gives fighters of one name entered at the same moment distinct usernames', async () => {
    const nomination = await category();
    const answers = await Promise.all(
      [1, 2, 3, 4, 5, 6, 7, 8].map(() =>
        enter(owner, nomination._id, { fighter: { firstName: 'Sam', lastName: 'Same' } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
    const users = await t.db.getRepository(User).findBy({ name: 'Sam Same' });
    expect(users.map((u) => u.username).sort()).toEqual([
      'sam.same',
      ...[2, 3, 4, 5, 6, 7, 8].map((n) => `sam.same${n}`),
    ]);
  });

  it('leaves no user or club behind when the entry is refused', async () => {
    const nomination = await category();
    const users = await t.db.getRepository(User).count();
    const clubs = await t.db.getRepository(Club).count();
    const res = await enter(owner, nomination._id, {
      fighter: { firstName: 'Ghost', lastName: 'Fighter', newClubTitle: 'Ghost club', clubId: 'nope' },
    });
    expect(res.status).toBe(400);
    expect(await t.db.getRepository(User).count()).toBe(users);
    expect(await t.db.getRepository(Club).count()).toBe(clubs);
  });
});

describe('seeds', () => {
  it('numbers the fighters 1..n in the order given', async () => {
    const nomination = await category();
    await f.fighters(owner, nomination._id, 3);
    const list = await t.http.get(`/api/nominations/${nomination._id}/participants?sort=seed`).set(as(owner));
    const ids: string[] = list.body.items.map((p: View) => p._id);
    const res = await t.http
      .put(`/api/nominations/${nomination._id}/participants/seeds`)
      .set(as(owner))
      .send({ participantIds: [ids[2], ids[0], ids[1]] });
    expect(res.status).toBe(200);
    expect(res.body.items.map((p: View) => [p._id, p.seed])).toEqual([
      [ids[2], 1],
      [ids[0], 2],
      [ids[1], 3],
    ]);
  });

  it('refuses a list that leaves a fighter out or names one of another category', async () => {
    const nomination = await category();
    await f.fighters(owner, nomination._id, 2);
    const other = await category();
    await f.fighters(owner, other._id, 1);
    const [mine, theirs] = await Promise.all(
      [nomination, other].map((n) => t.http.get(`/api/nominations/${n._id}/participants`).set(as(owner))),
    );
    const seeds = (ids: string[]) =>
      t.http.put(`/api/nominations/${nomination._id}/participants/seeds`).set(as(owner)).send({
        participantIds: ids,
      });
    const short = await seeds([mine.body.items[0]._id]);
    expect(short.status).toBe(400);
    expect(short.body.errors.participantIds).toBe('Name every fighter of the category once');
    const foreign = await seeds([mine.body.items[0]._id, theirs.body.items[0]._id]);
    expect(foreign.status).toBe(400);
    const twice = await seeds([mine.body.items[0]._id, mine.body.items[0]._id]);
    expect(twice.status).toBe(400);
  });
});

describe('who may change the fighters of a category', () => {
  let nomination: View;
  let participant: string;
  let fighterId: string;

  beforeAll(async () => {
    nomination = await category();
    [fighterId] = await f.fighters(owner, nomination._id, 2);
    const list = await t.http.get(`/api/nominations/${nomination._id}/participants`).set(as(owner));
    participant = list.body.items[0]._id;
    await t.http
      .post(`/api/tournaments/${nomination.tournamentId}/status`)
      .set(as(owner))
      .send({ action: 'openForViewing' });
  });

  const writes = (): ['post' | 'put' | 'delete', string, object][] => [
    ['post', `/nominations/${nomination._id}/participants`, { fighter: { firstName: 'X', lastName: 'Y' } }],
    ['post', `/nominations/${nomination._id}/participants`, { userId: fighterId }],
    ['put', `/nominations/${nomination._id}/participants/seeds`, { participantIds: [participant] }],
    ['put', `/participants/${participant}`, { seed: 9, droppedOut: true }],
    ['delete', `/participants/${participant}`, {}],
  ];

  async function refusedFor(token: string, status: number, code: string) {
    const users = await t.db.getRepository(User).count();
    for (const [method, path, body] of writes()) {
      const req = t.http[method](`/api${path}`).set(as(token));
      const res = method === 'delete' ? await req : await req.send(body);
      expect({ method, path, status: res.status, code: res.body.code }).toEqual({
        method,
        path,
        status,
        code,
      });
    }
    // Nothing changed: no fighter created, the seed and state as they were.
    expect(await t.db.getRepository(User).count()).toBe(users);
    const list = await t.http.get(`/api/nominations/${nomination._id}/participants?sort=seed`).set(as(owner));
    expect(list.body.items.map((p: View) => [p.seed, p.droppedOut])).toEqual([
      [1, false],
      [2, false],
    ]);
  }

  it('refuses another organizer', async () => {
    const rival = await f.organizer();
    await refusedFor(rival.token, 403, 'competition/not-your-tournament');
  });

  it('lets a running trial enter fighters, and refuses it once ended, on another’s tournament and on their own', async () => {
    const trial = await f.register('Tina', 'Trial');
    const now = Date.now();
    await t.db.getRepository(User).update(trial.id, {
      role: 'ORGANIZER_TRIAL',
      licenseFrom: new Date(now - 8 * 86_400_000),
      licenseTill: new Date(now + 86_400_000),
    });
    const own = await f.nomination(trial.token, (await f.tournament(trial.token))._id);
    // While the trial runs, the trial organizer enters fighters on the spot in their own category.
    const during = await enter(trial.token, own._id, { fighter: { firstName: 'Early', lastName: 'Entry' } });
    expect(during.status).toBe(201);
    await t.db.getRepository(User).update(trial.id, { licenseTill: new Date(now - 86_400_000) });
    await refusedFor(trial.token, 403, 'competition/not-your-tournament');
    const res = await enter(trial.token, own._id, { fighter: { firstName: 'Late', lastName: 'Entry' } });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      code: 'competition/license-expired',
      message: 'Your organizer license has expired',
    });
  });

  it('refuses a plain user and a visitor without a token', async () => {
    // The role guard answers before the tournament is looked at.
    await refusedFor(await t.login(DEMO.fighter), 403, 'auth/forbidden');
    for (const [method, path, body] of writes()) {
      const req = t.http[method](`/api${path}`);
      const res = method === 'delete' ? await req : await req.send(body);
      expect({ path, status: res.status }).toEqual({ path, status: 401 });
    }
  });

  it('lets the owner and an admin do each of them', async () => {
    const admin = await t.login(DEMO.admin);
    const created = await enter(admin, nomination._id, {
      fighter: { firstName: 'Admin', lastName: 'Entry' },
    });
    expect(created.status).toBe(201);
    const dropped = await t.http
      .put(`/api/participants/${participant}`)
      .set(as(owner))
      .send({ droppedOut: true, seed: 5 });
    expect(dropped.body).toMatchObject({ droppedOut: true, seed: 5 });
    expect((await t.http.delete(`/api/participants/${created.body._id}`).set(as(owner))).status).toBe(204);
  });
});
