import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { buildListQuery } from '@hema/shared/query/list-query';
import { Club } from '../src/catalog/club.entity.js';
import { User } from '../src/users/user.entity.js';
import { DEMO, startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let admin: string;
const get = (path: string, query: Parameters<typeof buildListQuery>[0], extra: Record<string, string> = {}) =>
  t.http.get(`${path}?${buildListQuery(query, extra)}`);
const titles = (res: { body: { items: { title?: string; name?: string }[] } }) =>
  res.body.items.map((i) => i.title ?? i.name);

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login(DEMO.admin);
  const clubs = t.db.getRepository(Club);
  for (let i = 1; i <= 30; i++) {
    await clubs.insert({
      title: `Club ${String(i).padStart(2, '0')}`,
      country: i % 2 ? 'FI' : 'SE',
      city: i % 3 ? 'Espoo' : 'Malmö',
      createdAt: new Date(Date.UTC(2026, 0, i, 12)),
    });
  }
});
afterAll(async () => {
  await t?.close();
});

describe('list API (spec §7)', () => {
  it('answers {items, count} with the default page size', async () => {
    const res = await t.http.get('/api/clubs');
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(35);
    expect(res.body.items).toHaveLength(25);
  });

  it('filters text with [like], case-insensitively, with % and _ taken literally', async () => {
    expect(
      titles(
        await get('/api/clubs', { filter: [{ field: 'title', like: true, values: ['club 0'] }], perPage: 0 }),
      ),
    ).toHaveLength(9);
    expect(
      (await get('/api/clubs', { filter: [{ field: 'title', like: true, values: ['%'] }] })).body.count,
    ).toBe(0);
    expect(
      (await get('/api/clubs', { filter: [{ field: 'title', like: true, values: ['_'] }] })).body.count,
    ).toBe(0);
  });

  it('filters by exact value (select), by a list (checkbox), by number-like radio and by boolean', async () => {
    expect((await get('/api/clubs', { filter: [{ field: 'country', values: ['SE'] }] })).body.count).toBe(
      15 + 1,
    );
    expect(
      (await get('/api/clubs', { filter: [{ field: 'city', values: ['Malmö', 'Helsinki'] }] })).body.count,
    ).toBe(10 + 1);
    expect(
      (await get('/api/zones', { filter: [{ field: 'isInRussia', values: ['true'] }] })).body.items.map(
        (z: { slug: string }) => z.slug,
      ),
    ).toEqual(['RU']);
  });

  it('filters a date by its whole day (yyyy-LL-dd)', async () => {
    const res = await get('/api/clubs', { filter: [{ field: 'createdAt', values: ['2026-01-07'] }] });
    expect(titles(res)).toEqual(['Club 07']);
  });

  it('filters by id, which is how an async select preloads its value', async () => {
    const one = (await get('/api/clubs', { filter: [{ field: 'title', values: ['Club 05'] }] })).body
      .items[0];
    const res = await get('/api/clubs', { forSelect: true, filter: [{ field: '_id', values: [one._id] }] });
    expect(res.body).toEqual({ items: [{ _id: one._id, title: 'Club 05' }], count: 1 });
  });

  it('sorts both ways and by any sortable field', async () => {
    const asc = titles(await get('/api/clubs', { sort: 'title', perPage: 3 }));
    const desc = titles(await get('/api/clubs', { sort: '-title', perPage: 3 }));
    expect(asc).toEqual(['Club 01', 'Club 02', 'Club 03']);
    expect(desc[0]).toBe('Tallinn Sword Guild');
    const byDate = titles(
      await get('/api/clubs', {
        sort: '-createdAt',
        perPage: 1,
        filter: [{ field: 'title', like: true, values: ['Club '] }],
      }),
    );
    expect(byDate).toEqual(['Club 30']);
  });

  it('pages: page 2 continues page 1 and the last page is short', async () => {
    const p1 = titles(await get('/api/clubs', { sort: 'title', page: 1, perPage: 10 }));
    const p2 = titles(await get('/api/clubs', { sort: 'title', page: 2, perPage: 10 }));
    const p4 = await get('/api/clubs', { sort: 'title', page: 4, perPage: 10 });
    expect(p1.at(-1)).toBe('Club 10');
    expect(p2[0]).toBe('Club 11');
    expect(p4.body.items).toHaveLength(5);
    expect(p4.body.count).toBe(35);
  });

  it('answers everything with perPage=0 and perPage=all', async () => {
    expect((await t.http.get('/api/clubs?perPage=0')).body.items).toHaveLength(35);
    expect(
      (await t.http.get('/api/zones?perPage=all')).body.items.map((z: { slug: string }) => z.slug).sort(),
    ).toEqual(['EU', 'RU', 'W']);
  });

  it('answers {_id, title} items in forSelect mode, sorted by title, searched with [like]', async () => {
    const res = await t.http.get(
      `/api/users?forSelect=1&sort=title&filter=${encodeURIComponent('name[like]:fed')}`,
    );
    // Namesakes in a picker are told apart by club and country.
    expect(res.body.items).toEqual([
      { _id: expect.any(String), title: 'Fedor Fighter', description: 'Moscow HEMA Club · RU' },
    ]);
  });

  it('hides soft-deleted rows unless the filter names deleted', async () => {
    const club = (await get('/api/clubs', { filter: [{ field: 'title', values: ['Club 30'] }] })).body
      .items[0];
    const res = await t.http
      .put(`/api/clubs/${club._id}`)
      .set('Authorization', admin)
      .send({ deleted: true });
    expect(res.status).toBe(200);
    expect(res.body.deleted).toBe(true);
    expect((await t.http.get('/api/clubs')).body.count).toBe(34);
    expect(titles(await get('/api/clubs', { filter: [{ field: 'deleted', values: ['true'] }] }))).toEqual([
      'Club 30',
    ]);
  });

  it('refuses an unknown field, a malformed filter, a bad sort and a bad value with a 400 naming the problem', async () => {
    const cases: [string, RegExp][] = [
      ['filter=secret:1', /Cannot filter clubs by "secret"/],
      ['filter=title', /Malformed filter "title"/],
      ['sort=-secret', /Cannot sort clubs by "secret"/],
      ['filter=createdAt:2026-13-45', /not a date/],
      ['filter=_id:42', /not an identifier/],
      ['filter=deleted:maybe', /not true or false/],
      ['filter=createdAt[like]:2026', /\[like\] works on text fields only/],
      ['filter=zone[custom]:x', /Unknown custom filter "zone"/],
      ['page=0', /page must be 1 or more/],
      ['perPage=ten', /perPage must be a whole number/],
    ];
    for (const [qs, message] of cases) {
      const res = await t.http.get(`/api/clubs?${qs}`);
      expect({ qs, status: res.status }).toEqual({ qs, status: 400 });
      expect(res.body.message).toMatch(message);
    }
  });

  it('filters users by role (select), by club id, by zone id inside the zones list', async () => {
    // Role and zones are for admins (users-exposure.test.ts has who may filter by what).
    expect(
      (
        await get('/api/users', {
          filter: [{ field: 'role', values: ['ORGANIZER', 'ORGANIZER_TRIAL'] }],
        }).set('Authorization', admin)
      ).body.count,
    ).toBe(2);
    const ru = (await get('/api/zones', { filter: [{ field: 'slug', values: ['RU'] }] })).body.items[0];
    expect(
      titles(
        await get('/api/users', { filter: [{ field: 'zones', values: [ru._id] }] }).set(
          'Authorization',
          admin,
        ),
      ),
    ).toEqual(['Fedor Fighter']);
    const fighter = await t.db.getRepository(User).findOneByOrFail({ email: DEMO.fighter });
    expect(
      (await get('/api/users', { filter: [{ field: 'club', values: [fighter.clubId!] }] })).body.count,
    ).toBe(1);
  });

  it('never shows e-mails or password hashes in public user lists', async () => {
    const res = await t.http.get('/api/users?perPage=all');
    for (const user of res.body.items) {
      expect(user.email).toBeUndefined();
      expect(user.passwordHash).toBeUndefined();
    }
  });

  it('shows admins the account fields (e-mail, license, tester, zones) and no one the password hash', async () => {
    const signedIn = await t.login(DEMO.fighter);
    for (const [token, admin_] of [
      [admin, true],
      [signedIn, false],
    ] as const) {
      const list = await t.http.get('/api/users?filter=username:fedor.fighter').set('Authorization', token);
      const profile = await t.http.get('/api/users/fedor.fighter').set('Authorization', token);
      for (const user of [list.body.items[0], profile.body]) {
        expect(user.passwordHash).toBeUndefined();
        if (admin_)
          expect(user).toMatchObject({ email: DEMO.fighter, license: { from: null }, tester: false });
        else expect(user.email).toBeUndefined();
      }
    }
  });

  it('finds a user by username as well as by id', async () => {
    const res = await t.http.get('/api/users/fedor.fighter');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Fedor Fighter',
      club: { title: 'Moscow HEMA Club' },
      nominationsResults: [],
      weaponsRating: [],
    });
    expect((await t.http.get(`/api/users/${res.body._id}`)).body.username).toBe('fedor.fighter');
    expect((await t.http.get('/api/users/no-such-user')).status).toBe(404);
  });
});

