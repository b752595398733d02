import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO, startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const PASSWORD = 'first-password-1';

/** A fresh account, signed in: its token. */
async function register(email: string, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await t.http.post('/api/auth/register').send({
    firstName: 'Olga',
    lastName: 'Sokolova',
    email,
    password: PASSWORD,
    passwordConfirm: PASSWORD,
    ...extra,
  });
  expect(res.status).toBe(201);
  return res.headers.authorization as string;
}

const login = (email: string, password: string) => t.http.post('/api/auth/login').send({ email, password });

describe('PUT /auth/password', () => {
  it('refuses a wrong old password under the field, and keeps the old one', async () => {
    const token = await register('pw-wrong@example.org');
    const res = await t.http.put('/api/auth/password').set('Authorization', token).send({
      oldPassword: 'not-my-password',
      password: 'second-password',
      passwordConfirm: 'second-password',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'auth/wrong-password',
      errors: { oldPassword: 'The password is wrong' },
    });
    expect((await login('pw-wrong@example.org', PASSWORD)).status).toBe(200);
  });

  it('changes the password: sign-in works with the new one and not with the old one; this session stays', async () => {
    const token = await register('pw-change@example.org');
    const res = await t.http
      .put('/api/auth/password')
      .set('Authorization', token)
      .send({ oldPassword: PASSWORD, password: 'second-password', passwordConfirm: 'second-password' });
    expect(res.status).toBe(204);
    expect((await login('pw-change@example.org', 'second-password')).status).toBe(200);
    expect((await login('pw-change@example.org', PASSWORD)).status).toBe(401);
    expect((await t.http.get('/api/auth/current').set('Authorization', token)).status).toBe(200);
  });

  it('applies the registration rules to the new password', async () => {
    const token = await register('pw-rules@example.org');
    const res = await t.http
      .put('/api/auth/password')
      .set('Authorization', token)
      .send({ oldPassword: PASSWORD, password: 'short', passwordConfirm: 'other' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      password: 'Password must be at least 8 characters',
      passwordConfirm: 'Passwords must match',
    });
  });

  it('needs a session', async () => {
    const res = await t.http
      .put('/api/auth/password')
      .send({ oldPassword: PASSWORD, password: 'second-password', passwordConfirm: 'second-password' });
    expect(res.status).toBe(401);
  });
});

describe('PUT /auth/profile', () => {
  it("changes the session user's own names, place and club, and answers the new session user", async () => {
    const token = await register('profile@example.org');
    const clubs = await t.http.get('/api/clubs?perPage=1');
    const club = clubs.body.items[0];
    const weapons = await t.http.get('/api/weapons?perPage=2');
    const weaponIds = weapons.body.items.map((w: { _id: string }) => w._id);
    const res = await t.http.put('/api/auth/profile').set('Authorization', token).send({
      firstName: 'Olga ',
      lastName: 'Ivanova',
      middleName: 'Petrovna',
      clubId: club._id,
      country: 'de',
      city: 'Berlin',
      favouriteWeapons: weaponIds,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Olga Ivanova Petrovna',
      firstName: 'Olga',
      club: { _id: club._id },
      country: 'DE',
      city: 'Berlin',
      favouriteWeapons: weaponIds,
      email: 'profile@example.org',
    });
    const current = await t.http.get('/api/auth/current').set('Authorization', token);
    expect(current.body.name).toBe('Olga Ivanova Petrovna');
  });

  it('creates a new club with the change', async () => {
    const token = await register('newclub@example.org');
    const res = await t.http
      .put('/api/auth/profile')
      .set('Authorization', token)
      .send({ newClubTitle: 'Profile Test Guild' });
    expect(res.status).toBe(200);
    expect(res.body.club).toMatchObject({ title: 'Profile Test Guild' });
  });

  it('refuses bad input with 400: an empty name, an unknown club or weapon, a field it does not own', async () => {
    const token = await register('badinput@example.org');
    const send = (body: object) => t.http.put('/api/auth/profile').set('Authorization', token).send(body);
    expect((await send({ firstName: ' ' })).body.errors).toMatchObject({ firstName: 'Field required' });
    expect((await send({ clubId: '00000000-0000-4000-8000-000000000000' })).status).toBe(400);
    expect((await send({ favouriteWeapons: ['00000000-0000-4000-8000-000000000000'] })).status).toBe(400);
    // Role, e-mail and someone else's id are not part of the profile: refused, never applied.
    expect((await send({ role: 'ADMIN' })).status).toBe(400);
    expect((await send({ _id: 'someone-else' })).status).toBe(400);
    const me = await t.http.get('/api/auth/current').set('Authorization', token);
    expect(me.body).toMatchObject({ role: 'USER', firstName: 'Olga' });
  });

  it("acts on the session user only: another user's profile does not change", async () => {
    const token = await register('only-me@example.org');
    const before = await login(DEMO.fighter, 'demo-password');
    await t.http.put('/api/auth/profile').set('Authorization', token).send({ firstName: 'Changed' });
    const after = await login(DEMO.fighter, 'demo-password');
    expect(after.body.name).toBe(before.body.name);
  });
});

describe('PUT /auth/email', () => {
  it('asks the password, refuses a taken e-mail whatever its case, and changes the sign-in e-mail', async () => {
    const token = await register('mail-old@example.org');
    const send = (body: object) => t.http.put('/api/auth/email').set('Authorization', token).send(body);
    const wrong = await send({ email: 'mail-new@example.org', password: 'not-mine' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toMatchObject({ password: 'The password is wrong' });
    const taken = await send({ email: 'Fighter@Demo.HEMA', password: PASSWORD });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'auth/email-taken' });
    expect((await send({ email: 'not-an-email', password: PASSWORD })).status).toBe(400);
    const changed = await send({ email: 'Mail-New@Example.org', password: PASSWORD });
    expect(changed.status).toBe(200);
    expect(changed.body.email).toBe('mail-new@example.org');
    expect((await login('mail-new@example.org', PASSWORD)).status).toBe(200);
    expect((await login('mail-old@example.org', PASSWORD)).status).toBe(401);
  });
});

describe('GET /auth/namesake', () => {
  it('says only whether someone who can sign in has this first and last name', async () => {
    await register('namesake@example.org', { firstName: 'Gunnar', lastName: 'Hjalmarsson' });
    const yes = await t.http.get('/api/auth/namesake?firstName=gunnar&lastName=HJALMARSSON');
    expect(yes.status).toBe(200);
    expect(yes.body).toEqual({ exists: true });
    const no = await t.http.get('/api/auth/namesake?firstName=Gunnar&lastName=Nobody');
    expect(no.body).toEqual({ exists: false });
    expect((await t.http.get('/api/auth/namesake?firstName=Gunnar')).status).toBe(400);
  });
});
