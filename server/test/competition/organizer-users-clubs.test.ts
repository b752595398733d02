import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { User } from '../../src/users/user.entity.js';
import { DEMO, startTestApp, type TestApp } from '../support/test-app.js';
import { CompetitionFixtures } from './competition-fixtures.js';

/** Organizer users and clubs: active non-trial organizers create and edit fighters and clubs. */

let t: TestApp;
let f: CompetitionFixtures;
let organizer: string;
let admin: string;

const as = (token: string) => ({ Authorization: token });

beforeAll(async () => {
  t = await startTestApp();
  f = new CompetitionFixtures(t);
  organizer = await t.login(DEMO.organizer);
  admin = await t.login(DEMO.admin);
});
afterAll(async () => {
  await t?.close();
});

describe('an active organizer', () => {
  it('creates a fighter in a new club and edits their name, place and club', async () => {
    const created = await t.http
      .post('/api/users')
      .set(as(organizer))
      .send({ firstName: 'Maria', lastName: 'Korhonen', newClubTitle: 'Turku Sword Guild' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Maria Korhonen',
      role: 'USER',
      club: { title: 'Turku Sword Guild' },
    });
    expect(created.body.email).toBeUndefined();

    const club = await t.http
      .post('/api/clubs')
      .set(as(organizer))
      .send({ title: 'Oulu HEMA', city: 'Oulu' });
    expect(club.status).toBe(201);
    const edited = await t.http
      .put(`/api/users/${created.body._id}`)
      .set(as(organizer))
      .send({ middleName: 'Liisa', city: 'Oulu', country: 'fi', clubId: club.body._id });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      name: 'Maria Korhonen Liisa',
      city: 'Oulu',
      country: 'FI',
      club: { _id: club.body._id, title: 'Oulu HEMA' },
    });
    const renamed = await t.http
      .put(`/api/clubs/${club.body._id}`)
      .set(as(organizer))
      .send({ title: 'Oulu Historical Fencing' });
    expect(renamed.body.title).toBe('Oulu Historical Fencing');
  });

  it('shows "Field required" under empty names and refuses a club that does not exist', async () => {
    const empty = await t.http.post('/api/users').set(as(organizer)).send({ firstName: '', lastName: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toMatchObject({ firstName: 'Field required', lastName: 'Field required' });
    const noClub = await t.http
      .post('/api/users')
      .set(as(organizer))
      .send({ firstName: 'A', lastName: 'B', clubId: '00000000-0000-4000-8000-000000000000' });
    expect(noClub.status).toBe(400);
    expect(noClub.body.errors).toEqual({ clubId: 'Club not found' });
  });

  it('may not change roles, licences or removal, nor the account of another organizer; may not remove a club', async () => {
    const fighter = await f.fighterAccount('Plain');
    for (const body of [{ role: 'ADMIN' }, { licenseTill: null }, { deleted: true }, { tester: true }]) {
      const res = await t.http.put(`/api/users/${fighter}`).set(as(organizer)).send(body);
      expect({ body, status: res.status }).toEqual({ body, status: 403 });
    }
    const other = await f.organizer();
    const res = await t.http.put(`/api/users/${other.id}`).set(as(organizer)).send({ firstName: 'Hacked' });
    expect(res.status).toBe(403);
    expect((await t.db.getRepository(User).findOneByOrFail({ id: other.id })).firstName).toBe('Olga');

    const club = await t.http.post('/api/clubs').set(as(organizer)).send({ title: 'Keep me' });
    expect(
      (await t.http.put(`/api/clubs/${club.body._id}`).set(as(organizer)).send({ deleted: true })).status,
    ).toBe(403);
    expect((await t.http.delete(`/api/clubs/${club.body._id}`).set(as(organizer))).status).toBe(403);
  });
});

describe('who else may write users and clubs', () => {
  async function refusedEverywhere(token: string, status: number) {
    const fighter = await f.fighterAccount('Target');
    const club = await t.http
      .post('/api/clubs')
      .set(as(admin))
      .send({ title: `Club ${fighter.slice(0, 6)}` });
    const calls = [
      t.http.post('/api/users').set(as(token)).send({ firstName: 'New', lastName: 'Fighter' }),
      t.http.put(`/api/users/${fighter}`).set(as(token)).send({ firstName: 'Changed' }),
      t.http.post('/api/clubs').set(as(token)).send({ title: 'New club' }),
      t.http.put(`/api/clubs/${club.body._id}`).set(as(token)).send({ title: 'Changed' }),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(status);
    expect((await t.db.getRepository(User).findOneByOrFail({ id: fighter })).firstName).toBe('Target');
    expect((await t.http.get(`/api/clubs/${club.body._id}`)).body.title).toBe(`Club ${fighter.slice(0, 6)}`);
  }

  it('refuses a trial organizer (the pages are for non-trial organizers)', async () => {
    await refusedEverywhere(await t.login(DEMO.trial), 403);
  });

  it('refuses an organizer whose licence has expired: "Your organizer license has expired"', async () => {
    const expired = await f.organizer();
    await t.db.getRepository(User).update(expired.id, { licenseTill: new Date(Date.now() - 60_000) });
    await refusedEverywhere(expired.token, 403);
    const res = await t.http
      .post('/api/users')
      .set(as(expired.token))
      .send({ firstName: 'A', lastName: 'B' });
    expect(res.body.message).toBe('Your organizer license has expired');
  });

  it('refuses a plain user and a visitor', async () => {
    await refusedEverywhere(await t.login(DEMO.fighter), 403);
    expect((await t.http.post('/api/users').send({ firstName: 'A', lastName: 'B' })).status).toBe(401);
  });

  it('lets an admin change anything, including an organizer’s account', async () => {
    const other = await f.organizer();
    const res = await t.http
      .put(`/api/users/${other.id}`)
      .set(as(admin))
      .send({ role: 'USER', firstName: 'Ex' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ role: 'USER', firstName: 'Ex' });
    expect(typeof res.body.email).toBe('string');
  });
});
