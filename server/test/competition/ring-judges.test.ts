import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Area } from '../../src/rings/area.entity.js';
import { RingJudgeInvite } from '../../src/rings/ring-judge.entity.js';
import { Tournament } from '../../src/tournaments/tournament.entity.js';
import { User } from '../../src/users/user.entity.js';
import { createRing, type Ring } from '../support/competition-fixture.js';
import { command, connectLive, type LiveSocket } from '../support/live-client.js';
import { DEMO, startTestApp, type TestApp } from '../support/test-app.js';
import { CompetitionFixtures } from './competition-fixtures.js';

/**
 * Ring judges (issue "A real event, run by real people", scope 1): a judge scores the fights of their own ring and
 * nothing else — not another ring's, not another tournament's, no other write of the tournament — whatever the
 * organizer's licence; a revoked judge is refused from the next command, also on a socket that was open before.
 */
let t: TestApp;
let f: CompetitionFixtures;
let organizer: string;
let organizerId: string;
let cup: Ring;
/** A second ring of the same tournament, with the cup's last three fights. */
let ringB: Area;
let other: Ring;
const judgeA = { id: '', token: '' };
const judgeB = { id: '', token: '' };
const sockets: LiveSocket[] = [];

type Method = 'get' | 'post' | 'put' | 'delete';
const call = (method: Method, path: string, token?: string, body?: object) => {
  const req = t.http[method](`/api${path}`);
  if (token) req.set('Authorization', token);
  return body ? req.send(body) : req;
};
const score = (fightId: string, token: string, event: object = { type: 'START' }) =>
  call('post', `/fights/${fightId}/commands`, token, {
    commandId: randomUUID(),
    event: { at: Date.now(), ...event },
  });
const fightsA = () => cup.fights.slice(0, 3);
const fightsB = () => cup.fights.slice(3);

beforeAll(async () => {
  t = await startTestApp({ listen: true });
  f = new CompetitionFixtures(t);
  organizer = await t.login(DEMO.organizer);
  organizerId = (await t.db.getRepository(User).findOneByOrFail({ email: DEMO.organizer })).id;
  cup = await createRing(t.db, DEMO.organizer);
  other = await createRing(t.db, DEMO.organizer);
  // The event runs this week: invitations last until its end.
  const dateEnd = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  await t.db.getRepository(Tournament).update(cup.tournament.id, { dateEnd });
  ringB = await t.db.getRepository(Area).save({ tournamentId: cup.tournament.id, title: 'Ring 2', index: 1 });
  expect(
    (await call('put', `/areas/${cup.area.id}/fights`, organizer, { fightIds: fightsA().map((x) => x.id) }))
      .status,
  ).toBe(200);
  expect(
    (await call('put', `/areas/${ringB.id}/fights`, organizer, { fightIds: fightsB().map((x) => x.id) }))
      .status,
  ).toBe(200);
  Object.assign(judgeA, await f.register('Jana', 'Judge'));
  Object.assign(judgeB, await f.register('Boris', 'Bench'));
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t?.close();
});

