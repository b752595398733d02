import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Club } from '../../src/catalog/club.entity.js';
import { FollowersOfService } from '../../src/following/followers-of.js';
import { User } from '../../src/users/user.entity.js';
import { CompetitionFixtures } from '../competition/competition-fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Following (issue 32 item 4): follows are one per user and target, groups are their owner's alone, bad input is a
 * readable 4xx, and "who follows these fighters" finds direct, club and group followers.
 */
let t: TestApp;
let f: CompetitionFixtures;

beforeAll(async () => {
  t = await startTestApp({ seed: false });
  f = new CompetitionFixtures(t);
});
afterAll(async () => {
  await t?.close();
});

const club = async (title: string) => (await t.db.getRepository(Club).save({ title })).id;
const as = (token: string) => ({ Authorization: token });

describe('follows', () => {
  it('follows a fighter and a club once each, lists them and unfollows', async () => {
    const me = await f.register('Coach');
    const clubId = await club(`Follow club ${randomUUID().slice(0, 6)}`);
    const fighterId = await f.fighterAccount('Followed', clubId);
    for (let i = 0; i < 2; i++) {
      expect((await t.http.put(`/api/my/following/fighters/${fighterId}`).set(as(me.token))).status).toBe(
        204,
      );
      expect((await t.http.put(`/api/my/following/clubs/${clubId}`).set(as(me.token))).status).toBe(204);
    }
    const mine = await t.http.get('/api/my/following').set(as(me.token));
    expect(mine.status).toBe(200);
    expect(mine.body.fighters).toEqual([
      expect.objectContaining({ _id: fighterId, club: expect.objectContaining({ _id: clubId }) }),
    ]);
    expect(mine.body.clubs.map((c: { _id: string }) => c._id)).toEqual([clubId]);
    const rows = await t.db.query(`SELECT count(*)::int AS n FROM follow WHERE "userId" = $1`, [me.id]);
    expect(rows[0].n).toBe(2);

    expect((await t.http.delete(`/api/my/following/fighters/${fighterId}`).set(as(me.token))).status).toBe(
      204,
    );
    expect((await t.http.delete(`/api/my/following/clubs/${clubId}`).set(as(me.token))).status).toBe(204);
    const after = await t.http.get('/api/my/following').set(as(me.token));
    expect(after.body).toEqual({ fighters: [], clubs: [], groups: [] });
  });

  it('answers 4xx for unknown targets, oneself, and visitors', async () => {
    const me = await f.register('Picky');
    const cases = [
      t.http.put(`/api/my/following/fighters/${randomUUID()}`).set(as(me.token)),
      t.http.put('/api/my/following/fighters/no-such-username').set(as(me.token)),
      t.http.put(`/api/my/following/clubs/${randomUUID()}`).set(as(me.token)),
      t.http.put('/api/my/following/clubs/not-an-id').set(as(me.token)),
    ];
    for (const res of await Promise.all(cases)) expect(res.status).toBe(404);
    const self = await t.http.put(`/api/my/following/fighters/${me.id}`).set(as(me.token));
    expect(self.status).toBe(400);
    expect(self.body.message).toMatch(/yourself/);
    expect((await t.http.get('/api/my/following')).status).toBe(401);
  });

  it('does not follow a deleted account or a deleted club', async () => {
    const me = await f.register('Late');
    const gone = await f.fighterAccount('Gone');
    await t.db.getRepository(User).update(gone, { deleted: true });
    const clubId = await club('Closed club');
    await t.db.getRepository(Club).update(clubId, { deleted: true });
    expect((await t.http.put(`/api/my/following/fighters/${gone}`).set(as(me.token))).status).toBe(404);
    expect((await t.http.put(`/api/my/following/clubs/${clubId}`).set(as(me.token))).status).toBe(404);
  });
});

