import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CompetitionFixtures, type View } from './competition/competition-fixtures.js';
import { DEMO, startTestApp, type TestApp } from './support/test-app.js';

/**
 * Sessions end when they should. A changed password or e-mail ends the user's other sessions; "Sign out
 * everywhere" ends all of them; and DELETE /fights/{id}/prediction tells nothing more than PUT about a hidden fight.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const PASSWORD = 'first-password-1';

/** A fresh account signed in twice (a phone and a laptop): both tokens. */
async function twoSessions(): Promise<{ email: string; here: string; there: string }> {
  const email = `sessions-${randomBytes(4).toString('hex')}@example.org`;
  const res = await t.http.post('/api/auth/register').send({
    firstName: 'Olga',
    lastName: 'Sokolova',
    email,
    password: PASSWORD,
    passwordConfirm: PASSWORD,
  });
  expect(res.status).toBe(201);
  const other = await t.http.post('/api/auth/login').send({ email, password: PASSWORD });
  expect(other.status).toBe(200);
  return { email, here: res.headers.authorization as string, there: other.headers.authorization as string };
}

const current = (token: string) => t.http.get('/api/auth/current').set('Authorization', token);

describe('sessions', () => {
  it('a password change ends every other session of the user; this one stays', async () => {
    const { here, there } = await twoSessions();
    expect((await current(there)).status).toBe(200);
    const res = await t.http
      .put('/api/auth/password')
      .set('Authorization', here)
      .send({ oldPassword: PASSWORD, password: 'second-password', passwordConfirm: 'second-password' });
    expect(res.status).toBe(204);
    expect((await current(here)).status).toBe(200);
    const ended = await current(there);
    expect(ended.status).toBe(401);
    expect(ended.body.message).toBe('Your session has ended. Sign in again.');
  });

  it('an e-mail change ends every other session of the user; this one stays', async () => {
    const { here, there } = await twoSessions();
    const res = await t.http
      .put('/api/auth/email')
      .set('Authorization', here)
      .send({ email: `moved-${randomBytes(4).toString('hex')}@example.org`, password: PASSWORD });
    expect(res.status).toBe(200);
    expect((await current(here)).status).toBe(200);
    expect((await current(there)).status).toBe(401);
  });

  it('“Sign out everywhere” ends every session, this one included', async () => {
    const { here, there } = await twoSessions();
    expect((await t.http.post('/api/auth/sign-out-everywhere')).status).toBe(401);
    const res = await t.http.post('/api/auth/sign-out-everywhere').set('Authorization', here);
    expect(res.status).toBe(204);
    expect((await current(here)).status).toBe(401);
    expect((await current(there)).status).toBe(401);
  });

  it('DELETE /fights/{id}/prediction answers like PUT for a fight the user may not see', async () => {
    const f = new CompetitionFixtures(t);
    const organizer = await t.login(DEMO.organizer);
    // A tournament in developing is hidden from everyone but its organizer.
    const tournament = await f.tournament(organizer);
    const nomination = await f.nomination(organizer, tournament._id);
    await f.fighters(organizer, nomination._id, 2);
    const stage = await f.stage(organizer, nomination._id, 'POOL');
    const fight: View = (await f.generate(organizer, stage._id)).stage.pools[0].fights[0];
    const fighter = await t.login(DEMO.fighter);
    const path = `/api/fights/${fight._id}/prediction`;
    const put = await t.http.put(path).set('Authorization', fighter).send({ winner: 1 });
    const remove = await t.http.delete(path).set('Authorization', fighter);
    expect(put.status).toBe(404);
    expect(remove.status).toBe(put.status);
    expect(remove.body.code).toBe(put.body.code);
    expect(remove.body.message).toBe(put.body.message);
  });
});
