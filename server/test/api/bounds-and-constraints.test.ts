import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { QueryFailedError } from 'typeorm';
import { isRetryable } from '@hema/shared/realtime/refusals';
import { databaseRefusal } from '../../src/common/database-errors.js';
import { Fight } from '../../src/fights/fight.entity.js';
import { CompetitionFixtures } from '../competition/competition-fixtures.js';
import { createRing } from '../support/competition-fixture.js';
import { command, connectLive, type LiveSocket } from '../support/live-client.js';
import { DEMO, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Numbers a column cannot hold and constraint violations are a readable 4xx, never a 500 — and a
 * command the server can never take is a final refusal on the socket, not something the console retries forever.
 */
let t: TestApp;
let organizer: string;
let admin: string;
const sockets: LiveSocket[] = [];

beforeAll(async () => {
  t = await startTestApp({ listen: true });
  organizer = await t.login(DEMO.organizer);
  admin = await t.login(DEMO.admin);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t?.close();
});

const TOO_BIG = 2 ** 31;

/** A finished fight of a new ring, and its version. */
async function finishedFight(): Promise<{ id: string; version: number }> {
  const ring = await createRing(t.db, DEMO.organizer);
  const id = ring.fights[0].id;
  let version = 0;
  for (const event of [{ type: 'START' }, { type: 'SCORE', side: 1, delta: 1 }]) {
    const res = await t.http
      .post(`/api/fights/${id}/commands`)
      .set('Authorization', organizer)
      .send({ commandId: randomUUID(), event: { at: Date.now(), ...event } });
    expect(res.status).toBe(200);
    version = res.body.version;
  }
  const finish = await t.http
    .post(`/api/fights/${id}/commands`)
    .set('Authorization', organizer)
    .send({
      commandId: randomUUID(),
      expectedVersion: version,
      event: { at: Date.now(), type: 'FINISH', reason: 'byPoints' },
    });
  expect(finish.status).toBe(200);
  return { id, version: finish.body.version };
}

describe('a score of 2^31', () => {
  it('is refused as invalid on REST, and the fight is unchanged', async () => {
    const fight = await finishedFight();
    const res = await t.http
      .post(`/api/fights/${fight.id}/commands`)
      .set('Authorization', organizer)
      .send({
        commandId: randomUUID(),
        expectedVersion: fight.version,
        event: { at: Date.now(), type: 'FIX_RESULT', score1: TOO_BIG, score2: 0, result: 'F1_WIN' },
      });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'command/invalid' });
    expect(res.body.message).toMatch(/score1/);
    expect((await t.db.getRepository(Fight).findOneByOrFail({ id: fight.id })).version).toBe(fight.version);
  });

  it('is refused as invalid on the socket, a final answer the console does not send again', async () => {
    const fight = await finishedFight();
    const socket = await connectLive(t.url, organizer);
    sockets.push(socket);
    const event = { type: 'FIX_RESULT', score1: 0, score2: TOO_BIG, result: 'F2_WIN' };
    const answer = await command(socket, fight.id, event, randomUUID(), fight.version);
    expect(answer).toMatchObject({ ok: false, reason: 'command/invalid' });
    expect(!answer.ok && isRetryable(answer.reason)).toBe(false);
    const row = await t.db.getRepository(Fight).findOneByOrFail({ id: fight.id });
    expect(row).toMatchObject({ version: fight.version, score1: 1, score2: 0 });
    // The sport's bound is the limit, not the column: 10,000 points are refused as well.
    const sport = await command(socket, fight.id, { ...event, score2: 10_000 }, randomUUID(), fight.version);
    expect(sport).toMatchObject({ ok: false, reason: 'command/invalid' });
  });
});

describe('numbers of the organizer forms', () => {
  it('are refused with 400 beyond their columns', async () => {
    const f = new CompetitionFixtures(t);
    const tournament = await f.tournament(organizer);
    const nomination = await f.nomination(organizer, tournament._id);
    const put = (path: string, body: object) => t.http.put(path).set('Authorization', organizer).send(body);
    for (const rules of [{ addedValue: TOO_BIG }, { scoreCap: TOO_BIG }, { durationMs: TOO_BIG }]) {
      const res = await put(`/api/nominations/${nomination._id}`, { rules });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation');
    }
    expect((await put(`/api/nominations/${nomination._id}`, { fighterLimit: TOO_BIG })).status).toBe(400);
    expect((await put(`/api/nominations/${nomination._id}`, { index: TOO_BIG })).status).toBe(400);
    const [fighter] = await f.fighters(organizer, nomination._id, 1);
    const participants = await t.http
      .get(`/api/nominations/${nomination._id}/participants`)
      .set('Authorization', organizer);
    const entry = participants.body.items.find((p: { userId: string }) => p.userId === fighter);
    expect((await put(`/api/participants/${entry._id}`, { seed: TOO_BIG })).status).toBe(400);
    const area = await f.area(organizer, tournament._id);
    expect((await put(`/api/areas/${area._id}`, { index: TOO_BIG })).status).toBe(400);
    expect(
      (await t.http.get('/api/users').query({ page: '9999999', perPage: '9999999' })).status,
    ).toBeLessThan(500);
  });
});