describe('groups', () => {
  it('creates, renames, fills and deletes a group; names are unique per owner', async () => {
    const coach = await f.register('Coach');
    const [a, b] = [await f.fighterAccount('Anna'), await f.fighterAccount('Boris')];
    const created = await t.http
      .post('/api/my/following/groups')
      .set(as(coach.token))
      .send({ name: ' Juniors ' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ _id: expect.any(String), name: 'Juniors', members: [] });
    const id = created.body._id as string;
    const again = await t.http
      .post('/api/my/following/groups')
      .set(as(coach.token))
      .send({ name: 'Juniors' });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/Juniors/);

    expect(
      (await t.http.put(`/api/my/following/groups/${id}/members/${b}`).set(as(coach.token))).status,
    ).toBe(200);
    const added = await t.http.put(`/api/my/following/groups/${id}/members/${a}`).set(as(coach.token));
    expect(added.body.members.map((m: { name: string }) => m.name.split(' ')[0])).toEqual(['Anna', 'Boris']);
    // Adding a member twice changes nothing.
    const twice = await t.http.put(`/api/my/following/groups/${id}/members/${a}`).set(as(coach.token));
    expect(twice.body.members).toHaveLength(2);

    const renamed = await t.http
      .put(`/api/my/following/groups/${id}`)
      .set(as(coach.token))
      .send({ name: 'Seniors' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Seniors');

    const removed = await t.http.delete(`/api/my/following/groups/${id}/members/${a}`).set(as(coach.token));
    expect(removed.status).toBe(204);
    const group = await t.http.get(`/api/my/following/groups/${id}`).set(as(coach.token));
    expect(group.body.members.map((m: { _id: string }) => m._id)).toEqual([b]);

    expect((await t.http.delete(`/api/my/following/groups/${id}`).set(as(coach.token))).status).toBe(204);
    expect((await t.http.get(`/api/my/following/groups/${id}`).set(as(coach.token))).status).toBe(404);
  });

  it("keeps a group its owner's: others get 404 on every read and write", async () => {
    const owner = await f.register('Owner');
    const other = await f.register('Other');
    const fighter = await f.fighterAccount('Member');
    const { body } = await t.http
      .post('/api/my/following/groups')
      .set(as(owner.token))
      .send({ name: 'Mine' });
    const base = `/api/my/following/groups/${body._id}`;
    const attempts = [
      t.http.get(base).set(as(other.token)),
      t.http.put(base).set(as(other.token)).send({ name: 'Taken' }),
      t.http.delete(base).set(as(other.token)),
      t.http.put(`${base}/members/${fighter}`).set(as(other.token)),
      t.http.delete(`${base}/members/${fighter}`).set(as(other.token)),
    ];
    for (const res of await Promise.all(attempts)) expect(res.status).toBe(404);
    const still = await t.http.get(base).set(as(owner.token));
    expect(still.body).toEqual({ _id: body._id, name: 'Mine', members: [] });
    const mine = await t.http.get('/api/my/following').set(as(other.token));
    expect(mine.body.groups).toEqual([]);
  });

  it('refuses empty, long and unknown input with readable 4xx', async () => {
    const coach = await f.register('Strict');
    const empty = await t.http.post('/api/my/following/groups').set(as(coach.token)).send({ name: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toHaveProperty('name');
    const long = await t.http
      .post('/api/my/following/groups')
      .set(as(coach.token))
      .send({ name: 'x'.repeat(61) });
    expect(long.status).toBe(400);
    const extra = await t.http
      .post('/api/my/following/groups')
      .set(as(coach.token))
      .send({ name: 'A', x: 1 });
    expect(extra.status).toBe(400);
    const { body } = await t.http.post('/api/my/following/groups').set(as(coach.token)).send({ name: 'A' });
    const unknown = await t.http
      .put(`/api/my/following/groups/${body._id}/members/${randomUUID()}`)
      .set(as(coach.token));
    expect(unknown.status).toBe(404);
    expect((await t.http.get('/api/my/following/groups/not-an-id').set(as(coach.token))).status).toBe(404);
  });
});

describe('followers of fighters', () => {
  it('finds direct, club and group followers once each, and no deleted account', async () => {
    const clubId = await club('Followed club');
    const fighter = await f.fighterAccount('Star', clubId);
    const other = await f.fighterAccount('Other');
    const [direct, byClub, byGroup, both, gone, unrelated] = await Promise.all(
      ['Direct', 'ByClub', 'ByGroup', 'Both', 'Gone', 'Unrelated'].map((n) => f.register(n)),
    );
    await t.http.put(`/api/my/following/fighters/${fighter}`).set(as(direct!.token));
    await t.http.put(`/api/my/following/clubs/${clubId}`).set(as(byClub!.token));
    const group = await t.http.post('/api/my/following/groups').set(as(byGroup!.token)).send({ name: 'G' });
    await t.http.put(`/api/my/following/groups/${group.body._id}/members/${fighter}`).set(as(byGroup!.token));
    await t.http.put(`/api/my/following/fighters/${fighter}`).set(as(both!.token));
    await t.http.put(`/api/my/following/clubs/${clubId}`).set(as(both!.token));
    await t.http.put(`/api/my/following/fighters/${fighter}`).set(as(gone!.token));
    await t.db.getRepository(User).update(gone!.id, { deleted: true });
    await t.http.put(`/api/my/following/fighters/${other}`).set(as(unrelated!.token));

    const followers = await t.app.get(FollowersOfService).followersOfFighters([fighter, fighter]);
    expect([...followers].sort()).toEqual([direct!.id, byClub!.id, byGroup!.id, both!.id].sort());
    expect(await t.app.get(FollowersOfService).followersOfFighters([])).toEqual([]);
  });
});

describe("a group's schedule", () => {
  it("lists the members' fights not over, for the group's owner only", async () => {
    const organizer = (await f.organizer()).token;
    const tournament = await f.tournament(organizer);
    const nomination = await f.nomination(organizer, tournament._id);
    const [a] = await f.fighters(organizer, nomination._id, 3);
    const stage = await f.stage(organizer, nomination._id, 'POOL');
    const fights = (await f.generate(organizer, stage._id)).stage.pools[0].fights as { _id: string }[];
    const ring = await f.area(organizer, tournament._id, 'Ring 1');
    const placed = await t.http
      .put(`/api/areas/${ring._id}/fights`)
      .set(as(organizer))
      .send({ fightIds: fights.map((x) => x._id) });
    expect(placed.status).toBe(200);
    const open = await t.http
      .post(`/api/tournaments/${tournament._id}/status`)
      .set(as(organizer))
      .send({ action: 'openForViewing' });
    expect(open.status).toBe(200);

    const coach = await f.register('Coach');
    const { body: group } = await t.http
      .post('/api/my/following/groups')
      .set(as(coach.token))
      .send({ name: 'Pool' });
    const empty = await t.http.get(`/api/my/following/groups/${group._id}/schedule`).set(as(coach.token));
    expect(empty.status).toBe(200);
    expect(empty.body.fights).toEqual([]);

    await t.http.put(`/api/my/following/groups/${group._id}/members/${a}`).set(as(coach.token));
    const res = await t.http.get(`/api/my/following/groups/${group._id}/schedule`).set(as(coach.token));
    expect(res.status).toBe(200);
    // Three fighters, three bouts: the member fights in two of them, each with its ring and place.
    expect(res.body.fights).toHaveLength(2);
    for (const fight of res.body.fights) {
      expect([fight.fighter1?._id, fight.fighter2?._id]).toContain(a);
      expect(fight.ring.title).toBe('Ring 1');
    }

    const stranger = await f.register('Stranger');
    const refused = await t.http
      .get(`/api/my/following/groups/${group._id}/schedule`)
      .set(as(stranger.token));
    expect(refused.status).toBe(404);
  });
});
