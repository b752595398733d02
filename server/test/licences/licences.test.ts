import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Tournament } from '../../src/tournaments/tournament.entity.js';
import { User } from '../../src/users/user.entity.js';
import { CompetitionFixtures } from '../competition/competition-fixtures.js';
import { createRing } from '../support/competition-fixture.js';
import { DEMO, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Licences that fit how events are planned: an organizer asks an admin to extend their licence (one pending request
 * at a time, granted with a new end or refused with a reason), and a tournament that has started is scored and
 * finished by its author even after their licence lapses — nothing else is.
 */

let t: TestApp;
let f: CompetitionFixtures;
let admin: string;

type Method = 'get' | 'post' | 'put' | 'delete';
const call = (method: Method, path: string, token?: string, body?: object) => {
  const req = t.http[method](`/api${path}`);
  if (token) req.set('Authorization', token);
  return body ? req.send(body) : req;
};
const day = 86_400_000;

/** A trial organizer whose week has run out. */
async function lapsedOrganizer(): Promise<{ id: string; token: string; email: string }> {
  const account = await f.register('Lea', `Lapsed${randomUUID().slice(0, 4)}`);
  await t.db.getRepository(User).update(account.id, {
    role: 'ORGANIZER_TRIAL',
    licenseFrom: new Date(Date.now() - 8 * day),
    licenseTill: new Date(Date.now() - day),
  });
  const { email } = await t.db.getRepository(User).findOneByOrFail({ id: account.id });
  return { ...account, email: email! };
}

beforeAll(async () => {
  t = await startTestApp();
  f = new CompetitionFixtures(t);
  admin = await t.login(DEMO.admin);
});
afterAll(async () => {
  await t?.close();
});

describe('a licence extension request', () => {
  it('is asked once at a time, seen by its organizer, counted for admins, and granted with a new end', async () => {
    const organizer = await lapsedOrganizer();
    expect((await call('get', '/licence-requests/mine', organizer.token)).body).toEqual({ request: null });

    const asked = await call('post', '/licence-requests', organizer.token, {
      message: 'Our open is on 20 March',
    });
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({
      status: 'PENDING',
      message: 'Our open is on 20 March',
      grantedTill: null,
    });
    const again = await call('post', '/licence-requests', organizer.token, { message: 'Please?' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('licence/request-pending');

    const pending = await call('get', '/licence-requests?filter=status:PENDING&perPage=1', admin);
    expect(pending.status).toBe(200);
    const count = pending.body.count as number;
    expect(count).toBeGreaterThanOrEqual(1);
    const all = await call('get', '/licence-requests?filter=status:PENDING&perPage=0', admin);
    const row = all.body.items.find((r: { _id: string }) => r._id === asked.body._id);
    expect(row).toMatchObject({ user: { _id: organizer.id }, message: 'Our open is on 20 March' });

    // The organizer decides nothing themselves.
    const till = new Date(Date.now() + 60 * day).toISOString();
    expect((await call('get', '/licence-requests', organizer.token)).status).toBe(403);
    expect(
      (
        await call('post', `/licence-requests/${asked.body._id}/grant`, organizer.token, {
          licenseTill: till,
        })
      ).status,
    ).toBe(403);

    const past = await call('post', `/licence-requests/${asked.body._id}/grant`, admin, {
      licenseTill: new Date(Date.now() - day).toISOString(),
    });
    expect(past.status).toBe(400);
    expect(past.body.code).toBe('licence/end-in-past');

    const granted = await call('post', `/licence-requests/${asked.body._id}/grant`, admin, {
      licenseTill: till,
    });
    expect(granted.status).toBe(200);
    expect(granted.body.status).toBe('GRANTED');
    const twice = await call('post', `/licence-requests/${asked.body._id}/refuse`, admin, { reason: 'No' });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('licence/request-decided');

    const mine = await call('get', '/licence-requests/mine', organizer.token);
    expect(mine.body.request).toMatchObject({ status: 'GRANTED', grantedTill: till });
    const me = await call('get', '/auth/current', organizer.token);
    expect(me.body).toMatchObject({
      role: 'ORGANIZER',
      isActiveOrganizer: true,
      license: { till },
    });
    expect((await call('get', '/licence-requests?filter=status:PENDING&perPage=1', admin)).body.count).toBe(
      count - 1,
    );
    // With a running licence the organizer creates again.
    expect((await f.tournament(organizer.token, { title: 'Granted Open' })).status).toBe('DEVELOPING');
  });

  it('is refused with a reason the organizer sees, and may then be asked again', async () => {
    const organizer = await lapsedOrganizer();
    const asked = await call('post', '/licence-requests', organizer.token, { message: 'One more week' });
    expect(
      (await call('post', `/licence-requests/${asked.body._id}/refuse`, admin, { reason: '' })).status,
    ).toBe(400);
    const refused = await call('post', `/licence-requests/${asked.body._id}/refuse`, admin, {
      reason: 'Write to us with the event dates',
    });
    expect(refused.body.status).toBe('REFUSED');
    expect((await call('get', '/licence-requests/mine', organizer.token)).body.request).toMatchObject({
      status: 'REFUSED',
      refusalReason: 'Write to us with the event dates',
    });
    const user = await t.db.getRepository(User).findOneByOrFail({ id: organizer.id });
    expect(user.role).toBe('ORGANIZER_TRIAL');
    expect(user.licenseTill!.getTime()).toBeLessThan(Date.now());
    expect(
      (await call('post', '/licence-requests', organizer.token, { message: 'Dates: 1–2 May' })).status,
    ).toBe(201);
  });

  it('is not for plain users, visitors or admins, and needs a message', async () => {
    const plain = await f.register('Pia', 'Plain');
    expect((await call('post', '/licence-requests', plain.token, { message: 'Hi' })).status).toBe(403);
    expect((await call('get', '/licence-requests/mine', plain.token)).status).toBe(403);
    expect((await call('post', '/licence-requests', undefined, { message: 'Hi' })).status).toBe(401);
    const byAdmin = await call('post', '/licence-requests', admin, { message: 'Hi' });
    expect(byAdmin.status).toBe(400);
    expect(byAdmin.body.code).toBe('licence/not-needed');
    const organizer = await lapsedOrganizer();
    const empty = await call('post', '/licence-requests', organizer.token, { message: '   ' });
    expect(empty.status).toBe(400);
    expect(
      (
        await call('post', `/licence-requests/${randomUUID()}/grant`, admin, {
          licenseTill: new Date(Date.now() + day).toISOString(),
        })
      ).body.code,
    ).toBe('licence/request-not-found');
  });
});

describe('a started tournament whose organizer’s licence lapses', () => {
  const score = (fightId: string, token: string, event: object) =>
    call('post', `/fights/${fightId}/commands`, token, {
      commandId: randomUUID(),
      event: { ...event, at: Date.now() },
    });

  it('is scored to the end and finished by its author; every other write is refused for the licence', async () => {
    const organizer = await lapsedOrganizer();
    const ring = await createRing(t.db, organizer.email);
    const tournamentId = ring.tournament.id;
    const [fight] = ring.fights;

    expect((await score(fight.id, organizer.token, { type: 'START' })).status).toBe(200);
    const scored = await score(fight.id, organizer.token, { type: 'SCORE', side: 1, delta: 1 });
    expect(scored.status).toBe(200);
    expect(scored.body.state.view).toMatchObject({ score1: 1 });
    const finishedFight = await call('post', `/fights/${fight.id}/commands`, organizer.token, {
      commandId: randomUUID(),
      expectedVersion: scored.body.version,
      event: { type: 'FINISH', reason: 'byPoints', at: Date.now() },
    });
    expect(finishedFight.status).toBe(200);

    const refusedWrites = [
      await call('put', `/tournaments/${tournamentId}`, organizer.token, { title: 'Renamed' }),
      await call('post', `/tournaments/${tournamentId}/areas`, organizer.token, { title: 'Ring 2' }),
      await call('post', `/tournaments/${tournamentId}/nominations`, organizer.token, {
        title: 'Sabre',
        idString: 'sabre',
      }),
      await call('post', '/tournaments', organizer.token, {
        title: 'Next',
        idString: `next-${randomUUID().slice(0, 6)}`,
        dateStart: '2027-01-01',
        dateEnd: '2027-01-01',
      }),
    ];
    for (const res of refusedWrites) {
      expect({ status: res.status, code: res.body.code }).toEqual({
        status: 403,
        code: 'competition/license-expired',
      });
    }

    const finished = await call('post', `/tournaments/${tournamentId}/status`, organizer.token, {
      action: 'finish',
    });
    expect(finished.status).toBe(200);
    expect(finished.body.status).toBe('FINISHED');

    // Its records stay readable: applications, the ring's judges and their commands, the HEMA Ratings export.
    for (const path of [
      `/tournaments/${tournamentId}/applications`,
      `/areas/${ring.area.id}/judges`,
      `/tournaments/${tournamentId}/hema-ratings`,
    ]) {
      expect({ path, status: (await call('get', path, organizer.token)).status }).toEqual({
        path,
        status: 200,
      });
    }

    // Finished: fixing a result is an ordinary write again, refused for the licence.
    const fix = await score(ring.fights[1].id, organizer.token, { type: 'START' });
    expect({ status: fix.status, code: fix.body.code }).toEqual({
      status: 403,
      code: 'competition/license-expired',
    });
  });

  it('is neither started nor scored before it starts, and never by another organizer', async () => {
    const organizer = await lapsedOrganizer();
    const ring = await createRing(t.db, organizer.email);
    await t.db.getRepository(Tournament).update(ring.tournament.id, { status: 'REG_CLOSED' });
    const start = await call('post', `/tournaments/${ring.tournament.id}/status`, organizer.token, {
      action: 'start',
    });
    expect({ status: start.status, code: start.body.code }).toEqual({
      status: 403,
      code: 'competition/license-expired',
    });
    expect((await score(ring.fights[0].id, organizer.token, { type: 'START' })).body.code).toBe(
      'competition/license-expired',
    );

    // Someone else's started tournament: the exception is its author's alone.
    const running = await createRing(t.db, DEMO.organizer);
    const other = await score(running.fights[0].id, organizer.token, { type: 'START' });
    expect({ status: other.status, code: other.body.code }).toEqual({
      status: 403,
      code: 'competition/not-your-tournament',
    });
    const finish = await call('post', `/tournaments/${running.tournament.id}/status`, organizer.token, {
      action: 'finish',
    });
    expect(finish.status).toBe(403);
    expect(finish.body.code).toBe('competition/not-your-tournament');
  });
});