describe('the organizer adds judges', () => {
  it('finds an account by name or exact e-mail, showing name, club and country but no e-mail', async () => {
    const byName = await call('get', `/areas/${cup.area.id}/judge-candidates?q=Jana`, organizer);
    expect(byName.status).toBe(200);
    expect(byName.body.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ _id: judgeA.id, name: expect.stringContaining('Jana') }),
      ]),
    );
    expect(JSON.stringify(byName.body)).not.toContain('@');
    const byEmail = await call('get', `/areas/${cup.area.id}/judge-candidates?q=${DEMO.fighter}`, organizer);
    expect(byEmail.body.items[0]).toMatchObject({ name: expect.any(String), club: expect.anything() });
    // A plain user cannot look people up through a ring.
    expect((await call('get', `/areas/${cup.area.id}/judge-candidates?q=Jana`, judgeA.token)).status).toBe(
      403,
    );
  });

  it('adds an account (idempotent) and an invitation code makes another person judge of ring 2', async () => {
    const added = await call('post', `/areas/${cup.area.id}/judges`, organizer, { userId: judgeA.id });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      user: { _id: judgeA.id },
      addedBy: { _id: organizerId },
      via: 'account',
    });
    const again = await call('post', `/areas/${cup.area.id}/judges`, organizer, { userId: judgeA.id });
    expect(again.body._id).toBe(added.body._id);

    const invite = await call('post', `/areas/${ringB.id}/judge-invites`, organizer);
    expect(invite.status).toBe(201);
    expect(invite.body.code).toMatch(/^[2-9A-Z]{8}$/);
    expect(new Date(invite.body.expiresAt).getTime()).toBeGreaterThan(Date.now());
    // Typed in lower case with a dash, as a person might.
    const typed = `${invite.body.code.slice(0, 4).toLowerCase()}-${invite.body.code.slice(4)}`;
    const accepted = await call('post', '/judge-invites/accept', judgeB.token, { code: typed });
    expect(accepted.status).toBe(201);
    expect(accepted.body).toMatchObject({ areaId: ringB.id, areaTitle: 'Ring 2' });
    // One use only.
    const reused = await call('post', '/judge-invites/accept', judgeA.token, { code: invite.body.code });
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({ code: 'judge/invite-invalid', errors: { code: expect.any(String) } });

    const mine = await call('get', '/my/judging', judgeB.token);
    expect(mine.body.items).toEqual([expect.objectContaining({ areaId: ringB.id })]);
  });

  it('refuses an expired code, a malformed code and a stranger’s ring with readable 4xx', async () => {
    const invite = await call('post', `/areas/${ringB.id}/judge-invites`, organizer);
    await t.db
      .getRepository(RingJudgeInvite)
      .update(invite.body.code, { expiresAt: new Date(Date.now() - 1000) });
    const expired = await call('post', '/judge-invites/accept', judgeA.token, { code: invite.body.code });
    expect(expired.status).toBe(400);
    const malformed = await call('post', '/judge-invites/accept', judgeA.token, { code: '<script>' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toEqual(expect.any(String));
    expect((await call('post', '/judge-invites/accept', undefined, { code: 'ABCDEFGH' })).status).toBe(401);
    const rival = (await f.organizer()).token;
    expect((await call('post', `/areas/${cup.area.id}/judges`, rival, { userId: judgeA.id })).status).toBe(
      403,
    );
    expect((await call('get', `/areas/${cup.area.id}/judges`, rival)).status).toBe(403);
    expect(
      (await call('post', `/areas/${cup.area.id}/judges`, organizer, { userId: randomUUID() })).status,
    ).toBe(404);
  });
});

describe('the authorization matrix of a judge', () => {
  it('scores the fights of their ring, and no fight of another ring or another tournament', async () => {
    for (const fight of fightsA()) {
      const res = await score(fight.id, judgeA.token);
      expect([res.status, res.body.code]).toEqual([200, undefined]);
    }
    for (const fight of fightsB()) {
      const refused = await score(fight.id, judgeA.token);
      expect(refused.status).toBe(403);
      expect(refused.body.ok).toBe(false);
    }
    for (const fight of other.fights) expect((await score(fight.id, judgeA.token)).status).toBe(403);
    // Judge B the other way round.
    expect((await score(fightsB()[0].id, judgeB.token)).status).toBe(200);
    expect((await score(fightsA()[0].id, judgeB.token, { type: 'SCORE', side: 1, delta: 1 })).status).toBe(
      403,
    );
  });

  it('may not do any other write of the tournament: every one answers 403', async () => {
    const id = cup.tournament.id;
    const writes: [Method, string, object?][] = [
      ['put', `/tournaments/${id}`, { title: 'Taken over' }],
      ['delete', `/tournaments/${id}`],
      ['post', `/tournaments/${id}/status`, { action: 'finish' }],
      ['post', `/tournaments/${id}/areas`, { title: 'Judge ring' }],
      ['put', `/areas/${cup.area.id}`, { title: 'Renamed' }],
      ['delete', `/areas/${cup.area.id}`],
      ['put', `/areas/${cup.area.id}/fights`, { fightIds: [] }],
      ['post', `/areas/${cup.area.id}/judges`, { userId: judgeA.id }],
      ['post', `/areas/${cup.area.id}/judge-invites`],
      ['get', `/areas/${cup.area.id}/judges`],
      ['put', `/nominations/${cup.nomination.id}`, { title: 'Mine' }],
      ['delete', `/nominations/${cup.nomination.id}`],
      ['post', `/tournaments/${id}/nominations`, { title: 'Judges cup', idString: 'judges-cup' }],
    ];
    for (const [method, path, body] of writes) {
      const res = await call(method, path, judgeA.token, body);
      expect([path, res.status]).toEqual([path, 403]);
      expect(res.body.message).toEqual(expect.any(String));
    }
    expect((await t.db.getRepository(Tournament).findOneByOrFail({ id })).title).toBe(cup.tournament.title);
  });

  it('keeps scoring after the organizer’s licence lapsed: the judge needs none, the organizer runs a started event', async () => {
    const users = t.db.getRepository(User);
    const before = await users.findOneByOrFail({ id: organizerId });
    await users.update(organizerId, { licenseTill: new Date(Date.now() - 1000) });
    try {
      const ownCommand = await score(fightsA()[1].id, organizer, { type: 'SCORE', side: 1, delta: 1 });
      // The tournament has started (createRing makes it ONGOING): its author scores on (assertCanRunStartedTournament).
      expect(ownCommand.status).toBe(200);
      expect((await score(fightsA()[1].id, judgeA.token, { type: 'SCORE', side: 1, delta: 1 })).status).toBe(
        200,
      );
    } finally {
      await users.update(organizerId, { licenseTill: before.licenseTill });
    }
  });

  it('tells the console whether the ring may be scored', async () => {
    expect((await call('get', `/areas/${cup.area.id}/access`, judgeA.token)).body).toEqual({
      canScore: true,
      as: 'judge',
      revoked: false,
    });
    expect((await call('get', `/areas/${ringB.id}/access`, judgeA.token)).body).toMatchObject({
      canScore: false,
    });
    expect((await call('get', `/areas/${ringB.id}/access`, organizer)).body).toMatchObject({
      canScore: true,
      as: 'organizer',
    });
  });
});

