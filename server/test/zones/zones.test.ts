import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { ResultsJob } from '../../src/results/results-job.js';
import { seedDemoHistory } from '../../src/seed/demo-history.js';
import { deriveSeededResults } from '../../src/seed/derive-results.js';
import { DEMO, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Zones own tournaments (spec §1, §3, §6): the zone an organizer may give a tournament, the lists and ratings that
 * follow it, the test flag that takes a tournament out of them, and profile and admin edits of one user that do
 * not undo each other.
 */
describe('zones', () => {
  let t: TestApp;
  let job: ResultsJob;
  let admin: string;
  let organizer: string;
  const zone: Record<string, string> = {};

  const zoneIdOf = async (slug: string) =>
    ((await t.db.query(`SELECT id FROM zone WHERE slug = $1`, [slug])) as { id: string }[])[0]!.id;
  const userIdOf = async (email: string) =>
    ((await t.db.query(`SELECT id FROM "user" WHERE email = $1`, [email])) as { id: string }[])[0]!.id;
  const tournamentIdOf = async (idString: string) =>
    (
      (await t.db.query(`SELECT id FROM tournament WHERE "idString" = $1`, [idString])) as { id: string }[]
    )[0]!.id;
  const list = async (filter: string, token?: string) => {
    const request = t.http.get('/api/tournaments').query({ filter, perPage: 0 });
    const answer = token ? await request.set('authorization', token) : await request;
    expect(answer.status).toBe(200);
    return (answer.body as { items: { idString: string; zoneId: string | null }[] }).items;
  };
  const create = (token: string, body: Record<string, unknown>) =>
    t.http
      .post('/api/tournaments')
      .set('authorization', token)
      .send({ title: 'Zone cup', dateStart: '2026-06-01', dateEnd: '2026-06-02', ...body });
  const update = (token: string, id: string, body: Record<string, unknown>) =>
    t.http.put(`/api/tournaments/${id}`).set('authorization', token).send(body);

  beforeAll(async () => {
    t = await startTestApp();
    job = t.app.get(ResultsJob);
    await seedDemoHistory(t.app);
    await deriveSeededResults(t.app);
    for (const slug of ['W', 'RU', 'EU']) zone[slug] = await zoneIdOf(slug);
    admin = await t.login(DEMO.admin);
    organizer = await t.login(DEMO.organizer);
  });
  afterAll(() => t?.close());

  describe('a tournament has a zone', () => {
    it('defaults to the world zone, or to the organizer’s one assigned zone', async () => {
      const plain = await create(organizer, { idString: 'zone-default' });
      expect(plain.status).toBe(201);
      expect(plain.body.zoneId).toBe(zone.W);

      // The demo organizer (Estonia) is given Europe as their one zone.
      const organizerId = await userIdOf(DEMO.organizer);
      await t.http
        .put(`/api/users/${organizerId}`)
        .set('authorization', admin)
        .send({ zones: [zone.EU] });
      const own = await create(await t.login(DEMO.organizer), { idString: 'zone-own' });
      expect(own.status).toBe(201);
      expect(own.body.zoneId).toBe(zone.EU);
      await t.http
        .put(`/api/users/${organizerId}`)
        .set('authorization', admin)
        .send({ zones: [zone.W] });
    });

    it('takes a zone the organizer may use and refuses a Russian one with a 400 under zoneId', async () => {
      organizer = await t.login(DEMO.organizer);
      const europe = await create(organizer, { idString: 'zone-eu', zoneId: zone.EU });
      expect(europe.status).toBe(201);
      expect(europe.body.zoneId).toBe(zone.EU);

      const russia = await create(organizer, { idString: 'zone-ru', zoneId: zone.RU });
      expect(russia.status).toBe(400);
      expect(russia.body).toMatchObject({
        code: 'competition/zone-not-allowed',
        errors: { zoneId: 'You may not hold tournaments in this zone' },
      });
      const moved = await update(organizer, europe.body._id, { zoneId: zone.RU });
      expect(moved.status).toBe(400);
      expect(moved.body.code).toBe('competition/zone-not-allowed');

      const unknown = await update(organizer, europe.body._id, {
        zoneId: '00000000-0000-4000-8000-000000000000',
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body.errors).toEqual({ zoneId: 'Zone not found' });
    });

    it('lets an admin set any zone, and the organizer keep it while changing other fields', async () => {
      const id = await tournamentIdOf('zone-eu');
      const byAdmin = await update(admin, id, { zoneId: zone.RU });
      expect(byAdmin.status).toBe(200);
      expect(byAdmin.body.zoneId).toBe(zone.RU);
      const kept = await update(organizer, id, { title: 'Zone cup, renamed', zoneId: zone.RU });
      expect(kept.status).toBe(200);
      expect(kept.body).toMatchObject({ title: 'Zone cup, renamed', zoneId: zone.RU });
    });

    it('lets an organizer with a Russian zone assigned use Russian zones', async () => {
      const organizerId = await userIdOf(DEMO.organizer);
      await t.http
        .put(`/api/users/${organizerId}`)
        .set('authorization', admin)
        .send({ zones: [zone.W, zone.RU] });
      const russia = await create(await t.login(DEMO.organizer), { idString: 'zone-ru', zoneId: zone.RU });
      expect(russia.status).toBe(201);
      expect(russia.body.zoneId).toBe(zone.RU);
      await t.http
        .put(`/api/users/${organizerId}`)
        .set('authorization', admin)
        .send({ zones: [zone.W] });
    });
  });

  describe('lists follow the zone', () => {
    it('lists a zone’s tournaments for that zone, and every zone’s for the world zone W', async () => {
      const europe = await list(`zone:${zone.EU}`);
      const russia = await list(`zone:${zone.RU}`);
      const world = await list(`zone:${zone.W}`);
      expect(europe.length).toBeGreaterThan(0);
      expect(russia.length).toBeGreaterThan(0);
      expect(europe.every((row) => row.zoneId === zone.EU)).toBe(true);
      expect(russia.every((row) => row.zoneId === zone.RU)).toBe(true);
      const all = await list('');
      expect(world.map((row) => row.idString).sort()).toEqual(all.map((row) => row.idString).sort());
      expect(world.length).toBeGreaterThanOrEqual(europe.length + russia.length);
    });
  });

  describe('ratings follow the zone of their tournament', () => {
    it('moves a finished tournament’s rating history and ranks to its new zone, W keeping it', async () => {
      const [row] = (await t.db.query(
        `SELECT id FROM tournament WHERE "idString" LIKE 'history-%' AND "zoneId" = $1
          ORDER BY "dateStart" DESC LIMIT 1`,
        [zone.RU],
      )) as { id: string }[];
      const zonesOf = async () =>
        (
          (await t.db.query(
            `SELECT DISTINCT "zoneId" FROM weapon_rating_history WHERE "tournamentId" = $1 ORDER BY 1`,
            [row!.id],
          )) as { zoneId: string }[]
        ).map((r) => r.zoneId);
      expect(await zonesOf()).toEqual([zone.RU, zone.W].sort());

      const moved = await update(admin, row!.id, { zoneId: zone.EU });
      expect(moved.status).toBe(200);
      await job.idle();
      expect(await zonesOf()).toEqual([zone.EU, zone.W].sort());

      // Its fighters are ranked in Europe's list of the weapon now.
      const [{ userId, weaponId }] = (await t.db.query(
        `SELECT h."userId", h."weaponId" FROM weapon_rating_history h WHERE h."tournamentId" = $1 LIMIT 1`,
        [row!.id],
      )) as { userId: string; weaponId: string }[];
      const ranked = await t.http
        .get(`/api/ratings/weapons/${weaponId}`)
        .query({ filter: `zone:${zone.EU}`, perPage: 0 });
      expect(ranked.status).toBe(200);
      const items = ranked.body.items as { zone: string; fighter: { _id: string } }[];
      expect(items.every((r) => r.zone === zone.EU)).toBe(true);
      expect(items.some((r) => r.fighter._id === userId)).toBe(true);
    });
  });

  describe('a test tournament leaves ratings, results and lists', () => {
    it('drops out when marked test and comes back when marked real', async () => {
      const [row] = (await t.db.query(
        `SELECT id, "idString" FROM tournament WHERE "idString" LIKE 'history-%' AND "zoneId" = $1
          ORDER BY "dateStart" LIMIT 1`,
        [zone.EU],
      )) as { id: string; idString: string }[];
      const counts = async () =>
        (
          (await t.db.query(
            `SELECT (SELECT count(*) FROM weapon_rating_history WHERE "tournamentId" = $1)::int AS history,
                    (SELECT count(*) FROM nomination_result r JOIN nomination n ON n.id = r."nominationId"
                      WHERE n."tournamentId" = $1)::int AS results`,
            [row!.id],
          )) as { history: number; results: number }[]
        )[0]!;
      const listed = async (token?: string) =>
        (await list(`idString:${row!.idString}`, token)).some((r) => r.idString === row!.idString);
      const before = await counts();
      expect(before.history).toBeGreaterThan(0);
      expect(before.results).toBeGreaterThan(0);
      const fighter = await t.login(DEMO.fighter);

      expect((await update(admin, row!.id, { isTest: true })).status).toBe(200);
      await job.idle();
      expect(await counts()).toEqual({ history: 0, results: 0 });
      expect(await listed()).toBe(false);
      expect(await listed(fighter)).toBe(false);
      // Testers (admins, or the tester flag) still see it.
      expect(await listed(admin)).toBe(true);
      const fighterId = await userIdOf(DEMO.fighter);
      await t.http.put(`/api/users/${fighterId}`).set('authorization', admin).send({ tester: true });
      expect(await listed(await t.login(DEMO.fighter))).toBe(true);

      expect((await update(admin, row!.id, { isTest: false })).status).toBe(200);
      await job.idle();
      expect(await counts()).toEqual(before);
      expect(await listed()).toBe(true);
    });
  });

  describe('profile and admin edits of one user', () => {
    it('keep both changes: the profile sends only what the person changed', async () => {
      const fighterId = await userIdOf(DEMO.fighter);
      const fighter = await t.login(DEMO.fighter);
      // The fighter opened /my/settings; meanwhile an admin assigns them Europe.
      const assigned = await t.http
        .put(`/api/users/${fighterId}`)
        .set('authorization', admin)
        .send({ zones: [zone.RU, zone.EU] });
      expect(assigned.status).toBe(200);
      // The fighter saves a new city: their form sends only that field.
      const saved = await t.http
        .put('/api/auth/profile')
        .set('authorization', fighter)
        .send({ city: 'Kazan' });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ city: 'Kazan', zones: [zone.RU, zone.EU] });
      // And the admin's next change of another field does not undo the fighter's.
      await t.http.put(`/api/users/${fighterId}`).set('authorization', admin).send({ tester: false });
      const current = await t.http.get('/api/auth/current').set('authorization', fighter);
      expect(current.body).toMatchObject({ city: 'Kazan', zones: [zone.RU, zone.EU], tester: false });
    });
  });
});
