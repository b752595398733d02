import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { User } from '../src/users/user.entity.js';
import { createRing } from './support/competition-fixture.js';
import { CompetitionFixtures } from './competition/competition-fixtures.js';
import { DEMO, startTestApp, type TestApp } from './support/test-app.js';

/**
 * Accounts' exposure and keeping an admin: what anonymous visitors and plain users may see of accounts,
 * how admins bring back a deleted account or free its e-mail, and that the platform always keeps an admin.
 */
let t: TestApp;
let admin: string;
let organizer: string;
let fighter: string;
let trial: string;

/** Stand-ins for the client and caption builds, so page addresses are served as in production. */
const builds = mkdtempSync(join(tmpdir(), 'hema-builds-'));
for (const [folder, assets] of [
  ['client', 'assets'],
  ['caption', 'caption-assets'],
]) {
  mkdirSync(join(builds, folder, assets), { recursive: true });
  writeFileSync(join(builds, folder, 'index.html'), `<!doctype html><title>${folder}</title>`);
}

beforeAll(async () => {
  t = await startTestApp({
    env: { CLIENT_DIST: join(builds, 'client'), CAPTION_DIST: join(builds, 'caption') },
  });
  [admin, organizer, fighter, trial] = await Promise.all(
    [DEMO.admin, DEMO.organizer, DEMO.fighter, DEMO.trial].map((email) => t.login(email)),
  );
});
afterAll(async () => {
  await t?.close();
  rmSync(builds, { recursive: true, force: true });
});

const users = (query: Record<string, string>, token?: string) => {
  const req = t.http.get('/api/users').query(query);
  return token ? req.set('Authorization', token) : req;
};
const auth = (token: string) => ({ Authorization: token });

/** A new account of its own, deleted by the admin; answers its id and e-mail. */
async function deletedAccount(): Promise<{ id: string; email: string }> {
  const email = `gone-${randomUUID()}@example.org`;
  const res = await t.http.post('/api/auth/register').send({
    firstName: 'Gone',
    lastName: 'Fencer',
    email,
    password: 'long-enough-password',
    passwordConfirm: 'long-enough-password',
  });
  expect(res.status).toBe(201);
  expect((await t.http.delete(`/api/users/${res.body._id}`).set(auth(admin))).status).toBe(204);
  return { id: res.body._id, email };
}

describe('who may filter users by role or see deleted accounts', () => {
  it('anonymous visitors, plain users and trial organizers: a 400 naming the field, and no role in the answer', async () => {
    await deletedAccount();
    for (const token of [undefined, fighter, trial]) {
      for (const query of [
        { filter: 'role:ADMIN' },
        { filter: 'deleted:true' },
        { filter: 'tester:true' },
        { sort: 'role' },
        { sort: '-role' },
      ] as Record<string, string>[]) {
        const res = await users(query, token);
        expect({ query, status: res.status }).toEqual({ query, status: 400 });
        expect(res.body.code).toMatch(/^list\/unknown-(filter|sort)$/);
        expect(res.body.message).toMatch(/role|deleted|tester/);
      }
      const all = await users({ perPage: 'all' }, token);
      expect(all.status).toBe(200);
      for (const user of all.body.items) {
        expect(user.role).toBeUndefined();
        expect(user.deleted).toBe(false);
      }
      const profile = await t.http.get('/api/users/anna.admin').set(token ? auth(token) : {});
      expect(profile.body.role).toBeUndefined();
    }
  });

  it('organizers who manage users filter by role, but see no deleted accounts; admins see both', async () => {
    const admins = await users({ filter: 'role:ADMIN' }, organizer);
    expect(admins.status).toBe(200);
    expect(admins.body.items.map((u: { username: string; role: string }) => [u.username, u.role])).toEqual([
      ['anna.admin', 'ADMIN'],
    ]);
    expect((await users({ filter: 'deleted:true' }, organizer)).status).toBe(400);

    const { id } = await deletedAccount();
    const deleted = await users({ filter: 'deleted:true', perPage: 'all' }, admin);
    expect(deleted.status).toBe(200);
    expect(deleted.body.items.map((u: { _id: string }) => u._id)).toContain(id);
    expect((await users({ filter: 'role:ADMIN' }, admin)).body.count).toBe(1);
  });

  it('an organizer whose licence ran out is a plain user here', async () => {
    const f = new CompetitionFixtures(t);
    const expired = await f.organizer();
    await t.db.getRepository(User).update(expired.id, { licenseTill: new Date(Date.now() - 1000) });
    expect((await users({ filter: 'role:ADMIN' }, expired.token)).status).toBe(400);
  });

  it('a deleted account is not found by anyone but admins', async () => {
    const { id } = await deletedAccount();
    for (const token of [undefined, fighter, organizer]) {
      expect((await t.http.get(`/api/users/${id}`).set(token ? auth(token) : {})).status).toBe(404);
    }
    const seen = await t.http.get(`/api/users/${id}`).set(auth(admin));
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ _id: id, deleted: true, role: 'USER' });
  });
});