describe('catalog writes', () => {
  it('lets an admin create, update and delete a weapon type and a weapon', async () => {
    const type = await t.http
      .post('/api/weapon-types')
      .set('Authorization', admin)
      .send({ title: 'Polearms' });
    expect(type.status).toBe(201);
    const weapon = await t.http
      .post('/api/weapons')
      .set('Authorization', admin)
      .send({ title: 'Spear', weaponTypeId: type.body._id });
    expect(weapon.status).toBe(201);
    expect(weapon.body.type).toEqual({ _id: type.body._id, title: 'Polearms' });
    expect(
      (await t.http.delete(`/api/weapon-types/${type.body._id}`).set('Authorization', admin)).status,
    ).toBe(409);
    expect((await t.http.delete(`/api/weapons/${weapon.body._id}`).set('Authorization', admin)).status).toBe(
      204,
    );
    expect(
      (await t.http.delete(`/api/weapon-types/${type.body._id}`).set('Authorization', admin)).status,
    ).toBe(204);
    expect((await t.http.get(`/api/weapons/${weapon.body._id}`)).status).toBe(404);
  });

  it('refuses a duplicate title and a missing reference with readable messages', async () => {
    const dup = await t.http.post('/api/weapon-types').set('Authorization', admin).send({ title: 'Paired' });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('A weapon type with this title already exists');
    const missing = await t.http
      .post('/api/weapons')
      .set('Authorization', admin)
      .send({ title: 'Halberd', weaponTypeId: '00000000-0000-4000-8000-000000000000' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ weaponTypeId: 'Weapon type not found' });
  });
});