describe('revocation', () => {
  it('refuses the next command of an open socket and of REST, and the record keeps who sent what', async () => {
    const socket = await connectLive(t.url, judgeA.token);
    sockets.push(socket);
    const fight = fightsA()[2].id;
    expect(await command(socket, fight, { type: 'SCORE', side: 2, delta: 1 })).toMatchObject({ ok: true });

    const record = await call('get', `/areas/${cup.area.id}/judges`, organizer);
    const judge = record.body.judges.find((j: { user: { _id: string } }) => j.user._id === judgeA.id);
    expect(record.body.commands.some((c: { user: { _id: string } }) => c.user._id === judgeA.id)).toBe(true);

    // The organizer revokes mid-fight: the socket, resolved long before, is refused at its next key.
    expect((await call('delete', `/areas/${cup.area.id}/judges/${judge._id}`, organizer)).status).toBe(204);
    expect(await command(socket, fight, { type: 'SCORE', side: 2, delta: 1 })).toMatchObject({
      ok: false,
      reason: 'judge/access-revoked',
    });
    const rest = await score(fight, judgeA.token, { type: 'SCORE', side: 1, delta: 1 });
    expect(rest.status).toBe(403);
    expect(rest.body.code).toBe('judge/access-revoked');
    expect((await call('get', `/areas/${cup.area.id}/access`, judgeA.token)).body).toMatchObject({
      canScore: false,
      revoked: true,
    });
    expect((await call('get', '/my/judging', judgeA.token)).body.items).toEqual([]);

    const after = await call('get', `/areas/${cup.area.id}/judges`, organizer);
    expect(after.body.judges.find((j: { _id: string }) => j._id === judge._id)).toMatchObject({
      revokedAt: expect.any(String),
      revokedBy: { _id: organizerId },
    });
    // Only the tournament's organizer revokes.
    const judgeOfB = after.body.judges[0];
    expect((await call('delete', `/areas/${ringB.id}/judges/${judgeOfB._id}`, judgeB.token)).status).toBe(
      403,
    );
  });

  it('is refused when the fight moves to a ring the judge does not judge', async () => {
    const socket = await connectLive(t.url, judgeB.token);
    sockets.push(socket);
    const fight = fightsB()[1].id;
    expect(await command(socket, fight, { type: 'START' })).toMatchObject({ ok: true });
    await call('put', `/areas/${cup.area.id}/fights`, organizer, {
      fightIds: [...fightsA().map((x) => x.id), fight],
    });
    expect(await command(socket, fight, { type: 'SCORE', side: 1, delta: 1 })).toMatchObject({ ok: false });
  });
});