describe('restoring a deleted account or releasing its e-mail (admins)', () => {
  it('restores an account as it was', async () => {
    const { id, email } = await deletedAccount();
    const res = await t.http.post(`/api/users/${id}/restore`).set(auth(admin)).send({});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: id, deleted: false, email });
    expect((await t.http.get(`/api/users/${id}`)).status).toBe(200);
    const again = await t.http.post(`/api/users/${id}/restore`).set(auth(admin)).send({});
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'users/not-deleted', message: 'This account is not deleted' });
  });

  it('frees the e-mail for a new registration; the old account then needs a new e-mail to come back', async () => {
    const { id, email } = await deletedAccount();
    const blocked = await t.http.post('/api/auth/register').send({
      firstName: 'Gone',
      lastName: 'Again',
      email,
      password: 'long-enough-password',
      passwordConfirm: 'long-enough-password',
    });
    expect(blocked.status).toBe(409);

    const released = await t.http.post(`/api/users/${id}/release-email`).set(auth(admin));
    expect(released.status).toBe(200);
    expect(released.body).toMatchObject({ _id: id, deleted: true, email: `${id}@released.invalid` });
    const registered = await t.http.post('/api/auth/register').send({
      firstName: 'Back',
      lastName: 'Again',
      email,
      password: 'long-enough-password',
      passwordConfirm: 'long-enough-password',
    });
    expect(registered.status).toBe(201);

    const noEmail = await t.http.post(`/api/users/${id}/restore`).set(auth(admin)).send({});
    expect(noEmail.status).toBe(409);
    expect(noEmail.body.code).toBe('users/email-released');
    const viaUpdate = await t.http.put(`/api/users/${id}`).set(auth(admin)).send({ deleted: false });
    expect(viaUpdate.status).toBe(409);
    expect(viaUpdate.body.code).toBe('users/email-released');
    const taken = await t.http.post(`/api/users/${id}/restore`).set(auth(admin)).send({ email });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('auth/email-taken');
    const fresh = `${randomUUID()}@example.org`;
    const restored = await t.http.post(`/api/users/${id}/restore`).set(auth(admin)).send({ email: fresh });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ deleted: false, email: fresh });
  });

  it('releases only a deleted account, and only for admins', async () => {
    const me = await t.db.getRepository(User).findOneByOrFail({ email: DEMO.fighter });
    const active = await t.http.post(`/api/users/${me.id}/release-email`).set(auth(admin));
    expect(active.status).toBe(409);
    expect(active.body.code).toBe('users/not-deleted');
    const { id } = await deletedAccount();
    for (const token of [fighter, organizer]) {
      expect((await t.http.post(`/api/users/${id}/release-email`).set(auth(token))).status).toBe(403);
      expect((await t.http.post(`/api/users/${id}/restore`).set(auth(token)).send({})).status).toBe(403);
    }
    expect((await t.http.post(`/api/users/${id}/restore`).send({})).status).toBe(401);
    expect((await t.http.post(`/api/users/${randomUUID()}/restore`).set(auth(admin)).send({})).status).toBe(
      404,
    );
  });
});