describe('a weapon or weapon type in use', () => {
  it('cannot be deleted: 409 with a readable message, and the row stays', async () => {
    const auth = { Authorization: admin };
    const type = await t.http
      .post('/api/weapon-types')
      .set(auth)
      .send({ title: `Type ${randomUUID()}` });
    expect(type.status).toBe(201);
    const weapon = await t.http
      .post('/api/weapons')
      .set(auth)
      .send({ title: `Weapon ${randomUUID()}`, weaponTypeId: type.body._id });
    expect(weapon.status).toBe(201);
    const f = new CompetitionFixtures(t);
    const tournament = await f.tournament(organizer);
    await f.nomination(organizer, tournament._id, { weaponId: weapon.body._id });

    const weaponDelete = await t.http.delete(`/api/weapons/${weapon.body._id}`).set(auth);
    expect(weaponDelete.status).toBe(409);
    expect(weaponDelete.body).toMatchObject({
      code: 'catalog/in-use',
      message: expect.stringMatching(/in use/),
    });
    const typeDelete = await t.http.delete(`/api/weapon-types/${type.body._id}`).set(auth);
    expect(typeDelete.status).toBe(409);
    expect(typeDelete.body).toMatchObject({ code: 'catalog/in-use' });
    expect((await t.http.get(`/api/weapons/${weapon.body._id}`)).status).toBe(200);
    expect((await t.http.get(`/api/weapon-types/${type.body._id}`)).status).toBe(200);
  });
});

describe('usernames and e-mails', () => {
  const registration = (values: Record<string, unknown>) =>
    t.http.post('/api/auth/register').send({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: `${randomUUID()}@example.org`,
      password: 'long-enough-password',
      passwordConfirm: 'long-enough-password',
      ...values,
    });

  it('are compared whatever their case: ANNA.ADMIN beside anna.admin is a 409, not a 500', async () => {
    const upper = await registration({ username: 'ANNA.ADMIN' });
    expect(upper.status).toBe(409);
    expect(upper.body).toMatchObject({ code: 'auth/username-taken', message: 'This username is taken' });
    const email = await registration({ email: 'Admin@Demo.HEMA' });
    expect(email.status).toBe(409);
    expect(email.body.code).toBe('auth/email-taken');
  });

  it('racing registrations of one username: one account, the others a 409', async () => {
    const name = `Racer${randomUUID().slice(0, 8)}`;
    const answers = await Promise.all(
      [name, name.toUpperCase(), name.toLowerCase()].map((username) => registration({ username })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    for (const answer of answers.filter((a) => a.status === 409))
      expect(answer.body.code).toBe('auth/username-taken');
  });

  it('the database itself refuses a second spelling of an e-mail (a writer that forgets to lower-case)', async () => {
    const error = await t.db
      .query(
        `INSERT INTO "user" ("firstName", "lastName", "name", "username", "email", "passwordHash")
         VALUES ('A', 'B', 'A B', 'someone-else', 'ADMIN@demo.hema', 'x')`,
      )
      .catch((e: unknown) => e);
    expect(databaseRefusal(error)).toMatchObject({
      statusCode: 409,
      code: 'database/duplicate',
      message: 'Another account already has this e-mail',
    });
  });
});

describe('database refusals', () => {
  const refused = async (sql: string) => databaseRefusal(await t.db.query(sql).catch((e: unknown) => e));

  it('map to a 4xx with a readable message, whatever reaches the database', async () => {
    const type = await t.db.query(`INSERT INTO "weapon_type" ("title") VALUES ($1) RETURNING id`, [
      `Raw ${randomUUID()}`,
    ]);
    await t.db.query(`INSERT INTO "weapon" ("title", "weaponTypeId") VALUES ($1, $2)`, [
      `Raw ${randomUUID()}`,
      type[0].id,
    ]);
    expect(await refused(`DELETE FROM "weapon_type" WHERE id = '${type[0].id}'`)).toMatchObject({
      statusCode: 409,
      code: 'database/in-use',
      message: 'This weapon type is still used by a weapon and cannot be removed',
    });
    expect(
      await refused(`INSERT INTO "weapon" ("title", "weaponTypeId") VALUES ('x', '${randomUUID()}')`),
    ).toMatchObject({ statusCode: 409, code: 'database/missing-reference' });
    expect(await refused(`UPDATE "fight" SET "score1" = 2147483648`)).toMatchObject({
      statusCode: 400,
      code: 'database/invalid-value',
    });
    expect(await refused(`INSERT INTO "weapon_type" ("title") VALUES (NULL)`)).toMatchObject({
      statusCode: 400,
      code: 'database/not-null',
      errors: { title: 'Field required' },
    });
    // No table of ours has a CHECK yet; one made here (the test database is dropped afterwards).
    await t.db.query(`CREATE TABLE "checked" ("n" int CHECK ("n" > 0))`);
    expect(await refused(`INSERT INTO "checked" VALUES (0)`)).toMatchObject({
      statusCode: 400,
      code: 'database/check',
    });
  });

  it('map the restrict violation of Postgres 18 (PGlite, npm start) like the foreign key one of Postgres 15', () => {
    const driverError = Object.assign(
      new Error('update or delete on table "weapon" violates RESTRICT setting of foreign key constraint'),
      { code: '23001', table: 'nomination', severity: 'ERROR' },
    );
    const error = new QueryFailedError('DELETE FROM "weapon"', [], driverError);
    expect(databaseRefusal(error)).toMatchObject({ statusCode: 409, code: 'database/in-use' });
    expect(databaseRefusal(new Error('boom'))).toBeNull();
  });
});