describe('role guard (spec §6)', () => {
  const write = (token: string | null) => {
    const req = t.http
      .post('/api/zones')
      .send({ slug: `Z${Math.random().toString(36).slice(2, 8)}`, title: 'Test zone' });
    return token ? req.set('Authorization', token) : req;
  };

  it('keeps admin-only writes from anonymous visitors (401) and from every non-admin role (403)', async () => {
    expect((await write(null)).status).toBe(401);
    for (const email of [DEMO.fighter, DEMO.trial, DEMO.organizer]) {
      const res = await write(await t.login(email));
      expect({ email, status: res.status, code: res.body.code }).toEqual({
        email,
        status: 403,
        code: 'auth/forbidden',
      });
    }
    expect((await write(admin)).status).toBe(201);
  });

  it('opens signed-in routes to all four roles', async () => {
    for (const email of [DEMO.fighter, DEMO.trial, DEMO.organizer, DEMO.admin]) {
      expect((await t.http.get('/api/auth/current').set('Authorization', await t.login(email))).status).toBe(
        200,
      );
    }
  });

  it('lets only admins change account fields of users (organizers edit only names, place and club)', async () => {
    const fighter = await t.db.getRepository(User).findOneByOrFail({ email: DEMO.fighter });
    const organizer = await t.login(DEMO.organizer);
    expect(
      (await t.http.put(`/api/users/${fighter.id}`).set('Authorization', organizer).send({ tester: true }))
        .status,
    ).toBe(403);
    const res = await t.http
      .put(`/api/users/${fighter.id}`)
      .set('Authorization', admin)
      .send({ tester: true, middleName: 'Ivanovich' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ tester: true, name: 'Fedor Fighter Ivanovich' });
  });
});

describe('GET /geo/country', () => {
  it('answers FI when no trusted proxy header is configured', async () => {
    const res = await t.http.get('/api/geo/country').set('cf-ipcountry', 'RU');
    expect(res.text).toBe('FI');
  });
});