describe('answers no cache keeps, pages no other site frames', () => {
  it('personal API answers carry Cache-Control: no-store; public anonymous reads do not', async () => {
    for (const [path, token] of [
      ['/api/auth/current', fighter],
      ['/api/users', undefined],
      ['/api/users/fedor.fighter', undefined],
      ['/api/tournaments', organizer],
      ['/api/zones', admin],
    ] as const) {
      const res = await t.http.get(path).set(token ? auth(token) : {});
      expect({ path, status: res.status, cache: res.headers['cache-control'] }).toEqual({
        path,
        status: 200,
        cache: 'no-store',
      });
    }
    const refused = await t.http
      .post('/api/auth/login')
      .send({ email: DEMO.fighter, password: 'wrong-password' });
    expect(refused.headers['cache-control']).toBe('no-store');
    expect((await t.http.get('/api/tournaments')).headers['cache-control']).toBeUndefined();
    // The ring polling answer revalidates by its ETag: its own header stands.
    const ring = await createRing(t.db, DEMO.organizer);
    const polled = await t.http.get(`/api/live/areas/${ring.area.id}`).set(auth(organizer));
    expect(polled.headers['cache-control']).toBe('no-cache');
  });

  it('the caption page may be framed by overlay tools; the rest of the site may not', async () => {
    for (const path of [
      '/api/health',
      '/organizer/tournaments',
      '/login',
      '/tournament/cup/area-stream-caption',
    ]) {
      const res = await t.http.get(path);
      expect({ path, status: res.status, frame: res.headers['x-frame-options'] }).toEqual({
        path,
        status: 200,
        frame: 'DENY',
      });
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
    const caption = await t.http.get(`/tournament/cup/area-stream-caption/${randomUUID()}`);
    expect(caption.text).toContain('<title>caption</title>');
    expect(caption.headers['x-frame-options']).toBeUndefined();
    expect(caption.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(caption.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('the platform keeps an admin', () => {
  const adminId = () =>
    t.db
      .getRepository(User)
      .findOneByOrFail({ email: DEMO.admin })
      .then((u) => u.id);
  const activeAdmins = () => t.db.getRepository(User).countBy({ role: 'ADMIN', deleted: false });

  it('the last admin can neither lose the role, nor take it away themselves, nor be deleted', async () => {
    const id = await adminId();
    const demote = await t.http.put(`/api/users/${id}`).set(auth(admin)).send({ role: 'ORGANIZER' });
    expect(demote.status).toBe(409);
    expect(demote.body).toMatchObject({
      code: 'users/own-admin-role',
      message: expect.stringMatching(/your own administrator role/),
    });
    const remove = await t.http.delete(`/api/users/${id}`).set(auth(admin));
    expect(remove.status).toBe(409);
    expect(remove.body).toMatchObject({
      code: 'users/last-admin',
      message: expect.stringMatching(/last administrator/),
    });
    const soft = await t.http.put(`/api/users/${id}`).set(auth(admin)).send({ deleted: true });
    expect(soft.status).toBe(409);
    expect(soft.body.code).toBe('users/last-admin');
    expect(await activeAdmins()).toBe(1);
  });

  it('with a second admin, one may demote the other; nobody demotes themselves', async () => {
    const f = new CompetitionFixtures(t);
    const second = await f.register('Second', 'Admin');
    const promoted = await t.http.put(`/api/users/${second.id}`).set(auth(admin)).send({ role: 'ADMIN' });
    expect(promoted.status).toBe(200);
    const self = await t.http.put(`/api/users/${second.id}`).set(auth(second.token)).send({ role: 'USER' });
    expect(self.status).toBe(409);
    expect(self.body.code).toBe('users/own-admin-role');
    const demoted = await t.http.put(`/api/users/${second.id}`).set(auth(admin)).send({ role: 'USER' });
    expect(demoted.status).toBe(200);
    expect(await activeAdmins()).toBe(1);
  });

  it('two admins removing each other at once: one succeeds, one is refused, one admin remains', async () => {
    const f = new CompetitionFixtures(t);
    const [a, b] = [await f.register('Rival', 'One'), await f.register('Rival', 'Two')];
    const id = await adminId();
    for (const rival of [a, b])
      expect(
        (await t.http.put(`/api/users/${rival.id}`).set(auth(admin)).send({ role: 'ADMIN' })).status,
      ).toBe(200);
    // The demo admin steps down first (allowed: two others remain), leaving exactly the two rivals.
    expect((await t.http.put(`/api/users/${id}`).set(auth(a.token)).send({ role: 'ORGANIZER' })).status).toBe(
      200,
    );
    expect(await activeAdmins()).toBe(2);

    const [ab, ba] = await Promise.all([
      t.http.delete(`/api/users/${b.id}`).set(auth(a.token)),
      t.http.put(`/api/users/${a.id}`).set(auth(b.token)).send({ role: 'USER' }),
    ]);
    const statuses = [ab.status, ba.status];
    expect(statuses.filter((s) => s === 200 || s === 204)).toHaveLength(1);
    // The loser is refused either under the admin lock (409 last-admin) or, when the winner committed before the
    // loser's request was even authenticated, because the loser is no longer an admin (deleted: 401, demoted: 403).
    const refused = [ab, ba].find((r) => r.status !== 200 && r.status !== 204)!;
    expect([401, 403, 409]).toContain(refused.status);
    if (refused.status === 409) expect(refused.body.code).toBe('users/last-admin');
    expect(await activeAdmins()).toBe(1);
  });
});
